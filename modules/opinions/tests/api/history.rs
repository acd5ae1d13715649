//! Editing: each edit keeps the version it replaces, unchanged; the new terms are checked
//! against the price at the moment of the edit and judge the prices after it; a decided
//! opinion cannot be edited.

use serde_json::json;

use crate::{Desk, num};

async fn versions(desk: &Desk, id: i64) -> Vec<serde_json::Value> {
    let res = desk.app.get(&format!("/api/opinion/history?opinionId={id}")).token(&desk.analyst.token).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn every_edit_keeps_the_version_it_replaces_unchanged() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let form = desk.form("1120").await;
    let id = desk.publish(form.clone(), json!({})).await["id"].as_i64().unwrap();
    let mut edit = form.clone();
    edit["opinionId"] = json!(id);
    edit["target_price"] = json!("120");
    edit["additional_info"] = json!("رفع الهدف بعد اختراق المقاومة");
    let edited = desk.post("/api/opinion/update", edit.clone()).await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);
    assert_eq!((edited.body["data"]["version"].as_i64(), num(&edited.body["data"]["target_price"])), (Some(2), 120.0));
    let first = versions(&desk, id).await;
    assert_eq!(first.len(), 1);
    assert_eq!((first[0]["version"].as_i64(), num(&first[0]["target_price"])), (Some(1), 110.0));
    assert_eq!(first[0]["additional_info"], "ارتداد من دعم يومي");

    edit["stop_loss"] = json!("97");
    assert_eq!(desk.post("/api/opinion/update", edit.clone()).await.status, 200);
    let second = versions(&desk, id).await;
    assert_eq!(second.iter().map(|v| v["version"].as_i64().unwrap()).collect::<Vec<_>>(), [2, 1], "newest first");
    assert_eq!(second[1], first[0], "a kept version never changes");
    assert_eq!(desk.opinion(id).await["stop_loss"], 97.0);

    // The edit is checked against the price now, and it cannot change the stock.
    let below = desk.post("/api/opinion/update", crate::merged(edit.clone(), json!({"target_price": "99"}))).await;
    assert_eq!(below.field_error("target_price"), Some("Target price is less than current price"));
    let other_stock = desk.post("/api/opinion/update", crate::merged(edit.clone(), json!({"stock_id": desk.stock_id("1010").await}))).await;
    assert_eq!(other_stock.status, 422);
    let another = desk.app.signed_in_analyst().await;
    assert_eq!(desk.app.post("/api/opinion/update").token(&another.token).json(&edit).send().await.status, 403);
    assert_eq!(versions(&desk, id).await.len(), 2, "refused edits keep nothing");

    // The new terms judge what follows: 112 no longer reaches the target of 120.
    desk.bars("1120", &[(1, "100", "112", "99", "111")]).await;
    desk.still_pending(id, 1).await;
    desk.bars("1120", &[(2, "111", "121", "110", "119")]).await;
    let decided = desk.decided(id).await;
    assert_eq!((decided["status"].as_str(), num(&decided["resolution"]["price"])), (Some("success"), 120.0));

    let late = desk.post("/api/opinion/update", edit).await;
    assert_eq!((late.status, late.message()), (409, "An opinion that has been decided cannot be edited"));
    assert_eq!(versions(&desk, id).await.len(), 2);
}
