//! The list's record: every entry chained by SHA-256, verifiable by anyone.

use sea_orm::ConnectionTrait;
use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn the_published_record_verifies_and_a_changed_entry_is_found() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let created = desk.create("1120", "market", None, "10").await;
    let rating_id = created.body["data"]["id"].as_i64().unwrap();
    desk.post("/api/ratings-update", json!({"rating_id": rating_id, "additional_info": "رفع الهدف"})).await;
    desk.post(
        "/api/ratings-partial-sell",
        json!({"rating_id": rating_id, "order_type": "market", "sell_percentage": "40", "exit_reason": "جني أرباح"}),
    )
    .await;

    let history = desk.history().await;
    let kinds: Vec<&str> = history.iter().rev().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["buy", "buy", "edit", "sell", "sell"], "placed, filled, edited, placed, filled");
    for pair in history.windows(2) {
        assert_eq!(pair[0]["prev_hash"], pair[1]["hash"], "each entry names the one before");
    }
    let path = format!("/api/rating-lists/{}/verify", desk.list_id);
    let verified = desk.app.get(&path).send().await;
    assert_eq!(verified.status, 200, "anyone may verify");
    let v = &verified.body["data"];
    assert_eq!((v["valid"].as_bool(), v["entries"].as_i64()), (Some(true), Some(5)));
    assert_eq!(v["head_hash"], history[0]["hash"]);

    // Someone with database access rewrites the fill: 125 shares become 12.
    let tamper = format!(
        "UPDATE ratings_transactions SET body = REPLACE(body, '\"shares\":125', '\"shares\":12') WHERE list_id = {} AND seq = 2",
        desk.list_id
    );
    assert_eq!(desk.app.ctx.db.execute_unprepared(&tamper).await.unwrap().rows_affected(), 1);
    let broken = desk.app.get(&path).send().await;
    let v = &broken.body["data"];
    assert_eq!((v["valid"].as_bool(), v["broken_at"].as_i64(), v["reason"].as_str()), (Some(false), Some(2), Some("hash")));
    assert_eq!(desk.app.get("/api/rating-lists/424242/verify").send().await.status, 404);
}

/// The history downloads as CSV in the reader's language, with each entry's hash.
#[tokio::test]
async fn the_history_downloads_as_csv_with_its_hashes() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let created = desk.create("1120", "market", None, "10").await;
    let rating_id = created.body["data"]["id"].as_i64().unwrap();
    // The analyst's words reach every reader's spreadsheet: as text, never a formula.
    let formula = r#"=HYPERLINK("http://evil.example","click")"#;
    desk.post("/api/ratings-update", json!({"rating_id": rating_id, "additional_info": formula})).await;
    let history = desk.history().await;
    let path = format!("/api/rating/logs.csv?listingId={}", desk.list_id);
    let res = desk.app.get(&path).token(&desk.analyst.token).lang("en").send().await;
    assert_eq!(res.status, 200);
    assert_eq!(res.headers["content-type"], "text/csv; charset=utf-8");
    let body = res.body.as_str().unwrap();
    assert!(body.starts_with('\u{feff}'), "a byte-order mark for spreadsheets");
    let lines: Vec<&str> = body.trim_start_matches('\u{feff}').lines().collect();
    assert!(lines[0].starts_with("Seq,Time,Type,Action,Symbol"), "{}", lines[0]);
    assert_eq!(lines.len(), 4, "a header and three entries, oldest first");
    assert!(lines[2].contains(",buy,filled,1120,") && lines[2].contains(",125,market,,80,80,80,"), "{}", lines[2]);
    assert!(lines[3].contains(r#","'=HYPERLINK(""http://evil.example"",""click"")","#), "{}", lines[3]);
    assert!(lines[3].ends_with(history[0]["hash"].as_str().unwrap()));
    let arabic = desk.app.get(&path).token(&desk.analyst.token).lang("ar").send().await;
    assert!(arabic.body.as_str().unwrap().contains("الرقم,الوقت,النوع"));
    let member = desk.app.verified_subscriber().await;
    assert_eq!(desk.app.get(&path).token(&member.token).send().await.body["code"], 999);
}
