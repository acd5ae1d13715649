//! The research API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL
//! with Redis in CI's second leg).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod feeds;
mod news;
mod research;

use eva_testing::{TestApp, TestUser};
use serde_json::Value;

/// Symbols of the stocks an article names.
pub fn symbols(article: &Value) -> Vec<String> {
    let mut s: Vec<String> = article["stocks"].as_array().unwrap().iter().map(|s| s["symbol"].as_str().unwrap().to_owned()).collect();
    s.sort();
    s
}

pub async fn news(app: &TestApp, query: &str) -> Vec<Value> {
    let res = app.get(&format!("/api/news{query}")).send().await;
    assert_eq!(res.status, 200, "{query}: {:?}", res.body);
    res.body["data"].as_array().unwrap().clone()
}

pub async fn staff(app: &TestApp) -> TestUser {
    app.signed_in_staff().await
}
