//! A rating's images: at most 3, real images only, for the list's readers.

use reqwest::multipart::{Form, Part};

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
async fn a_rating_takes_at_most_three_real_images_and_shows_them_to_its_readers() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let rating_id = desk.create("1120", "market", None, "10").await.body["data"]["id"].as_i64().unwrap();
    let path = format!("/api/ratings/{rating_id}/images");
    let send = |files: Vec<Vec<u8>>| desk.app.post(&path).token(&desk.analyst.token).lang("en").multipart(form(&files)).send();

    let two = send(vec![png(1), png(2)]).await;
    assert_eq!(two.status, 201, "{:?}", two.body);
    assert_eq!(two.body["data"].as_array().unwrap().len(), 2);
    let too_many = send(vec![png(3), png(4)]).await;
    assert_eq!(too_many.field_error("images"), Some("Cannot select more than 3 images"));
    let not_an_image = send(vec![b"just some text pretending to be a chart".to_vec()]).await;
    assert_eq!(not_an_image.field_error("images"), Some("An image must be a PNG, JPEG or WebP file"));
    assert_eq!(send(vec![png(3)]).await.status, 201);
    assert_eq!(send(vec![png(5)]).await.field_error("images"), Some("Cannot select more than 3 images"));

    let row = &desk.rows("current").await[0];
    let images: Vec<&str> = row["images"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    assert_eq!(images, [format!("{path}/1"), format!("{path}/2"), format!("{path}/3")]);
    let image = desk.app.get(&format!("{path}/2")).token(&desk.analyst.token).send().await;
    assert_eq!((image.status, image.headers["content-type"].to_str().unwrap()), (200, "image/png"));
    let member = desk.app.verified_subscriber().await;
    assert_eq!(desk.app.get(&format!("{path}/2")).token(&member.token).send().await.body["code"], 999);
    assert_eq!(desk.app.post(&path).token(&member.token).multipart(form(&[png(9)])).send().await.status, 403);
}
