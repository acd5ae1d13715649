//! The stock-analysis API, black-box through HTTP on a fresh database per test (SQLite, and
//! PostgreSQL with Redis in CI's second leg). Packages come from the subscriptions catalogue and
//! are paid on its sandbox gateway, as a browser would.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod clock;
mod requests;
mod review;

use std::time::Duration;

use eva_testing::{TestApp, TestResponse, TestUser};
use serde_json::{Value, json};

pub struct Desk {
    pub app: TestApp,
}

impl Desk {
    /// A fresh app with a year of prices for the stocks the tests choose.
    pub async fn open() -> Self {
        Self::open_with(Vec::new()).await
    }

    /// With the test's own modules too (event listeners).
    pub async fn open_with(extra: Vec<Box<dyn platform::Module>>) -> Self {
        let app = TestApp::spawn_with_extra_modules(extra).await;
        for (phase, symbol) in ["2222", "1120", "2010"].iter().enumerate() {
            app.import_daily_prices(symbol, 400, phase as i64 * 5).await;
        }
        Self { app }
    }

    /// The stock-analysis package analysing `stocks` stocks.
    pub async fn package(&self, stocks: i64) -> Value {
        let all = self.app.get("/api/stock-analysis/packages").lang("en").send().await;
        assert_eq!(all.status, 200, "{:?}", all.body);
        all.body["data"].as_array().unwrap().iter().find(|p| p["stocks_count"] == stocks).cloned().unwrap()
    }

    pub async fn stock_id(&self, symbol: &str) -> i64 {
        let res = self.app.get(&format!("/api/stocks?query={symbol}")).send().await;
        res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == symbol).unwrap()["id"].as_i64().unwrap()
    }

    pub async fn create(&self, user: &TestUser, lang: &str, form: &Value) -> TestResponse {
        self.app.post("/api/stock-analysis/create").token(&user.token).lang(lang).json(form).send().await
    }

    pub async fn documents(&self, user: &TestUser) -> Vec<Value> {
        let res = self.app.get("/api/stock-analysis/documents").token(&user.token).lang("en").send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].as_array().unwrap().clone()
    }

    /// A request of the one-stock package for 2222 in English, paid on the sandbox and drafted:
    /// it waits for review. Answers its view.
    pub async fn in_review(&self, user: &TestUser) -> Value {
        let one = self.package(1).await;
        let mut form = form(&one, &[self.stock_id("2222").await]);
        // Each client's own address, so each test reads its own email.
        form["email"] = json!(format!("client.{}@example.com", user.id));
        let created = self.create(user, "en", &form).await;
        assert_eq!(created.status, 201, "{:?}", created.body);
        let id = created.body["data"]["id"].as_i64().unwrap();
        let plan = created.body["data"]["plan_ids"][0].as_i64().unwrap();
        let attempt = json!({"request_id": id, "plan_id": plan, "method": "mada", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
        self.app.kyc_verify(user).await;
        let started = self.app.post("/api/stock-analysis/subscribe").token(&user.token).json(&attempt).send().await;
        assert_eq!(started.status, 201, "{:?}", started.body);
        self.app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;
        self.wait_for_status(user, id, "in_review").await
    }

    /// A document's PDF as a browser downloads it: status, content type and bytes.
    pub async fn download(&self, url: &str, token: Option<&str>) -> (u16, String, Vec<u8>) {
        let mut request = reqwest::Client::new().get(format!("{}{url}", self.app.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let res = request.send().await.unwrap();
        let kind = res.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
        (res.status().as_u16(), kind, res.bytes().await.unwrap().to_vec())
    }

    /// Waits until the request has `status` (the payment's event is handled by a worker).
    pub async fn wait_for_status(&self, user: &TestUser, id: i64, status: &str) -> Value {
        for _ in 0..200 {
            if let Some(found) = self.documents(user).await.into_iter().find(|r| r["id"] == id && r["status"] == status) {
                return found;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("request {id} never became {status}: {:?}", self.documents(user).await);
    }
}

/// A whole form for `package`, one held stock and as many others as it allows.
pub fn form(package: &Value, stock_ids: &[i64]) -> Value {
    let stocks: Vec<Value> = stock_ids
        .iter()
        .enumerate()
        .map(|(i, id)| {
            if i == 0 {
                json!({"stock_id": id, "owns_stock": true, "average_price": "31.20", "quantity": 250, "portfolio_percentage": "15"})
            } else {
                json!({"stock_id": id, "owns_stock": false})
            }
        })
        .collect();
    json!({
        "full_name": "سارة العتيبي", "email": "sara@example.com", "phone": "0551234567",
        "analysis_type": "comprehensive", "package_id": package["id"], "stocks": stocks,
        "extra_info": "أفكر في زيادة مركزي", "terms": true
    })
}
