//! Staff moderation (issue 36): staff see recent publications, hide an opinion with a reason
//! (its analyst still sees it, with the reason; its readers no longer do, and are told it was
//! withdrawn) and restore it; every decision is logged with who made it; hiding never cleans the
//! record, which counts the opinion as it is decided.

use platform::ports::Feature;
use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn staff_hide_an_opinion_with_a_reason_and_the_record_still_counts_it() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let id = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();
    let member = desk.app.verified_subscriber().await;
    desk.grants.grant(member.id, Feature::OpinionList(desk.list_id));
    let staff = desk.app.signed_in_staff().await;

    // The queue of recent publications is staff's alone.
    assert_eq!(desk.app.get("/api/staff/opinions").token(&desk.analyst.token).send().await.status, 403);
    let queue = desk.app.get("/api/staff/opinions").token(&staff.token).send().await;
    assert_eq!(queue.status, 200, "{:?}", queue.body);
    assert_eq!(
        (queue.body["data"][0]["opinion"]["id"].as_i64(), queue.body["data"][0]["list_name"].as_str()),
        (Some(id), Some("آراء السوق"))
    );
    assert_eq!(desk.app.get("/api/staff/opinions?state=gone").token(&staff.token).send().await.status, 422);

    // A reason is required, in the reader's language; nothing changes without one.
    let hide = format!("/api/staff/opinions/{id}/hide");
    let bare = desk.app.post(&hide).token(&staff.token).json(&json!({"reason": "  "})).send().await;
    assert_eq!(bare.field_error("reason"), Some("يرجى كتابة سبب الإخفاء، فهو يُرسل إلى المحلل"));
    assert_eq!(desk.app.post(&hide).token(&desk.analyst.token).json(&json!({"reason": "x"})).send().await.status, 403);
    let reading = format!("/api/opinion?opinionId={id}");
    assert_eq!(desk.app.get(&reading).token(&member.token).send().await.status, 200);

    let reason = "هدف غير واقعي مقارنة بالتذبذب التاريخي";
    let hidden = desk.app.post(&hide).token(&staff.token).json(&json!({"reason": reason})).send().await;
    assert_eq!(hidden.status, 200, "{:?}", hidden.body);
    assert_eq!(hidden.body["data"]["hidden_reason"], reason);
    assert_eq!(
        desk.app.post(&hide).token(&staff.token).lang("en").json(&json!({"reason": reason})).send().await.message(),
        "This opinion is already hidden"
    );

    // Readers no longer see it, and are told why it is gone; its analyst sees it with the reason.
    let gone = desk.app.get(&reading).token(&member.token).lang("en").send().await;
    assert_eq!((gone.status, gone.message()), (404, "Eva withdrew this opinion"));
    let listed = desk.app.get(&format!("/api/opinions?opinion_list_id={}", desk.list_id)).token(&member.token).send().await;
    assert_eq!(listed.body["data"].as_array().unwrap().len(), 0);
    assert_eq!(desk.opinion(id).await["hidden_reason"], reason);
    let own = desk.app.get(&format!("/api/opinions?opinion_list_id={}", desk.list_id)).token(&desk.analyst.token).send().await;
    assert_eq!(own.body["data"][0]["id"].as_i64(), Some(id));
    // Nor can it be edited while hidden.
    let edit = desk.post("/api/opinion/update", crate::merged(desk.form("1120").await, json!({"opinionId": id}))).await;
    assert_eq!((edit.status, edit.message()), (409, "Eva hid this opinion: it cannot be edited until it is restored"));
    let hidden_queue = desk.app.get("/api/staff/opinions?state=hidden").token(&staff.token).send().await;
    assert_eq!(hidden_queue.body["data"].as_array().unwrap().len(), 1);

    // Hiding cannot clean the record: the opinion is decided and counted while hidden.
    desk.bars("1120", &[(1, "100", "111", "99.5", "110.5")]).await;
    assert_eq!(desk.decided(id).await["status"], "success");
    let lists = desk.app.get("/api/opinion-lists-guest?type=3&market_id=1").send().await;
    let stats = &lists.body["data"][0]["stats"];
    assert_eq!((stats["resolved"].as_u64(), stats["succeeded"].as_u64()), (Some(1), Some(1)), "{stats}");

    // Restored, readers see it again; the log keeps both decisions, newest first, with who.
    let restored = desk.app.post(&format!("/api/staff/opinions/{id}/restore")).token(&staff.token).send().await;
    assert_eq!((restored.status, restored.body["data"]["hidden_at"].clone()), (200, serde_json::Value::Null), "{:?}", restored.body);
    assert_eq!(desk.app.post(&format!("/api/staff/opinions/{id}/restore")).token(&staff.token).send().await.status, 409);
    assert_eq!(desk.app.get(&reading).token(&member.token).send().await.status, 200);
    let log = desk.app.get(&format!("/api/staff/opinions/{id}/moderation")).token(&staff.token).send().await;
    let entries: Vec<(&str, Option<&str>)> =
        log.body["data"].as_array().unwrap().iter().map(|e| (e["action"].as_str().unwrap(), e["reason"].as_str())).collect();
    assert_eq!(entries, [("restore", None), ("hide", Some(reason))]);
    assert!(
        log.body["data"].as_array().unwrap().iter().all(|e| e["staff_id"] == staff.id && !e["staff_name"].as_str().unwrap().is_empty())
    );
    assert_eq!(desk.app.get("/api/staff/opinions/987654/moderation").token(&staff.token).send().await.status, 404);
}

/// A whole opinions list hidden by staff: its subscribers are told it was withdrawn, its analyst
/// cannot publish in it or edit its opinions until it is shown again.
#[tokio::test]
async fn a_hidden_list_is_withdrawn_from_its_readers_and_frozen_for_its_analyst() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let id = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();
    let member = desk.app.verified_subscriber().await;
    desk.grants.grant(member.id, Feature::OpinionList(desk.list_id));
    let staff = desk.app.signed_in_staff().await;
    let listing = format!("/api/opinions?opinion_list_id={}", desk.list_id);
    assert_eq!(desk.app.get(&listing).token(&member.token).send().await.status, 200);

    let hidden = desk
        .app
        .post(&format!("/api/staff/lists/{}/hide", desk.list_id))
        .token(&staff.token)
        .json(&json!({"reason": "محتوى مضلل"}))
        .send()
        .await;
    assert_eq!(hidden.status, 200, "{:?}", hidden.body);
    let gone = desk.app.get(&listing).token(&member.token).lang("en").send().await;
    assert_eq!((gone.status, gone.message()), (404, "Eva withdrew this list"));
    assert_eq!(desk.app.get(&format!("/api/opinion?opinionId={id}")).token(&member.token).send().await.status, 404);
    let single = format!("/api/opinion-lists-single-guest?opinion_list_id={}", desk.list_id);
    assert_eq!(desk.app.get(&single).send().await.status, 404);
    let directory = desk.app.get("/api/opinion-lists-guest?type=3&market_id=1").send().await;
    assert!(directory.body["data"].as_array().unwrap().is_empty(), "{:?}", directory.body);
    // Its analyst reads it, but publishes nothing in it and edits nothing of it.
    assert_eq!(desk.app.get(&listing).token(&desk.analyst.token).send().await.status, 200);
    let frozen = "Eva hid this list: it cannot be changed or published in until it is shown again";
    let new = desk.post("/api/opinion/create", desk.form("1120").await).await;
    assert_eq!((new.status, new.message()), (409, frozen));
    let edit = desk.post("/api/opinion/update", crate::merged(desk.form("1120").await, json!({"opinionId": id}))).await;
    assert_eq!((edit.status, edit.message()), (409, frozen));

    let restored = desk.app.post(&format!("/api/staff/lists/{}/restore", desk.list_id)).token(&staff.token).send().await;
    assert_eq!(restored.status, 200, "{:?}", restored.body);
    assert_eq!(desk.app.get(&listing).token(&member.token).send().await.status, 200);
    assert_eq!(desk.app.get(&single).send().await.status, 200);
}
