//! The alerts API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL
//! with Redis in CI's second leg). Prices come in through the market module's own
//! `eva market quotes` and `import` commands, as an operator brings them, and fired alerts are
//! read where their owner reads them: the notifications feed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod actions;
mod firing;
mod news;
mod sessions;
mod setting;

use std::time::Duration;

use eva_testing::{FakeGrants, TestApp, TestResponse, TestUser};
use serde_json::{Value, json};

/// An app with a verified investor, and the grants the test controls.
pub struct Desk {
    pub app: TestApp,
    pub grants: FakeGrants,
    pub investor: TestUser,
}

impl Desk {
    pub async fn open() -> Self {
        let grants = FakeGrants::new();
        let app = TestApp::spawn_with_extra_modules(vec![grants.module()]).await;
        let investor = app.verified_subscriber().await;
        Self { app, grants, investor }
    }

    /// The stock's id by its symbol, through the market's search.
    pub async fn stock_id(&self, symbol: &str) -> i64 {
        let res = self.app.get(&format!("/api/stocks?query={symbol}")).send().await;
        res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == symbol).unwrap()["id"].as_i64().unwrap()
    }

    /// Yesterday's close (the day's change is read against it) and a price now.
    pub async fn prices(&self, symbol: &str, yesterday_close: &str, now: &str) {
        self.close(symbol, 1, yesterday_close).await;
        self.trades(symbol, now).await;
    }

    /// `symbol` closed at `close` `days_ago` days before today in Riyadh (`eva market import`).
    pub async fn close(&self, symbol: &str, days_ago: i64, close: &str) {
        let day = platform::saudi_time::today() - chrono::Duration::days(days_ago);
        let csv = format!("Date,Open,High,Low,Close,Volume\n{day},{close},{close},{close},{close},100000\n");
        self.app.run_module_command("market", &["import"], &csv, &["--symbol", symbol]).await;
    }

    /// `symbol` traded at `price` at `time` (YYYY-MM-DD HH:MM in the market's time).
    pub async fn traded_at(&self, symbol: &str, price: &str, time: &str) {
        self.app.run_module_command("market", &["quotes"], &format!("Symbol,Price,Time\n{symbol},{price},{time}\n"), &[]).await;
    }

    /// `symbol` trades at `price` now (`eva market quotes`, which announces the refresh).
    pub async fn trades(&self, symbol: &str, price: &str) {
        self.app.run_module_command("market", &["quotes"], &format!("Symbol,Price\n{symbol},{price}\n"), &[]).await;
    }

    pub async fn set(&self, who: &TestUser, body: Value) -> TestResponse {
        self.app.post("/api/alerts").token(&who.token).lang("en").json(&body).send().await
    }

    pub async fn set_ok(&self, body: Value) -> i64 {
        let res = self.set(&self.investor, body).await;
        assert_eq!(res.status, 201, "{:?}", res.body);
        res.body["data"]["id"].as_i64().unwrap()
    }

    pub async fn page(&self, who: &TestUser) -> Value {
        let res = self.app.get("/api/alerts").token(&who.token).lang("en").send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].clone()
    }

    /// The investor's alert notices, newest first.
    pub async fn alert_notices(&self, who: &TestUser) -> Vec<Value> {
        let res = self.app.get("/api/notifications").token(&who.token).lang("en").send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].as_array().unwrap().iter().filter(|n| n["kind"] == "alert_fired").cloned().collect()
    }

    /// Waits until the investor has `count` alert notices.
    pub async fn notices(&self, who: &TestUser, count: usize) -> Vec<Value> {
        for _ in 0..200 {
            let found = self.alert_notices(who).await;
            if found.len() >= count {
                return found;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{count} alert notices never came");
    }
}

pub fn price_above(stock_id: i64, level: &str) -> Value {
    json!({"stock_id": stock_id, "condition": "price_above", "level": level})
}
