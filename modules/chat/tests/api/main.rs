//! The chat API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL with
//! Redis in CI's second leg). Prices come in through the market module's own import command, as
//! an operator would bring them; the model is a local OpenAI-compatible server.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod balance;
mod free_questions;
mod injection;
mod model;
mod offline;
mod plans;
mod understanding;

use std::time::Duration;

use chrono::{NaiveDate, Utc};
use eva_testing::{FakeGrants, FakeModel, TestApp, TestResponse, TestUser};
use serde_json::{Value, json};

pub struct Desk {
    pub app: TestApp,
    pub grants: FakeGrants,
}

/// `[module.chat]` settings, and a model when given.
pub fn chat_settings(model: Option<&FakeModel>, extra: Value) -> Value {
    let mut s = json!({"flush_ms": 20, "stream_poll_ms": 20});
    if let Some(m) = model {
        s["model"] = json!({"base_url": m.base_url, "api_key": "sk-test", "model": "fake", "first_token_timeout_secs": 5, "idle_timeout_secs": 5, "attempts": 2});
    }
    if let (Some(s), Some(extra)) = (s.as_object_mut(), extra.as_object()) {
        for (k, v) in extra {
            if k == "model" {
                if let (Some(m), Some(v)) = (s.get_mut("model").and_then(Value::as_object_mut), v.as_object()) {
                    m.extend(v.clone());
                }
            } else {
                s.insert(k.clone(), v.clone());
            }
        }
    }
    s
}

impl Desk {
    /// The offline analyst answers.
    pub async fn open() -> Self {
        Self::open_with(chat_settings(None, json!({}))).await
    }

    pub async fn open_with(settings: Value) -> Self {
        let grants = FakeGrants::new();
        let app = TestApp::spawn_full(
            move |s| {
                s.module.insert("chat".into(), settings);
            },
            |_| {},
            vec![grants.module()],
        )
        .await;
        let desk = Self { app, grants };
        desk.prices("2222", 0).await;
        desk.prices("1120", 7).await;
        desk
    }

    /// About 300 trading days of deterministic prices for `symbol`, through `eva market import`.
    pub async fn prices(&self, symbol: &str, phase: i64) {
        self.app.import_daily_prices(symbol, 430, phase).await;
    }

    pub async fn stock_id(&self, symbol: &str) -> i64 {
        let res = self.app.get(&format!("/api/stocks?query={symbol}")).send().await;
        res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == symbol).unwrap()["id"].as_i64().unwrap()
    }

    pub async fn user(&self) -> TestUser {
        self.app.verified_subscriber().await
    }

    pub async fn ask(&self, user: &TestUser, lang: &str, body: Value) -> TestResponse {
        self.app.post("/api/chat/question").token(&user.token).lang(lang).json(&body).send().await
    }

    /// Asks ready question 1 about `symbol`; asserts it was taken.
    pub async fn ask_technical(&self, user: &TestUser, symbol: &str) -> Value {
        let res = self
            .ask(user, "en", json!({"questionId": 1, "stockid": self.stock_id(symbol).await, "interval": "daily", "term": "medium"}))
            .await;
        assert_eq!(res.status, 201, "{:?}", res.body);
        res.body["data"].clone()
    }

    pub async fn balance(&self, user: &TestUser) -> Value {
        self.app.get("/api/chat/balance").token(&user.token).lang("en").send().await.body["data"].clone()
    }

    /// The message once it is answered or failed.
    pub async fn settled(&self, user: &TestUser, id: i64) -> Value {
        for _ in 0..300 {
            let m = self.app.get(&format!("/api/chat/messages/{id}")).token(&user.token).lang("en").send().await.body["data"].clone();
            if m["status"] == "answered" || m["status"] == "failed" {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("message {id} was not answered in time");
    }

    /// The server-sent events of a message's stream, until it ends: (event, id, data).
    pub async fn stream(&self, user: &TestUser, id: i64, from: Option<usize>) -> Vec<(String, Option<String>, Value)> {
        self.stream_telling(user, id, from, None).await
    }

    /// As `stream`, and says on `first_delta` when the first piece of text has arrived.
    pub async fn stream_telling(
        &self,
        user: &TestUser,
        id: i64,
        from: Option<usize>,
        mut first_delta: Option<tokio::sync::oneshot::Sender<()>>,
    ) -> Vec<(String, Option<String>, Value)> {
        let mut url = format!("{}/api/chat/messages/{id}/stream", self.app.address);
        if let Some(from) = from {
            url.push_str(&format!("?from={from}"));
        }
        let res = reqwest::Client::new().get(url).bearer_auth(&user.token).header("Accept-Language", "en").send().await.unwrap();
        assert_eq!(res.status(), 200);
        assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/event-stream"));
        let mut res = res;
        let mut buffer: Vec<u8> = Vec::new();
        let mut events = Vec::new();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        while let Ok(Ok(Some(chunk))) = tokio::time::timeout_at(deadline, res.chunk()).await {
            buffer.extend_from_slice(&chunk);
            while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
                let block = String::from_utf8(buffer.drain(..end + 2).collect()).unwrap();
                let (mut name, mut eid, mut data) = (String::new(), None, String::new());
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event: ") {
                        name = v.to_owned();
                    } else if let Some(v) = line.strip_prefix("id: ") {
                        eid = Some(v.to_owned());
                    } else if let Some(v) = line.strip_prefix("data: ") {
                        data.push_str(v);
                    }
                }
                if name == "delta"
                    && let Some(tell) = first_delta.take()
                {
                    let _ = tell.send(());
                }
                if !name.is_empty() {
                    events.push((name, eid, serde_json::from_str(&data).unwrap_or(Value::Null)));
                }
            }
        }
        events
    }
}

/// Midnight in Riyadh after now.
pub fn next_riyadh_midnight() -> chrono::DateTime<Utc> {
    use chrono::TimeZone;
    let riyadh = chrono_tz::Asia::Riyadh;
    let tomorrow: NaiveDate = Utc::now().with_timezone(&riyadh).date_naive().succ_opt().unwrap();
    riyadh.from_local_datetime(&tomorrow.and_hms_opt(0, 0, 0).unwrap()).single().unwrap().with_timezone(&Utc)
}

pub fn time(v: &Value) -> chrono::DateTime<Utc> {
    v.as_str().unwrap().parse().unwrap()
}
