//! An opinion's images: at most 3, real images only, counted on the opinion, for its readers.

use reqwest::multipart::{Form, Part};
use serde_json::json;

use crate::Desk;

/// A small real PNG, different for each marker.
fn png(marker: u8) -> Vec<u8> {
    eva_testing::pictures::png(4, 3, marker)
}

fn form(files: &[Vec<u8>]) -> Form {
    files
        .iter()
        .enumerate()
        .fold(Form::new(), |f, (i, bytes)| f.part("images", Part::bytes(bytes.clone()).file_name(format!("chart-{i}.png"))))
}

#[tokio::test]
async fn an_opinion_takes_at_most_three_real_images_and_states_their_count() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let id = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();
    let path = format!("/api/opinion/{id}/images");
    let send = |files: Vec<Vec<u8>>| desk.app.post(&path).token(&desk.analyst.token).lang("en").multipart(form(&files)).send();

    assert_eq!(send(vec![png(1), png(2), png(3), png(4)]).await.field_error("images"), Some("Maximum 3 images allowed"));
    let two = send(vec![png(1), png(2)]).await;
    assert_eq!(two.status, 201, "{:?}", two.body);
    assert_eq!(send(vec![png(3), png(4)]).await.field_error("images"), Some("Maximum 3 images allowed"));
    assert_eq!(
        send(vec![b"not a chart at all, just words".to_vec()]).await.field_error("images"),
        Some("An image must be a PNG, JPEG or WebP file")
    );
    // A decompression bomb (20,000 × 20,000 claimed in a tiny file) is refused from its header.
    let bomb = send(vec![eva_testing::pictures::png_claiming(20_000, 20_000)]).await;
    assert_eq!(bomb.field_error("images"), Some("The picture is too large: at most 8,000 pixels a side and 40 million pixels"));
    let opinion = desk.opinion(id).await;
    assert_eq!(opinion["image_count"], 2);
    assert_eq!(opinion["images"], json!([format!("{path}/1"), format!("{path}/2")]));
    let image = desk.app.get(&format!("{path}/2")).token(&desk.analyst.token).send().await;
    assert_eq!((image.status, image.headers["content-type"].to_str().unwrap()), (200, "image/png"));
    let member = desk.app.verified_subscriber().await;
    assert_eq!(desk.app.get(&format!("{path}/1")).token(&member.token).send().await.body["code"], 999);
    assert_eq!(desk.app.post(&path).token(&member.token).multipart(form(&[png(9)])).send().await.status, 403);
}
