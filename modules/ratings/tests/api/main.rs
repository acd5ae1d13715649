//! The ratings API, black-box through HTTP on a fresh database per test (SQLite, and PostgreSQL
//! with Redis in CI's second leg). Prices come in through the market module's own import
//! command, as an operator would bring them, so every fill reads real stored bars.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod chain;
mod events;
mod fills;
mod images;
mod kyc;
mod performance;
mod readers;

use chrono::{Days, NaiveDate, Utc};
use eva_testing::{FakeGrants, TestApp, TestResponse, TestUser};
use platform::ports::Feature;
use serde_json::{Value, json};

/// An app with an analyst, their TASI Eva list, and the grants the test controls.
pub struct Desk {
    pub app: TestApp,
    pub grants: FakeGrants,
    pub analyst: TestUser,
    pub list_id: i64,
}

/// Today in Riyadh: bars dated after it can only be reached by orders placed now.
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
        let created = app.post("/api/rating-list/create").token(&analyst.token).lang("en").json(&list_form("نمو السعودية", 1)).send().await;
        assert_eq!(created.status, 201, "{:?}", created.body);
        let list_id = created.body["data"]["id"].as_i64().unwrap();
        Self { app, grants, analyst, list_id }
    }

    /// Imports daily bars `(day offset, open, high, low, close)` of `symbol` through `eva market
    /// import`, which also announces them (DailyBarsStored).
    pub async fn bars(&self, symbol: &str, bars: &[(i64, &str, &str, &str, &str)]) {
        let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
        for (offset, open, high, low, close) in bars {
            csv.push_str(&format!("{},{open},{high},{low},{close},100000\n", day(*offset)));
        }
        self.market(&["import"], &csv, &["--symbol", symbol]).await;
    }

    /// `symbol` trading at `price` now, through `eva market quotes`: the market's current price,
    /// which a market order fills at. Bars alone are past sessions, which it waits after.
    pub async fn trades(&self, symbol: &str, price: &str) {
        self.market(&["quotes"], &format!("Symbol,Price\n{symbol},{price}\n"), &[]).await;
    }

    /// A cash dividend of `symbol` per share, through `eva market dividends`.
    pub async fn dividend(&self, symbol: &str, ex_date: NaiveDate, per_share: &str) {
        self.market(&["dividends"], &format!("Symbol,ExDate,Amount\n{symbol},{ex_date},{per_share}\n"), &[]).await;
    }

    /// `symbol`'s shares outstanding, through `eva market shares`.
    pub async fn shares_outstanding(&self, symbol: &str, shares: i64) {
        self.market(&["shares"], &format!("Symbol,Shares\n{symbol},{shares}\n"), &[]).await;
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

    pub async fn create(&self, symbol: &str, order_type: &str, price: Option<&str>, percent: &str) -> TestResponse {
        let stock_id = self.stock_id(symbol).await;
        let mut body = json!({
            "rating_list_id": self.list_id,
            "stock_id": stock_id,
            "order_type": order_type,
            "entry_percentage": percent,
            "additional_info": "دخول على ارتداد من دعم",
        });
        if let Some(p) = price {
            body["entry_price"] = json!(p);
        }
        self.post("/api/ratings-create", body).await
    }

    /// The list's rows as its analyst sees them.
    pub async fn rows(&self, status: &str) -> Vec<Value> {
        let res =
            self.app.get(&format!("/api/ratings?rating_list_id={}&status={status}", self.list_id)).token(&self.analyst.token).send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].as_array().unwrap().clone()
    }

    pub async fn history(&self) -> Vec<Value> {
        let res = self.app.get(&format!("/api/rating/logs?listingId={}", self.list_id)).token(&self.analyst.token).send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].as_array().unwrap().clone()
    }

    pub async fn list(&self) -> Value {
        let res =
            self.app.get(&format!("/api/rating-lists-single?rating_list_id={}", self.list_id)).token(&self.analyst.token).send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        res.body["data"].clone()
    }
}

pub fn list_form(name: &str, market_id: i32) -> Value {
    json!({
        "name": name,
        "market_id": market_id,
        "service_type": "eva_lists",
        "discount_percent": 0,
        "about": "أسهم نمو في السوق السعودية",
        "stocks_count": 10,
        "plans": [
            {"plan_type": "monthly", "price_halalas": 15_000},
            {"plan_type": "quarterly", "price_halalas": 40_000},
            {"plan_type": "biannual", "price_halalas": 75_000},
            {"plan_type": "annual", "price_halalas": 140_000},
        ],
    })
}

pub fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// A market order buys the whole shares of its entry percentage at today's price, the rest stays
/// in cash; an increase is sized on the list's value now and recomputes the average cost.
#[tokio::test]
async fn a_market_order_buys_whole_shares_and_an_increase_recomputes_the_average_cost() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    desk.shares_outstanding("1120", 4_000_000_000).await;
    let created = desk.create("1120", "market", None, "10").await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let row = &created.body["data"];
    // 10% of 100,000 at 80: 125 shares, 10,000 spent.
    assert_eq!((row["share_count"].as_i64(), num(&row["entry_price"]), num(&row["average_cost"])), (Some(125), 80.0, 80.0));
    assert_eq!((num(&row["current_percentage"]), num(&row["available_cash_percentage"])), (10.0, 90.0));
    assert_eq!(row["order_status"], "open");
    assert_eq!(row["symbol"], "1120");
    assert_eq!(row["quantity_basis"], 125);
    assert_eq!(num(&row["market_cap"]), 320_000_000_000.0, "4 billion shares at 80");

    // The price rises to 100: the list is worth 90,000 + 12,500 = 102,500.
    desk.bars("1120", &[(-2, "95", "101", "94", "100")]).await;
    desk.trades("1120", "100").await;
    let rating_id = row["id"].as_i64().unwrap();
    let increased =
        desk.post("/api/ratings-update", json!({"rating_id": rating_id, "entry_percentage": "10", "order_type": "market"})).await;
    assert_eq!(increased.status, 200, "{:?}", increased.body);
    let row = &increased.body["data"];
    // 10% of 102,500 at 100: 102 shares for 10,200; (10,000 + 10,200) / 227 = 88.98678… → 88.9868.
    assert_eq!(row["share_count"], 227);
    assert_eq!(num(&row["average_cost"]), 88.9868);
    assert_eq!(num(&row["entry_price"]), 80.0, "the entry price stays the first fill's");
    assert_eq!(num(&row["change_percent"]), 25.0);
    let list = desk.list().await;
    // Cash 100,000 − 10,000 − 10,200 = 79,800; holding 227 × 100 = 22,700.
    assert_eq!(num(&list["value"]), 102_500.0);
    assert_eq!(num(&list["total_return_percent"]), 2.5);

    // The reader's own capital scales the quantity: 227 shares on 100,000 are 567 on 250,000.
    let capital = desk.post("/api/rating-lists/capital", json!({"rating_list_id": desk.list_id, "capital": "250000"})).await;
    assert_eq!(capital.status, 200, "{:?}", capital.body);
    assert_eq!(desk.rows("current").await[0]["quantity_for_capital"], 567);
    // Past what a decimal holds (the fuzzer's find): refused like any wrong amount, never a 500.
    let huge =
        desk.post("/api/rating-lists/capital", json!({"rating_list_id": desk.list_id, "capital": "79228162514264337593543950335"})).await;
    assert_eq!(huge.status, 422, "{:?}", huge.body);
    assert_eq!(desk.rows("current").await[0]["quantity_for_capital"], 567, "the refused capital changed nothing");

    let again = desk.create("1120", "market", None, "5").await;
    assert_eq!(again.field_error("stock_id"), Some("This stock is already in the list: increase its quantity instead"));
    let too_much = desk.create("2222", "limit", Some("20"), "80").await;
    assert_eq!(
        too_much.field_error("entry_percentage"),
        Some("The entry percentages and the cash must total 100%: this is more than the list's available cash")
    );
    let us_stock = desk.create("AAPL", "limit", Some("150"), "5").await;
    assert_eq!(us_stock.field_error("stock_id"), Some("This stock is not in the list's market"));
    let no_price = desk.create("2222", "market", None, "5").await;
    assert_eq!(no_price.field_error("order_type"), Some("This stock has no current price: enter a limit order instead"));
    assert_eq!(desk.rows("current").await.len(), 1, "refused orders change nothing");
}

/// Every field is required with the spec's message, in the reader's language, and nothing is
/// stored; only the list's own analyst may publish on it.
#[tokio::test]
async fn publishing_checks_every_field_and_belongs_to_the_lists_analyst() {
    let desk = Desk::open().await;
    let empty = desk.post("/api/ratings-create", json!({})).await;
    assert_eq!(empty.status, 422);
    for field in ["rating_list_id", "stock_id", "order_type", "entry_percentage", "additional_info"] {
        assert_eq!(empty.field_error(field), Some("Please fill all fields"), "{field}: {:?}", empty.body);
    }
    let arabic = desk.app.post("/api/ratings-create").token(&desk.analyst.token).lang("ar").json(&json!({})).send().await;
    assert_eq!(arabic.field_error("stock_id"), Some("يرجى ملء جميع الحقول"));
    let stock_id = desk.stock_id("1120").await;
    let bad = desk
        .post("/api/ratings-create", json!({"rating_list_id": desk.list_id, "stock_id": stock_id, "order_type": "limit", "entry_price": "-3", "entry_percentage": "100.5", "additional_info": "x"}))
        .await;
    assert_eq!(bad.field_error("entry_price"), Some("Please enter a valid price above zero"));
    assert_eq!(bad.field_error("entry_percentage"), Some("Please enter an entry percentage between 0.01 and 100"));
    let kind = desk.post("/api/ratings-create", json!({"rating_list_id": desk.list_id, "stock_id": stock_id, "order_type": "stop", "entry_percentage": "5", "additional_info": "x"})).await;
    assert_eq!(kind.field_error("order_type"), Some("Please choose the order type"));

    let other = desk.app.signed_in_analyst().await;
    let body = json!({"rating_list_id": desk.list_id, "stock_id": stock_id, "order_type": "limit", "entry_price": "70", "entry_percentage": "5", "additional_info": "x"});
    assert_eq!(desk.app.post("/api/ratings-create").token(&other.token).json(&body).send().await.status, 403);
    let subscriber = desk.app.verified_subscriber().await;
    assert_eq!(desk.app.post("/api/ratings-create").token(&subscriber.token).json(&body).send().await.status, 403);
    assert_eq!(desk.app.post("/api/ratings-create").json(&body).send().await.status, 401);
    let mut missing = body.clone();
    missing["rating_list_id"] = json!(987_654);
    assert_eq!(desk.post("/api/ratings-create", missing).await.status, 404);
    assert_eq!(desk.history().await.len(), 0, "nothing was recorded");
}

/// A partial sell takes out whole shares at the average cost and books the profit; selling the
/// rest closes it; every sale needs its exit reason.
#[tokio::test]
async fn partial_and_full_sells_book_the_profit_and_keep_the_average_cost() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let created = desk.create("1120", "market", None, "16").await;
    let rating_id = created.body["data"]["id"].as_i64().unwrap();
    assert_eq!(created.body["data"]["share_count"], 200);
    desk.bars("1120", &[(-2, "95", "101", "94", "100")]).await;
    desk.trades("1120", "100").await;

    let no_reason =
        desk.post("/api/ratings-partial-sell", json!({"rating_id": rating_id, "order_type": "market", "sell_percentage": "25"})).await;
    assert_eq!(no_reason.field_error("exit_reason"), Some("Please write the exit reason"));
    let too_much = desk
        .post(
            "/api/ratings-partial-sell",
            json!({"rating_id": rating_id, "order_type": "market", "sell_percentage": "100", "exit_reason": "x"}),
        )
        .await;
    assert_eq!(too_much.field_error("sell_percentage"), Some("Please enter a partial sell percentage above 0 and below 100"));

    let partial = desk
        .post(
            "/api/ratings-partial-sell",
            json!({"rating_id": rating_id, "order_type": "market", "sell_percentage": "25", "exit_reason": "جني أرباح جزئي"}),
        )
        .await;
    assert_eq!(partial.status, 200, "{:?}", partial.body);
    let row = &partial.body["data"];
    // 50 of 200 sold at 100: cost out 50 × 80 = 4,000, profit 1,000; 150 stay at 80.
    assert_eq!((row["share_count"].as_i64(), num(&row["average_cost"]), num(&row["realized"])), (Some(150), 80.0, 1_000.0));
    assert_eq!(row["order_status"], "open");

    desk.bars("1120", &[(-1, "91", "92", "89", "90")]).await;
    desk.trades("1120", "90").await;
    let all = desk.post("/api/ratings-sell", json!({"rating_id": rating_id, "order_type": "market", "exit_reason": "كسر الدعم"})).await;
    assert_eq!(all.status, 200, "{:?}", all.body);
    let row = &all.body["data"];
    // 150 at 90: profit 1,500; 2,500 in all.
    assert_eq!((row["share_count"].as_i64(), num(&row["realized"]), num(&row["exit_price"])), (Some(0), 2_500.0, 90.0));
    assert_eq!((row["order_status"].as_str(), row["exit_reason"].as_str()), (Some("closed"), Some("كسر الدعم")));
    assert_eq!(desk.rows("current").await.len(), 0);
    assert_eq!(desk.rows("closed").await.len(), 1);
    // Cash: 100,000 − 16,000 + 5,000 + 13,500.
    assert_eq!(num(&desk.list().await["value"]), 102_500.0);
    let again = desk.post("/api/ratings-sell", json!({"rating_id": rating_id, "order_type": "market", "exit_reason": "x"})).await;
    assert_eq!(again.status, 422, "a closed rating cannot be sold");

    let history = desk.history().await;
    let fills: Vec<(&str, Option<&str>, Option<f64>)> = history
        .iter()
        .filter(|e| e["action"] == "filled")
        .map(|e| (e["type"].as_str().unwrap(), e["sell_status"].as_str(), e["profit"].as_f64()))
        .collect();
    assert_eq!(
        fills,
        vec![("sell", Some("full"), Some(1_500.0)), ("sell", Some("partial"), Some(1_000.0)), ("buy", None, None)],
        "newest first"
    );
    let sells =
        desk.app.get(&format!("/api/rating/logs?listingId={}&type=sell&search=1120", desk.list_id)).token(&desk.analyst.token).send().await;
    assert!(sells.body["data"].as_array().unwrap().iter().all(|e| e["type"] == "sell"));
}

/// Guests see lists, their performance and closed ratings, never the holdings; a subscriber to
/// the list sees everything; other members get 999.
#[tokio::test]
async fn holdings_are_for_the_lists_subscribers_and_the_track_record_for_everyone() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.bars("2222", &[(-3, "27", "28", "26", "27.5")]).await;
    desk.trades("1120", "80").await;
    desk.trades("2222", "27.5").await;
    desk.create("1120", "market", None, "10").await;
    let sold = desk.create("2222", "market", None, "10").await;
    let sold_id = sold.body["data"]["id"].as_i64().unwrap();
    desk.post("/api/ratings-sell", json!({"rating_id": sold_id, "order_type": "market", "exit_reason": "تغير النظرة"})).await;

    let path = format!("/api/ratings?rating_list_id={}", desk.list_id);
    assert_eq!(desk.app.get(&path).send().await.status, 401);
    let member = desk.app.verified_subscriber().await;
    let closed = desk.app.get(&path).token(&member.token).send().await;
    assert_eq!((closed.status, closed.body["code"].clone()), (200, json!(999)), "{:?}", closed.body);
    let orders = desk.app.get(&format!("/api/rating-orders?rating_list_id={}", desk.list_id)).token(&member.token).send().await;
    assert_eq!(orders.body["code"], 999);

    desk.grants.grant(member.id, Feature::RatingList(desk.list_id));
    let open = desk.app.get(&path).token(&member.token).send().await;
    assert_eq!(open.status, 200);
    let rows = open.body["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["symbol"], "1120");

    let guest = desk.app.get(&format!("/api/ratings-guest?rating_list_id={}", desk.list_id)).send().await;
    let guest_rows = guest.body["data"].as_array().unwrap();
    assert_eq!(guest_rows.len(), 1, "only the closed rating");
    assert_eq!(guest_rows[0]["symbol"], "2222");

    let lists = desk.app.get("/api/rating-lists-guest?market_id=1").send().await;
    let found = lists.body["data"].as_array().unwrap().iter().find(|l| l["id"] == desk.list_id).cloned().unwrap();
    assert_eq!((found["holdings_count"].as_u64(), found["subscribed"].as_bool()), (Some(1), Some(false)));
    let mine = desk.app.get("/api/rating-lists?search=نمو").token(&member.token).send().await;
    let found = mine.body["data"].as_array().unwrap().iter().find(|l| l["id"] == desk.list_id).cloned().unwrap();
    assert_eq!(found["subscribed"], true);
    let none = desk.app.get("/api/rating-lists?search=zzz_nothing").token(&member.token).send().await;
    assert_eq!(none.body["data"], json!([]));
    assert_eq!(desk.app.get("/api/rating-lists-guest?market_id=9").send().await.status, 422);
    assert_eq!(
        desk.app.get(&format!("/api/ratings?rating_list_id={}&sort=best", desk.list_id)).token(&member.token).send().await.status,
        422
    );
}
