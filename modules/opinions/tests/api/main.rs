//! The opinions API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL
//! with Redis in CI's second leg). Prices come in through the market module's own import
//! commands (daily bars and session hours), as an operator would bring them; the import's
//! announcement runs the resolution job as in production.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod access;
mod events;
mod history;
mod images;
mod moderation;
mod resolution;
mod validation;

use std::time::Duration;

use chrono::{Days, NaiveDate, Utc};
use eva_testing::{FakeGrants, TestApp, TestResponse, TestUser};
use serde_json::{Value, json};

/// An app with an analyst, their TASI opinions list, and the grants the test controls.
pub struct Desk {
    pub app: TestApp,
    pub grants: FakeGrants,
    pub analyst: TestUser,
    pub list_id: i64,
}

/// Today in Riyadh.
pub fn today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).date_naive()
}

pub fn day(offset: i64) -> NaiveDate {
    if offset >= 0 {
        today().checked_add_days(Days::new(offset.unsigned_abs())).unwrap()
    } else {
        today().checked_sub_days(Days::new(offset.unsigned_abs())).unwrap()
    }
}

pub fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

pub fn list_form(name: &str, market_id: i32) -> Value {
    json!({
        "name": name,
        "market_id": market_id,
        "service_type": "eva_opinions",
        "discount_percent": 0,
        "about": "آراء قصيرة على الأسهم السعودية",
        "stocks_count": 10,
        "plans": [
            {"plan_type": "monthly", "price_halalas": 10_000},
            {"plan_type": "quarterly", "price_halalas": 27_000},
            {"plan_type": "biannual", "price_halalas": 50_000},
            {"plan_type": "annual", "price_halalas": 90_000},
        ],
    })
}

impl Desk {
    pub async fn open() -> Self {
        Self::open_with(Vec::new()).await
    }

    /// With the test's own modules too (event listeners).
    pub async fn open_with(mut extra: Vec<Box<dyn platform::Module>>) -> Self {
        let grants = FakeGrants::new();
        extra.push(grants.module());
        let app = TestApp::spawn_with_extra_modules(extra).await;
        let analyst = app.signed_in_analyst().await;
        let created = app.post("/api/rating-list/create").token(&analyst.token).lang("en").json(&list_form("آراء السوق", 1)).send().await;
        assert_eq!(created.status, 201, "{:?}", created.body);
        let list_id = created.body["data"]["id"].as_i64().unwrap();
        Self { app, grants, analyst, list_id }
    }

    /// Daily bars `(day offset, open, high, low, close)` of `symbol` through `eva market import`,
    /// which announces them (DailyBarsStored) and so runs the resolution job.
    pub async fn bars(&self, symbol: &str, bars: &[(i64, &str, &str, &str, &str)]) {
        let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
        for (offset, open, high, low, close) in bars {
            csv.push_str(&format!("{},{open},{high},{low},{close},100000\n", day(*offset)));
        }
        self.market(&["import"], &csv, &["--symbol", symbol]).await;
    }

    /// Session hours `(day offset, "HH:MM" Riyadh, high, low, close)` of `symbol` through `eva
    /// market hours` (each opens where the last closed; the first at its close).
    pub async fn hours(&self, symbol: &str, hours: &[(i64, &str, &str, &str, &str)]) {
        let mut csv = String::from("Symbol,Start,Open,High,Low,Close,Volume\n");
        let mut previous: Option<f64> = None;
        for (offset, start, high, low, close) in hours {
            let (h, l, c) = (high.parse::<f64>().unwrap(), low.parse::<f64>().unwrap(), close.parse::<f64>().unwrap());
            let open = previous.unwrap_or(c).clamp(l, h);
            csv.push_str(&format!("{symbol},{} {start},{open:.2},{high},{low},{close},1000\n", day(*offset)));
            previous = Some(c);
        }
        self.market(&["hours"], &csv, &[]).await;
    }

    /// Runs `eva market <command> FILE <flags>` with `csv` as the file, as an operator would.
    async fn market(&self, command: &[&str], csv: &str, flags: &[&str]) {
        self.app.run_module_command("market", command, csv, flags).await;
    }

    pub async fn stock_id(&self, symbol: &str) -> i64 {
        let res = self.app.get(&format!("/api/stocks?query={symbol}")).send().await;
        res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == symbol).unwrap()["id"].as_i64().unwrap()
    }

    pub async fn post(&self, path: &str, body: Value) -> TestResponse {
        self.app.post(path).token(&self.analyst.token).lang("en").json(&body).send().await
    }

    /// A whole buy form on `symbol` at a current price of 100: target 110, stop 95, for a week.
    pub async fn form(&self, symbol: &str) -> Value {
        json!({
            "opinion_list_id": self.list_id,
            "stock_id": self.stock_id(symbol).await,
            "operation_type": "stocks",
            "order_type": "buy",
            "duration_type": "short",
            "analysis_type": "technical",
            "stop_type": "day",
            "entry_price": "100",
            "target_price": "110",
            "stop_loss": "95",
            "duration_date": day(10).to_string(),
            "additional_info": "ارتداد من دعم يومي",
        })
    }

    /// Publishes `form` with `changes`; asserts it was published and returns the opinion.
    pub async fn publish(&self, form: Value, changes: Value) -> Value {
        let res = self.post("/api/opinion/create", merged(form, changes)).await;
        assert_eq!(res.status, 201, "{:?}", res.body);
        res.body["data"].clone()
    }

    /// The opinion as its analyst sees it.
    pub async fn opinion(&self, id: i64) -> Value {
        let res = self.app.get(&format!("/api/opinion?opinionId={id}")).token(&self.analyst.token).lang("en").send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"]["opinion"].clone()
    }

    /// Polls until the opinion is decided (the workers handle DailyBarsStored).
    pub async fn decided(&self, id: i64) -> Value {
        for _ in 0..200 {
            let opinion = self.opinion(id).await;
            if opinion["status"] != "pending" {
                return opinion;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("never decided: {:?}", self.opinion(id).await);
    }

    /// Runs the resolution on the stored data through `through` here and now (as the job would)
    /// and asserts the opinion is still pending.
    pub async fn still_pending(&self, id: i64, through: i64) {
        opinions::resolution::run::resolve_market(&self.app.ctx, platform::ports::MarketCode::Tasi, day(through)).await.unwrap();
        assert_eq!(self.opinion(id).await["status"], "pending");
    }
}

pub fn merged(mut form: Value, changes: Value) -> Value {
    for (k, v) in changes.as_object().unwrap() {
        form[k] = v.clone();
    }
    form
}
