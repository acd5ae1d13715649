//! The notifications API, black-box through HTTP on a fresh database per test (SQLite, and
//! PostgreSQL with Redis in CI's second leg), with the real workers and a real SMTP server.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod feed;
mod kinds;
mod lists;
mod preferences;
mod push;
mod switched_off;

use std::time::Duration;

use eva_testing::{TestApp, TestUser};
use serde_json::{Value, json};

/// The user's whole feed, newest first, read page by page.
pub async fn feed(app: &TestApp, user: &TestUser) -> Vec<Value> {
    let mut all = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/api/notifications?per_page=100&cursor={c}"),
            None => "/api/notifications?per_page=100".to_owned(),
        };
        let page = app.get(&path).token(&user.token).send().await;
        assert_eq!(page.status, 200, "{:?}", page.body);
        all.extend(page.body["data"].as_array().unwrap().iter().cloned());
        match page.body["meta"]["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => return all,
        }
    }
}

/// Waits until the user's feed holds `n` notifications (or ten seconds pass) and answers it.
pub async fn feed_of(app: &TestApp, user: &TestUser, n: usize) -> Vec<Value> {
    let mut last = Vec::new();
    for _ in 0..200 {
        last = feed(app, user).await;
        if last.len() >= n {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the feed did not reach {n} notifications: {last:?}");
}

/// Lets queued work settle, for checks that something did NOT happen.
pub async fn settle() {
    tokio::time::sleep(Duration::from_millis(800)).await;
}

/// Sets the user's notification language.
pub async fn speaks(app: &TestApp, user: &TestUser, lang: &str) {
    let res = app.post("/api/update-language").token(&user.token).json(&json!({"language": lang})).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
}

/// Changes one kind's choice.
pub async fn choose(app: &TestApp, user: &TestUser, kind: &str, in_app: bool, email: bool) {
    let body = json!({"preferences": [{"kind": kind, "in_app": in_app, "email": email}]});
    let res = app.put("/api/notification-preferences").token(&user.token).json(&body).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
}

pub async fn has_notification(app: &TestApp, user: &TestUser) -> String {
    let me = app.get("/api/user").token(&user.token).send().await;
    assert_eq!(me.status, 200, "{:?}", me.body);
    me.body["data"]["has_notification"].as_str().unwrap().to_owned()
}
