//! Staff moderation of whole lists (issue 36): staff see every list, hide one with a reason (its
//! analyst still sees and is told it; investors can neither find, read nor buy it, and a
//! subscriber is told it was withdrawn) and restore it, on sale again at its prices; every
//! decision is logged with who made it, and a hidden list is frozen for its analyst.

use eva_testing::TestApp;
use serde_json::json;

use crate::{buy, create_list, list_form};

fn monthly_plan(plans: &serde_json::Value) -> Option<i64> {
    plans["data"]["plans"].as_array()?.iter().find(|p| p["plan_type"] == "monthly")?["id"].as_i64()
}

#[tokio::test]
async fn staff_hide_a_list_with_a_reason_and_restore_it_on_sale() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let id = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let plans = app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": id})).send().await;
    let plan = monthly_plan(&plans.body).expect("on sale");
    let member = app.verified_subscriber().await;
    buy(&app, &member, plan).await;
    let staff = app.signed_in_staff().await;
    let single = format!("/api/rating-lists-single?rating_list_id={id}");
    assert_eq!(app.get(&single).token(&member.token).send().await.status, 200);

    // The queue is staff's alone; a reason is required, in the reader's language.
    assert_eq!(app.get("/api/staff/lists").token(&analyst.token).send().await.status, 403);
    let queue = app.get("/api/staff/lists").token(&staff.token).send().await;
    assert_eq!(
        (queue.body["data"][0]["list"]["id"].as_i64(), queue.body["data"][0]["analyst_id"].as_i64()),
        (Some(id), Some(analyst.id)),
        "{:?}",
        queue.body
    );
    assert_eq!(app.get("/api/staff/lists?state=gone").token(&staff.token).send().await.status, 422);
    let hide = format!("/api/staff/lists/{id}/hide");
    let bare = app.post(&hide).token(&staff.token).json(&json!({"reason": " "})).send().await;
    assert_eq!(bare.field_error("reason"), Some("يرجى كتابة سبب الإخفاء، فهو يُرسل إلى المحلل"));
    assert_eq!(app.post(&hide).token(&analyst.token).json(&json!({"reason": "x"})).send().await.status, 403);
    assert_eq!(app.post("/api/staff/lists/987654/hide").token(&staff.token).json(&json!({"reason": "x"})).send().await.status, 404);

    let reason = "وصف القائمة يعد بعوائد مضمونة";
    let hidden = app.post(&hide).token(&staff.token).json(&json!({"reason": reason})).send().await;
    assert_eq!((hidden.status, hidden.body["data"]["hidden_reason"].as_str()), (200, Some(reason)), "{:?}", hidden.body);
    assert_eq!(
        app.post(&hide).token(&staff.token).lang("en").json(&json!({"reason": reason})).send().await.message(),
        "This list is already hidden"
    );

    // Investors: not found, not readable (told it was withdrawn), not for sale.
    let directory = app.get("/api/rating-lists-guest?market_id=1").send().await;
    assert!(!directory.body["data"].as_array().unwrap().iter().any(|l| l["id"] == id), "{:?}", directory.body);
    let guest = app.get(&format!("/api/rating-lists-single-guest?rating_list_id={id}")).lang("en").send().await;
    assert_eq!((guest.status, guest.message()), (404, "Eva withdrew this list"));
    let reading = app.get(&format!("/api/ratings?rating_list_id={id}")).token(&member.token).send().await;
    assert_eq!((reading.status, reading.message()), (404, "سحب فريق إيفا هذه القائمة"));
    assert_eq!(app.get(&format!("/api/rating-list-performance?rating_list_id={id}")).send().await.status, 404);
    let analysts = app.get("/api/analysts").token(&member.token).send().await;
    assert!(
        analysts.body["data"].as_array().unwrap().iter().all(|a| a["lists"].as_array().unwrap().iter().all(|l| l["id"] != id)),
        "{:?}",
        analysts.body
    );
    let unsold = app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": id})).send().await;
    assert_eq!(monthly_plan(&unsold.body), None, "{:?}", unsold.body);
    let buyer = app.verified_subscriber().await;
    app.kyc_verify(&buyer).await;
    let attempt = json!({"plan_id": plan, "method": "visa", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let refused = app.post("/api/subscribe").token(&buyer.token).json(&attempt).send().await;
    assert!(refused.status == 422 && refused.field_error("plan_id").is_some(), "a hidden list is not sold: {:?}", refused.body);

    // Its analyst still sees it, with the reason, and cannot change it or publish in it.
    let mine = app.get("/api/analyst-ratings").token(&analyst.token).send().await;
    assert_eq!((mine.body["data"][0]["hidden_reason"].as_str(), mine.body["data"][0]["on_sale"].as_bool()), (Some(reason), Some(false)));
    assert_eq!(app.get(&single).token(&analyst.token).send().await.status, 200);
    let mut edit = list_form("نمو السعودية", "eva_lists");
    edit["list_id"] = json!(id);
    let frozen = app.post("/api/rating-list/update").token(&analyst.token).lang("en").json(&edit).send().await;
    assert_eq!((frozen.status, frozen.message()), (409, "Eva hid this list: it cannot be changed or published in until it is shown again"));
    assert_eq!(app.get(&single).token(&staff.token).send().await.status, 200, "staff still read it");
    assert_eq!(app.get("/api/staff/lists?state=hidden").token(&staff.token).send().await.body["data"].as_array().unwrap().len(), 1);

    // Restored: found, read and sold again at its prices; the log keeps both decisions.
    let restore = format!("/api/staff/lists/{id}/restore");
    let restored = app.post(&restore).token(&staff.token).send().await;
    assert_eq!(
        (restored.status, restored.body["data"]["hidden_at"].clone(), restored.body["data"]["on_sale"].as_bool()),
        (200, json!(null), Some(true)),
        "{:?}",
        restored.body
    );
    assert_eq!(app.post(&restore).token(&staff.token).lang("en").send().await.message(), "This list is shown, not hidden");
    assert_eq!(app.get(&single).token(&member.token).send().await.status, 200);
    let resold = app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": id})).send().await;
    assert_eq!(monthly_plan(&resold.body), Some(plan));
    let attempt = json!({"plan_id": plan, "method": "visa", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    assert_eq!(app.post("/api/subscribe").token(&buyer.token).json(&attempt).send().await.status, 201);
    let log = app.get(&format!("/api/staff/lists/{id}/moderation")).token(&staff.token).send().await;
    let entries: Vec<(&str, Option<&str>)> =
        log.body["data"].as_array().unwrap().iter().map(|e| (e["action"].as_str().unwrap(), e["reason"].as_str())).collect();
    assert_eq!(entries, [("restore", None), ("hide", Some(reason))]);
    assert!(
        log.body["data"].as_array().unwrap().iter().all(|e| e["staff_id"] == staff.id && !e["staff_name"].as_str().unwrap().is_empty())
    );
}
