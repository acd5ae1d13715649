//! Abuse limits: every declared limit names a real operation and is documented; past a limit
//! the answer is 429 with `Retry-After`, counted per address and per user.

use eva_testing::TestApp;
use serde_json::json;

#[tokio::test]
async fn every_limit_names_a_real_operation_which_documents_429() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json").send().await.body;
    let limits: Vec<_> = eva::modules::all_modules().iter().flat_map(|m| m.rate_limits()).collect();
    assert!(limits.len() >= 15, "chat, search, uploads, checkout and comments are limited: {}", limits.len());
    for limit in limits {
        let method = limit.method.as_str().to_ascii_lowercase();
        let op = &doc["paths"][limit.pattern][&method];
        assert!(op.is_object(), "{method} {} is not an operation of the API", limit.pattern);
        assert!(op["responses"]["429"]["headers"]["Retry-After"].is_object(), "{method} {} documents its 429", limit.pattern);
    }
}

#[tokio::test]
async fn a_search_flood_from_one_address_is_held_back_and_others_are_not() {
    let app = TestApp::spawn_with(|s| s.auth.trust_forwarded_for = true, |_| {}).await;
    for i in 0..240 {
        let res = app.get("/api/stocks?search=x").header("X-Forwarded-For", "198.51.100.7").send().await;
        assert_eq!(res.status, 200, "request {i}: {:?}", res.body);
    }
    let held = app.get("/api/stocks?search=x").header("X-Forwarded-For", "198.51.100.7").lang("en").send().await;
    assert_eq!(held.status, 429);
    let retry: u64 = held.headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry), "{retry}");
    assert!(!held.message().is_empty());
    let arabic = app.get("/api/stocks?search=x").header("X-Forwarded-For", "198.51.100.7").send().await;
    assert_ne!(arabic.message(), held.message(), "the message is in the caller's language");
    let other = app.get("/api/stocks?search=x").header("X-Forwarded-For", "198.51.100.8").send().await;
    assert_eq!(other.status, 200, "another address is not held back");
    // The limits' clock stands still in tests (once, 240 searches on a busy machine crossed the
    // minute and the 241st passed): moved past the window, the address searches again.
    app.limit_clock.fetch_add(retry, std::sync::atomic::Ordering::Relaxed);
    let later = app.get("/api/stocks?search=x").header("X-Forwarded-For", "198.51.100.7").send().await;
    assert_eq!(later.status, 200, "a new window");
}

#[tokio::test]
async fn a_user_is_counted_whatever_address_they_come_from() {
    let app = TestApp::spawn_with(|s| s.auth.trust_forwarded_for = true, |_| {}).await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let checkout = |n: usize| {
        app.post("/api/subscribe").token(&token).header("X-Forwarded-For", &format!("203.0.113.{n}")).json(&json!({"plan_id": 999_999}))
    };
    for n in 0..10 {
        let res = checkout(n).send().await;
        assert_ne!(res.status, 429, "attempt {n}: {:?}", res.body);
    }
    assert_eq!(checkout(10).send().await.status, 429, "the eleventh checkout in ten minutes waits");
    let (someone_else, _, _) = app.signed_in_subscriber().await;
    let theirs = app
        .post("/api/subscribe")
        .token(&someone_else)
        .header("X-Forwarded-For", "203.0.113.10")
        .json(&json!({"plan_id": 999_999}))
        .send()
        .await;
    assert_ne!(theirs.status, 429, "another user from the same address is not held back");
}
