//! The list's record: every entry chained by SHA-256, verifiable by anyone.

use sea_orm::ConnectionTrait;
use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn the_published_record_verifies_and_a_changed_entry_is_found() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    let created = desk.create("1120", "market", None, "10").await;
    let rating_id = created.body["data"]["id"].as_i64().unwrap();
    desk.post("/api/ratings-update", json!({"rating_id": rating_id, "additional_info": "رفع الهدف"})).await;
    desk.post("/api/ratings-partial-sell", json!({"rating_id": rating_id, "order_type": "market", "sell_percentage": "40", "exit_reason": "جني أرباح"})).await;

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
    let tamper = format!("UPDATE ratings_transactions SET body = REPLACE(body, '\"shares\":125', '\"shares\":12') WHERE list_id = {} AND seq = 2", desk.list_id);
    assert_eq!(desk.app.ctx.db.execute_unprepared(&tamper).await.unwrap().rows_affected(), 1);
    let broken = desk.app.get(&path).send().await;
    let v = &broken.body["data"];
    assert_eq!((v["valid"].as_bool(), v["broken_at"].as_i64(), v["reason"].as_str()), (Some(false), Some(2), Some("hash")));
    assert_eq!(desk.app.get("/api/rating-lists/424242/verify").send().await.status, 404);
}
