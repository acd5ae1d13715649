//! The feed: cursor pages that stay right while notifications arrive, reading one, reading all,
//! and the header's unread mark.

use std::collections::HashSet;

use eva_testing::{TestApp, TestUser};
use platform::events::PaymentFailed;
use serde_json::Value;

use crate::{feed_of, has_notification};

async fn fail_payments(app: &TestApp, user: &TestUser, from: i64, n: i64) {
    for payment_id in from..from + n {
        app.ctx
            .publish(&PaymentFailed { payment_id, user_id: user.id, product: "platform".into(), name: Default::default() })
            .await
            .unwrap();
    }
}

async fn page(app: &TestApp, user: &TestUser, cursor: Option<&str>) -> (Vec<Value>, Option<String>) {
    let path = match cursor {
        Some(c) => format!("/api/notifications?per_page=10&cursor={c}"),
        None => "/api/notifications?per_page=10".to_owned(),
    };
    let res = app.get(&path).token(&user.token).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    (res.body["data"].as_array().unwrap().clone(), res.body["meta"]["next_cursor"].as_str().map(str::to_owned))
}

fn ids(items: &[Value]) -> Vec<i64> {
    items.iter().map(|n| n["id"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn pages_have_no_duplicates_and_no_gaps_while_new_notifications_arrive() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    fail_payments(&app, &user, 1, 25).await;
    let before: Vec<i64> = ids(&feed_of(&app, &user, 25).await);

    let (first, cursor) = page(&app, &user, None).await;
    // Five more arrive while the user reads.
    fail_payments(&app, &user, 100, 5).await;
    feed_of(&app, &user, 30).await;
    let (second, cursor) = page(&app, &user, cursor.as_deref()).await;
    let (third, cursor) = page(&app, &user, cursor.as_deref()).await;
    assert_eq!(cursor, None, "the last page says so");
    assert_eq!((first.len(), second.len(), third.len()), (10, 10, 5));

    let read: Vec<i64> = [ids(&first), ids(&second), ids(&third)].concat();
    assert_eq!(read, before, "exactly the notifications there were, newest first, each once");
    assert_eq!(read.iter().collect::<HashSet<_>>().len(), 25);

    let (fresh, _) = page(&app, &user, None).await;
    assert!(ids(&fresh)[..5].iter().all(|id| !before.contains(id)), "the new ones are on top of the next first page");

    assert_eq!(app.get("/api/notifications?cursor=abc").token(&user.token).send().await.status, 422);
    assert_eq!(app.get("/api/notifications?cursor=-5").token(&user.token).send().await.status, 422);
    assert_eq!(app.get("/api/notifications").send().await.status, 401);
}

#[tokio::test]
async fn opening_one_marks_it_read_and_the_mark_clears_when_all_are_read() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let other = app.verified_subscriber().await;
    assert_eq!(has_notification(&app, &user).await, "0");
    fail_payments(&app, &user, 1, 3).await;
    let notes = feed_of(&app, &user, 3).await;
    assert_eq!(has_notification(&app, &user).await, "1");

    let id = notes[0]["id"].as_i64().unwrap();
    let opened = app.get(&format!("/api/notifications/{id}")).token(&user.token).lang("en").send().await;
    assert_eq!(opened.status, 200, "{:?}", opened.body);
    assert_eq!((opened.body["data"]["read"].as_bool(), opened.body["data"]["title"].as_str()), (Some(true), Some("لم تكتمل عملية الدفع")));
    let theirs = app.get(&format!("/api/notifications/{id}")).token(&other.token).lang("en").send().await;
    assert_eq!((theirs.status, theirs.body["message"].as_str()), (404, Some("The notification was not found")));
    assert_eq!(app.post(&format!("/api/notifications/{id}/read")).token(&other.token).send().await.status, 404);
    assert_eq!(app.get("/api/notifications/99999999").token(&user.token).send().await.status, 404);

    let second = notes[1]["id"].as_i64().unwrap();
    let marked = app.post(&format!("/api/notifications/{second}/read")).token(&user.token).send().await;
    assert_eq!(marked.body["data"]["read"], true);
    assert_eq!(has_notification(&app, &user).await, "1", "one is still unread");

    let all = app.post("/api/notifications/read-all").token(&user.token).send().await;
    assert_eq!(all.body["data"]["marked"], 1);
    assert_eq!(has_notification(&app, &user).await, "0");
    let again = app.post("/api/notifications/read-all").token(&user.token).send().await;
    assert_eq!(again.body["data"]["marked"], 0);
    assert!(feed_of(&app, &user, 3).await.iter().all(|n| n["read"] == true));
}
