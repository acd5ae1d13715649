//! Three stocks with a year of prices: one rising, one flat that pays a dividend, one falling.
//! Each strategy ranks them as its weights say; guests see the top, subscribers of a reports
//! package the whole ranking and each stock's report.

use chrono::{Duration, Utc};
use eva_testing::{FakeGrants, TestApp, TestUser};
use platform::ports::Feature;
use serde_json::{Value, json};

/// 300 days of closes from `start` changing by `step` a day (in hundredths).
fn bars(start: i64, step: i64) -> String {
    let today = Utc::now().date_naive();
    let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
    for i in 0..300 {
        let day = today - Duration::days(300 - i);
        let close = start + step * i;
        let price = format!("{}.{:02}", close / 100, close % 100);
        csv.push_str(&format!("{day},{price},{price},{price},{price},100000\n"));
    }
    csv
}

/// The ranking once all three stocks are in it and it has settled (each import ranks the market
/// again once its analytics are computed; the last one counts).
async fn ranking(app: &TestApp, strategy: &str) -> Vec<Value> {
    let mut last: Option<Vec<Value>> = None;
    for _ in 0..200 {
        let res = app.get(&format!("/api/evareport/guest/stocks/rankings?strategy={strategy}")).lang("en").send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
        let rows = res.body["data"].as_array().unwrap().clone();
        if rows.len() >= 3 && last.as_ref() == Some(&rows) {
            return rows;
        }
        last = Some(rows);
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
    panic!("the market was not ranked: {last:?}");
}

fn symbols(rows: &[Value]) -> Vec<&str> {
    rows.iter().map(|r| r["symbol"].as_str().unwrap()).collect()
}

async fn market(grants: &FakeGrants) -> (TestApp, TestUser, TestUser) {
    let app = TestApp::spawn_with_extra_modules(vec![grants.module()]).await;
    // The dividend first: a ranking is computed when prices arrive. Then rising, flat (paying
    // the dividend), falling.
    let ex = Utc::now().date_naive() - Duration::days(30);
    // Verdicts for two of the three: 2222 stays not assessed.
    app.run_module_command("market", &["shariah"], "Symbol,Shariah\n1120,compliant\n2010,non-compliant\n", &[]).await;
    app.run_module_command("market", &["dividends"], &format!("Symbol,ExDate,Amount\n2222,{ex},1.50\n"), &[]).await;
    app.run_module_command("market", &["import"], &bars(5_000, 10), &["--symbol", "1120"]).await;
    app.run_module_command("market", &["import"], &bars(3_000, 0), &["--symbol", "2222"]).await;
    app.run_module_command("market", &["import"], &bars(9_000, -10), &["--symbol", "2010"]).await;
    let subscriber = app.verified_subscriber().await;
    let free = app.verified_subscriber().await;
    grants.grant(subscriber.id, Feature::Reports);
    (app, subscriber, free)
}

#[tokio::test]
async fn each_strategy_ranks_the_market_as_its_weights_say() {
    let grants = FakeGrants::new();
    let (app, subscriber, free) = market(&grants).await;
    // Growth: one-year and six-month returns and the trend favour the riser.
    assert_eq!(symbols(&ranking(&app, "growth").await), ["1120", "2222", "2010"]);
    assert_eq!(symbols(&ranking(&app, "momentum").await)[0], "1120");
    // Dividend income: only 2222 pays (1.50 on 30.00 = 5% = 500 bp), and it is also the calmest.
    assert_eq!(symbols(&ranking(&app, "dividend_income").await)[0], "2222");
    // Value weighs the discount from the yearly high 40, the dividend yield 30 and calm 30: the
    // flat payer at its high scores 0.4×2500 + 0.3×10000 + 0.3×10000 = 7000, the faller (the
    // deepest discount) beats the riser at its high.
    let value = ranking(&app, "value").await;
    assert_eq!(symbols(&value), ["2222", "2010", "1120"]);
    assert_eq!(value[0]["score_x100"], 7_000);
    let guest = ranking(&app, "growth").await;
    assert_eq!(guest[0]["rank"], 1);
    assert!(guest[0]["score_x100"].as_i64().unwrap() > guest[2]["score_x100"].as_i64().unwrap());
    assert_eq!(app.get("/api/evareport/guest/stocks/rankings?strategy=gamble").send().await.status, 422);

    let closed = app.get("/api/evareport/stocks/rankings?strategy=growth").token(&free.token).send().await;
    assert_eq!((closed.status, closed.body["code"].clone()), (200, json!(999)), "{:?}", closed.body);
    let full = app.get("/api/evareport/stocks/rankings?strategy=growth").token(&subscriber.token).send().await;
    assert_eq!((full.status, full.body["meta"]["total"].as_u64()), (200, Some(3)), "{:?}", full.body);

    let report = app.get("/api/evareport/report/2222/dividend_income").token(&subscriber.token).lang("en").send().await;
    assert_eq!(report.status, 200, "{:?}", report.body);
    let r = &report.body["data"];
    assert_eq!((r["rank"].as_i64(), r["ranked"].as_i64(), r["strategy"]["name"].as_str()), (Some(1), Some(3), Some("Dividend income")));
    let factor = |id: &str| r["factors"].as_array().unwrap().iter().find(|f| f["factor"] == id).unwrap().clone();
    let dividend = factor("dividend_yield");
    assert_eq!(
        (dividend["value"].as_i64(), dividend["percentile_x100"].as_i64(), dividend["weight"].as_i64()),
        (Some(500), Some(10_000), Some(60))
    );
    assert_eq!(factor("volatility")["value"], 0, "a flat price does not move");
    assert!(factor("trend")["explanation"].as_str().unwrap().contains("50-day"));
    let sum: i64 = r["factors"].as_array().unwrap().iter().map(|f| f["contribution_x100"].as_i64().unwrap()).sum();
    assert!((sum - r["score_x100"].as_i64().unwrap()).abs() <= 3, "the contributions add up to the score");
    assert_eq!(app.get("/api/evareport/report/2222/growth").token(&free.token).send().await.body["code"], 999);
    assert_eq!(app.get("/api/evareport/report/9999/growth").token(&subscriber.token).send().await.status, 404);

    // A guest sees the stock and its place in the ranking, not the factors (DECISIONS 3).
    let guest = app.get("/api/evareport/guest/report/2222/dividend_income").lang("en").send().await;
    assert_eq!(guest.status, 200, "{:?}", guest.body);
    let g = &guest.body["data"];
    assert_eq!((g["rank"].as_i64(), g["ranked"].as_i64(), g["score_x100"].clone()), (Some(1), Some(3), r["score_x100"].clone()));
    assert!(g["name"].as_str().is_some_and(|name| !name.is_empty()), "{g:?}");
    assert_eq!(g["factors"], json!([]));
    assert_eq!(app.get("/api/evareport/guest/report/9999/growth").send().await.status, 404);
}

/// A stock nobody assessed is "not assessed" (null), never "not compliant"; the Shariah filter
/// keeps only the compliant.
#[tokio::test]
async fn shariah_verdicts_have_three_states_and_the_filter_keeps_the_compliant() {
    let grants = FakeGrants::new();
    let (app, subscriber, _) = market(&grants).await;
    let rows = ranking(&app, "growth").await;
    let verdict = |symbol: &str| rows.iter().find(|r| r["symbol"] == symbol).unwrap()["shariah_compliant"].clone();
    assert_eq!((verdict("1120"), verdict("2010"), verdict("2222")), (json!(true), json!(false), Value::Null));
    let only = app.get("/api/evareport/guest/stocks/rankings?strategy=growth&shariah=1").send().await;
    assert_eq!(symbols(only.body["data"].as_array().unwrap()), ["1120"]);
    let report = app.get("/api/evareport/report/2222/growth").token(&subscriber.token).send().await;
    assert_eq!(report.body["data"]["shariah_compliant"], Value::Null, "{:?}", report.body);
}

#[tokio::test]
async fn the_questionnaire_suggests_a_strategy_the_user_may_change() {
    let grants = FakeGrants::new();
    let (app, subscriber, _) = market(&grants).await;
    let questions = app.get("/api/evareport/assistance/questions").lang("en").send().await;
    assert_eq!(questions.status, 200);
    assert_eq!((questions.body["data"]["current"].as_str(), questions.body["data"]["chosen"].as_bool()), (Some("growth"), Some(false)));
    assert_eq!(questions.body["data"]["questions"].as_array().unwrap().len(), 5);
    assert_eq!(questions.body["data"]["strategies"].as_array().unwrap().len(), 5);

    let answers = json!({"answers": {"goal": "income", "horizon": "long", "drop": "hold", "follow": "rarely", "dividends": "essential"}});
    let chosen = app.post("/api/evareport/assistance/update-strategy").token(&subscriber.token).json(&answers).send().await;
    assert_eq!(chosen.status, 200, "{:?}", chosen.body);
    assert_eq!(chosen.body["data"]["strategy"]["id"], "dividend_income");
    let mine = app.get("/api/evareport/assistance/questions").token(&subscriber.token).send().await;
    assert_eq!((mine.body["data"]["current"].as_str(), mine.body["data"]["chosen"].as_bool()), (Some("dividend_income"), Some(true)));
    // The user's strategy is their ranking's default.
    ranking(&app, "growth").await;
    let default = app.get("/api/evareport/stocks/rankings").token(&subscriber.token).send().await;
    assert_eq!(default.body["data"][0]["symbol"], "2222");

    let named =
        app.post("/api/evareport/assistance/update-strategy").token(&subscriber.token).json(&json!({"strategy": "value"})).send().await;
    assert_eq!(named.body["data"]["strategy"]["id"], "value");
    let bad = app
        .post("/api/evareport/assistance/update-strategy")
        .token(&subscriber.token)
        .lang("en")
        .json(&json!({"strategy": "gamble"}))
        .send()
        .await;
    assert_eq!((bad.status, bad.field_error("strategy")), (422, Some("Unknown strategy")));
    let odd = app
        .post("/api/evareport/assistance/update-strategy")
        .token(&subscriber.token)
        .json(&json!({"answers": {"goal": "lottery"}}))
        .send()
        .await;
    assert_eq!(odd.status, 422);
    assert_eq!(app.post("/api/evareport/assistance/update-strategy").json(&json!({"strategy": "value"})).send().await.status, 401);
}
