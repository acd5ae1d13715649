//! The KYC API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL with
//! Redis and S3 in CI's second leg). The identity provider is the built-in sandbox or a local
//! Nafath-shaped server; never the network.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod fake_nafath;
mod foreign;
mod my_data;
mod nafath;
mod rotation;
mod saudi;

use std::time::Duration;

use eva_testing::{TestApp, TestUser};
use serde_json::Value;

/// Polls the user's identity check until it leaves "waiting" (or five seconds pass).
pub async fn settled_check(app: &TestApp, user: &TestUser) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        let check = app.get("/api/kyc/identity-check").token(&user.token).send().await;
        assert_eq!(check.status, 200, "{:?}", check.body);
        last = check.body["data"].clone();
        if last["status"] != "waiting" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    last
}
