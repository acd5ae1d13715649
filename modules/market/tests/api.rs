//! The market API, black-box through HTTP on a fresh database per test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use eva_testing::{FakeGrants, TestApp};
use market::seed::{DemoOptions, seed_demo_history};
use platform::ports::Feature;
use serde_json::Value;

const FEW: [&str; 8] = ["1120", "1010", "1030", "2222", "4190", "9300", "AAPL", "MSFT"];

async fn app_with_demo() -> TestApp {
    app_with_history(120).await
}

/// Every user holds the paid market features here; `signals_need_the_feature` tests them.
async fn app_with_history(trading_days: usize) -> TestApp {
    let grants = FakeGrants::everyone(&[Feature::Signals, Feature::TechnicalAnalysis]);
    let app = TestApp::spawn_with_extra_modules(vec![grants.module()]).await;
    seed_few(&app, trading_days).await;
    app
}

async fn member(app: &TestApp) -> String {
    app.signed_in_subscriber().await.0
}

/// Demo history for the few stocks of `FEW`, ending on a fixed day.
async fn seed_few(app: &TestApp, trading_days: usize) {
    let options = DemoOptions {
        seed: 11,
        end: NaiveDate::from_ymd_opt(2026, 11, 19).unwrap(),
        trading_days,
        only: Some(FEW.iter().map(|s| (*s).to_owned()).collect()),
    };
    assert!(seed_demo_history(&app.ctx, &options).await.unwrap());
}

async fn stock_id(app: &TestApp, symbol: &str) -> i64 {
    let res = app.get(&format!("/api/stocks?query={symbol}")).send().await;
    res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == symbol).unwrap()["id"].as_i64().unwrap()
}

fn symbols(res: &Value) -> Vec<String> {
    res["data"].as_array().unwrap().iter().map(|s| s["symbol"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn the_three_markets_in_both_languages() {
    let app = TestApp::spawn().await;
    let ar = app.get("/api/markets").send().await;
    assert_eq!(ar.status, 200);
    assert!(ar.body["data"].as_array().unwrap().iter().all(|m| m["demo"] == false), "no demo prices seeded");
    let codes: Vec<&str> = ar.body["data"].as_array().unwrap().iter().map(|m| m["code"].as_str().unwrap()).collect();
    assert_eq!(codes, vec!["TASI", "NOMU", "US"]);
    assert_eq!(ar.body["data"][0]["name"], "السوق الرئيسية");
    let en = app.get("/api/markets").lang("en").send().await;
    assert_eq!(en.body["data"][1]["name"], "Parallel Market (Nomu)");
}

#[tokio::test]
async fn every_listed_company_is_searchable_without_demo_prices() {
    let app = TestApp::spawn().await;
    let all = app.get("/api/stocks?limit=200&market_id=1").send().await;
    assert_eq!(all.body["data"].as_array().unwrap().len(), 200);
    let nomu = app.get("/api/stocks?limit=200&market_id=2").send().await;
    assert_eq!(nomu.body["data"].as_array().unwrap().len(), 125);
}

#[tokio::test]
async fn search_forgives_arabic_spelling_and_digits() {
    let app = TestApp::spawn().await;
    // Stored as الراجحي; typed with alef maqsura.
    let res = app.get("/api/stocks?query=الراجحى").send().await;
    assert_eq!(res.status, 200);
    assert!(symbols(&res.body).contains(&"1120".to_owned()), "{:?}", res.body);
    // Stored as الإستثمار (hamza under alef); typed without it.
    let res = app.get("/api/stocks?query=الاستثمار").send().await;
    assert!(symbols(&res.body).contains(&"1030".to_owned()), "{:?}", res.body);
    // Arabic-Indic digits find the symbol, and the exact symbol comes first.
    let res = app.get("/api/stocks?query=١١٢٠").send().await;
    assert_eq!(symbols(&res.body).first().map(String::as_str), Some("1120"));
    assert_eq!(res.body["data"][0]["name"], "الراجحي");
    // English names, any case.
    let res = app.get("/api/stocks?query=RAJHI").lang("en").send().await;
    assert_eq!(res.body["data"][0]["name"], "Al Rajhi Bank");
    // Diacritics typed by the user are ignored.
    let res = app.get("/api/stocks?query=الرَّاجِحِي").send().await;
    assert!(symbols(&res.body).contains(&"1120".to_owned()));
}

#[tokio::test]
async fn search_filters_by_market_and_limits() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/stocks?query=a&market_id=3&limit=5").send().await;
    let hits = res.body["data"].as_array().unwrap();
    assert_eq!(hits.len(), 5);
    assert!(hits.iter().all(|h| h["market_id"] == 3));
    let none = app.get("/api/stocks?query=%25%25%25").send().await;
    assert_eq!(none.body["data"], serde_json::json!([]), "LIKE wildcards are literal");
    let bad = app.get("/api/stocks?market_id=abc").send().await;
    assert_eq!(bad.status, 422);
}

#[tokio::test]
async fn a_stock_page_shows_demo_prices_clearly() {
    let app = app_with_demo().await;
    let id = stock_id(&app, "1120").await;
    let res = app.get(&format!("/api/stock/{id}")).lang("en").send().await;
    assert_eq!(res.status, 200);
    let s = &res.body["data"];
    assert_eq!(s["symbol"], "1120");
    assert_eq!(s["name"], "Al Rajhi Bank");
    assert_eq!(s["market"]["code"], "TASI");
    assert_eq!(s["sector"]["name"], "Banks");
    assert_eq!(s["demo"], true);
    assert_eq!(s["quote"]["source"], "demo");
    assert_eq!(s["quote"]["delay_minutes"], 15);
    assert_eq!(s["history"].as_array().unwrap().len(), 120);
    let last = s["history"].as_array().unwrap().last().unwrap();
    assert_eq!(last["close"], s["quote"]["price"]);
    assert_eq!(last["date"], "2026-11-19");
    assert!(s["market_cap"].as_i64().unwrap() > 0);

    let weekly = app.get(&format!("/api/stock/{id}?interval=weekly")).send().await;
    let weeks = weekly.body["data"]["history"].as_array().unwrap().len();
    assert!((24..=26).contains(&weeks), "{weeks} weeks in 120 trading days");
    let bad = app.get(&format!("/api/stock/{id}?interval=hourly")).send().await;
    assert_eq!(bad.status, 422);
    assert_eq!(app.get("/api/stock/999999").send().await.status, 404);
    assert_eq!(app.get("/api/stock/abc").send().await.status, 404);
}

#[tokio::test]
async fn latest_price_and_index_ticker() {
    let app = app_with_demo().await;
    let id = stock_id(&app, "2222").await;
    let res = app.get(&format!("/api/stocks/latest-price?stock_id={id}")).send().await;
    assert_eq!(res.status, 200);
    let q = &res.body["data"];
    let (price, prev, change) = (q["price"].as_f64().unwrap(), q["previous_close"].as_f64().unwrap(), q["change"].as_f64().unwrap());
    assert!((price - prev - change).abs() < 1e-9);

    let indices = app.get("/api/indices").lang("en").send().await;
    let list = indices.body["data"].as_array().unwrap();
    let tasi = list.iter().find(|i| i["code"] == "TASI").unwrap();
    assert_eq!(tasi["name"], "Tadawul All Share Index (TASI)");
    for key in ["id", "name", "price", "price_change", "price_change_percent"] {
        assert!(!tasi[key].is_null(), "{key}");
    }
    assert_eq!(list.len(), 5, "every index has demo levels");
}

#[tokio::test]
async fn the_heatmap_groups_sectors_by_size() {
    let app = app_with_demo().await;
    let res = app.get("/api/market-heatmap/1").lang("en").send().await;
    assert_eq!(res.status, 200);
    let data = &res.body["data"];
    assert_eq!(data["demo"], true);
    let sectors = data["sectors"].as_array().unwrap();
    let caps: Vec<i64> = sectors.iter().map(|s| s["market_cap"].as_i64().unwrap()).collect();
    assert!(caps.windows(2).all(|w| w[0] >= w[1]), "largest sector first");
    let banks = sectors.iter().find(|s| s["name"] == "Banks").unwrap();
    assert_eq!(banks["stocks"].as_array().unwrap().len(), 3);
    assert!(banks["change_percent"].is_number());
    assert_eq!(app.get("/api/market-heatmap/42").send().await.status, 404);
}

#[tokio::test]
async fn csv_import_replaces_demo_history_or_names_the_bad_line() {
    let app = app_with_demo().await;
    let bad = "Date,Open,High,Low,Close,Volume\n2026-11-20,90.5,91.2,90.1,90.9,1000\n2026-11-23,90.9,90.0,89.5,90.2,1000\n";
    let err = market::import::import_csv(&app.ctx, bad, Some("1120")).await.unwrap_err();
    let message = err.to_string();
    assert!(message.contains("line 3"), "{message}");
    assert!(message.contains("nothing was imported"));
    let id = stock_id(&app, "1120").await;
    let before = app.get(&format!("/api/stock/{id}")).send().await;
    assert_eq!(before.body["data"]["demo"], true, "a refused file changes nothing");

    let unknown = "Symbol,Date,Open,High,Low,Close,Volume\nZZZZ,2026-11-20,1,1,1,1,1\n";
    let err = market::import::import_csv(&app.ctx, unknown, None).await.unwrap_err();
    assert!(err.to_string().contains("line 2: unknown symbol ZZZZ"));

    let good = "Date,Open,High,Low,Close,Volume\n2026-11-19,90.50,91.20,90.10,90.90,1200000\n2026-11-20,90.90,92.00,90.80,91.75,1500000\n";
    let report = market::import::import_csv(&app.ctx, good, Some("1120")).await.unwrap();
    assert_eq!((report.stocks, report.bars, report.markets.clone()), (1, 2, vec![1]));
    let after = app.get(&format!("/api/stock/{id}")).send().await;
    let s = &after.body["data"];
    assert_eq!(s["demo"], false);
    assert_eq!(s["history"].as_array().unwrap().len(), 2, "demo history is gone");
    assert_eq!(s["quote"]["price"], 91.75);
    assert_eq!(s["quote"]["previous_close"], 90.9);
    assert_eq!(s["quote"]["source"], "csv");
}

async fn shariah(app: &TestApp, id: i64) -> Value {
    app.get(&format!("/api/stock/{id}")).send().await.body["data"]["shariah_compliant"].clone()
}

#[tokio::test]
async fn the_shariah_screening_is_imported_whole_or_not_at_all() {
    let app = TestApp::spawn().await;
    let rajhi = stock_id(&app, "1120").await;
    assert_eq!(shariah(&app, rajhi).await, Value::Null, "not assessed until a screening is loaded");

    let bad = "Symbol,Shariah\n1120,compliant\nNOPE,compliant\n";
    let err = market::shariah_import::import_shariah(&app.ctx, bad).await.unwrap_err().to_string();
    assert!(err.contains("line 3: unknown symbol NOPE"), "{err}");
    assert_eq!(shariah(&app, rajhi).await, Value::Null, "nothing was changed");

    let good = "Symbol,Shariah\n1120,compliant\n1010,non-compliant\n2222,not assessed\n";
    let report = market::shariah_import::import_shariah(&app.ctx, good).await.unwrap();
    assert_eq!((report.compliant, report.non_compliant, report.not_assessed), (1, 1, 1));
    assert_eq!(shariah(&app, rajhi).await, true);
    assert_eq!(shariah(&app, stock_id(&app, "1010").await).await, false);
}

#[tokio::test]
async fn fundamentals_are_imported_whole_or_not_at_all_and_a_corrected_file_replaces_its_periods() {
    use market::entities::stock_fundamentals;
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    let imported = || stock_fundamentals::Entity::find().filter(stock_fundamentals::Column::IsDemo.eq(false));
    let app = app_with_history(30).await;
    const HEADER: &str = "Symbol,PeriodEnd,Months,Revenue,NetIncome,EPS,BookValue,Debt,Cash\n";
    let bad =
        format!("{HEADER}1120,2025-12-31,12,36000000000,21000000000,5.25,120000000000,0,30000000000\nNOPE,2025-12-31,12,1,1,1,1,1,1\n");
    let err = market::fundamentals_import::import_fundamentals(&app.ctx, &bad).await.unwrap_err().to_string();
    assert!(err.contains("line 3: unknown symbol NOPE"), "{err}");
    assert_eq!(imported().count(&app.ctx.db).await.unwrap(), 0, "nothing was stored");

    let good = format!(
        "{HEADER}1120,2025-12-31,12,36000000000,21000000000,5.25,120000000000,0,30000000000\n1120,2024-12-31,12,32000000000,19000000000,4.75,110000000000,0,28000000000\n"
    );
    assert_eq!(market::fundamentals_import::import_fundamentals(&app.ctx, &good).await.unwrap(), 2);
    let corrected = format!("{HEADER}1120,2025-12-31,12,36500000000.25,21000000000,5.25,120000000000,0,30000000000\n");
    assert_eq!(market::fundamentals_import::import_fundamentals(&app.ctx, &corrected).await.unwrap(), 1);
    // The file's years replace the demo's for 1120 (the same year ends), and the corrected period its own.
    let stored = imported().all(&app.ctx.db).await.unwrap();
    assert_eq!(stored.len(), 2, "the corrected period replaced its row");
    let latest = stored.iter().find(|p| p.period_end.to_string() == "2025-12-31").unwrap();
    assert_eq!((latest.revenue, latest.eps, latest.is_demo), (3_650_000_000_025, 52_500, false));

    // The stock page derives its ratios from the newest year, at the latest price.
    let id = stock_id(&app, "1120").await;
    let page = app.get(&format!("/api/stock/{id}")).send().await.body["data"].clone();
    let f = &page["fundamentals"];
    assert_eq!((f["period_end"].as_str(), f["months"].as_i64(), f["demo"].as_bool()), (Some("2025-12-31"), Some(12), Some(false)));
    assert_eq!(
        (f["revenue_growth"].as_f64(), f["earnings_growth"].as_f64(), f["net_margin"].as_f64()),
        (Some(14.06), Some(10.53), Some(57.53))
    );
    let price = page["quote"]["price"].as_f64().unwrap();
    assert!((f["pe"].as_f64().unwrap() - price / 5.25).abs() < 0.006, "P/E at {price}: {f}");
    let book_per_share = 120_000_000_000.0 / page["shares_outstanding"].as_f64().unwrap();
    assert!((f["pb"].as_f64().unwrap() - price / book_per_share).abs() < 0.006, "P/B: {f}");
    // The demo's generated years say so.
    let other = stock_id(&app, "2222").await;
    let demo = app.get(&format!("/api/stock/{other}")).send().await.body["data"]["fundamentals"].clone();
    assert_eq!((demo["demo"].as_bool(), demo["months"].as_i64()), (Some(true), Some(12)), "{demo}");
}

#[tokio::test]
async fn the_market_module_can_be_switched_off() {
    let app = TestApp::spawn_with_modules(&["accounts", "content"]).await;
    assert_eq!(app.get("/api/stocks?query=1120").send().await.status, 404);
    assert_eq!(app.get("/api/markets").send().await.status, 404);
}

/// A year and a half of history, analysed by the real job through the queue.
async fn analysed_app() -> TestApp {
    let app = app_with_history(380).await;
    for market_id in 1..=3 {
        app.ctx.queue.push(market::analytics::job::ComputeAnalytics { market_id }).await.unwrap();
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let markets = app.get("/api/market-high-low").send().await;
        let equal_weight = app.get("/api/global-index?symbols=TASI_EW").send().await;
        if markets.body["data"].as_array().unwrap().len() == 3 && !equal_weight.body["data"].as_array().unwrap().is_empty() {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "analytics computed by the job");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    app
}

#[tokio::test]
async fn technical_events_signals_and_movers_after_the_job() {
    let app = analysed_app().await;
    let token = member(&app).await;
    let events = app.get("/api/technical-events?page=1").token(&token).lang("en").send().await;
    assert_eq!(events.status, 200);
    let total = events.body["meta"]["total"].as_u64().unwrap();
    assert!(total > 0);
    let first = &events.body["data"][0];
    assert!(first["title"].as_str().unwrap().len() > 3);
    assert!(["bullish", "bearish"].contains(&first["direction"].as_str().unwrap()));
    let dates: Vec<&str> = events.body["data"].as_array().unwrap().iter().map(|e| e["date"].as_str().unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "newest first");
    let unknown = app.get("/api/technical-events?kind=bogus").token(&token).lang("en").send().await;
    assert_eq!(unknown.status, 422);
    assert_eq!(unknown.field_error("kind"), Some("The selected value is invalid"));
    let one = app.get(&format!("/api/technical-events/{}", first["id"])).token(&token).lang("en").send().await;
    assert_eq!(one.body["data"]["kind"], first["kind"]);
    assert_eq!(app.get("/api/technical-events/0").token(&token).send().await.status, 404);

    assert_eq!(app.get("/api/stock-signals").send().await.status, 401);
    let signals = app.get("/api/stock-signals?per_page=50").token(&token).send().await;
    assert_eq!(signals.status, 200);
    let s = signals.body["data"].as_array().unwrap().first().expect("the demo history gives signals");
    assert!(["buy", "sell"].contains(&s["signal"].as_str().unwrap()));
    assert!(!s["reasons"].as_array().unwrap().is_empty());

    let indicators = app.get("/api/market-indicators?market_id=1").send().await;
    let data = &indicators.body["data"];
    let breadth = &data["breadth"];
    assert_eq!(breadth["total"], 5, "the five demo TASI stocks");
    let sum = breadth["advancers"].as_i64().unwrap() + breadth["decliners"].as_i64().unwrap() + breadth["unchanged"].as_i64().unwrap();
    assert_eq!(sum, 5);
    let by_volume: Vec<i64> = data["movers"]["by_volume"].as_array().unwrap().iter().map(|m| m["volume"].as_i64().unwrap()).collect();
    assert!(by_volume.windows(2).all(|w| w[0] >= w[1]));
    assert!(data["movers"]["gainers"].as_array().unwrap().iter().all(|m| m["change_percent"].as_f64().unwrap() > 0.0));
}

/// DECISIONS 2: signals and the technical-analysis data need the feature; guests and free users
/// get the same signals once they are a week old.
#[tokio::test]
async fn signals_need_the_feature_and_free_users_see_week_old_ones() {
    use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
    let grants = FakeGrants::new();
    let app = TestApp::spawn_with_extra_modules(vec![grants.module()]).await;
    seed_few(&app, 380).await;
    market::analytics::compute::compute_market(&app.ctx.db, 1).await.unwrap();
    // A signal from today: members see it at once, everyone else a week later.
    let today = chrono::Utc::now().with_timezone(&chrono_tz::Asia::Riyadh).date_naive();
    let stock = market::entities::stocks::Entity::find()
        .filter(market::entities::stocks::Column::Symbol.eq("1120"))
        .one(&app.ctx.db)
        .await
        .unwrap()
        .unwrap()
        .id;
    let fresh = market::entities::stock_signals::ActiveModel {
        stock_id: Set(stock),
        market_id: Set(1),
        date: Set(today),
        signal: Set("buy".into()),
        score: Set(3),
        close: Set(8_850),
        reasons: Set("golden_cross".into()),
        ..Default::default()
    }
    .insert(&app.ctx.db)
    .await
    .unwrap();

    let free = app.verified_subscriber().await;
    for path in ["/api/stock-signals", "/api/technical-events", "/api/technical-events/1"] {
        let closed = app.get(path).token(&free.token).lang("en").send().await;
        assert_eq!((closed.status, closed.body["code"].clone()), (200, serde_json::json!(999)), "{path}: {:?}", closed.body);
        assert_eq!(closed.message(), "This feature is not available in your free subscription");
    }

    let cutoff = market::newest_free_signal_day(chrono::Utc::now());
    let guest = app.get("/api/stock-signals-guest?per_page=100").send().await;
    assert_eq!(guest.status, 200);
    let guest_rows = guest.body["data"].as_array().unwrap().clone();
    assert!(!guest_rows.is_empty(), "the demo history has week-old signals");
    assert!(guest_rows.iter().all(|r| r["date"].as_str().unwrap() <= cutoff.to_string().as_str()), "nothing newer than {cutoff}");
    assert!(guest_rows.iter().all(|r| r["id"] != fresh.id));
    let page_two = app.get("/api/stock-signals-guest?page=2&per_page=1").send().await;
    assert_eq!(page_two.body["data"][0]["id"], guest_rows[1]["id"], "guests page through them too");
    let as_free_user = app.get("/api/stock-signals-guest?per_page=100").token(&free.token).send().await;
    assert_eq!(as_free_user.body["data"], guest.body["data"], "free users see the guests' list");

    grants.grant(free.id, Feature::Signals);
    let open = app.get("/api/stock-signals?per_page=100").token(&free.token).send().await;
    assert_eq!(open.status, 200, "{:?}", open.body);
    assert_eq!(open.body["data"][0]["id"], fresh.id, "today's signal first");
    let older: Vec<&Value> =
        open.body["data"].as_array().unwrap().iter().filter(|r| r["date"].as_str().unwrap() <= cutoff.to_string().as_str()).collect();
    assert_eq!(older.len(), guest_rows.len().min(older.len()), "the same rows");
    assert_eq!(older.first().map(|r| r["id"].clone()), Some(guest_rows[0]["id"].clone()));
    let technical = app.get("/api/technical-events").token(&free.token).send().await;
    assert_eq!(technical.body["code"], 999, "signals alone do not open the technical-analysis screen");
    grants.grant(free.id, Feature::TechnicalAnalysis);
    let technical = app.get("/api/technical-events").token(&free.token).send().await;
    assert!(technical.body["meta"]["total"].as_u64().unwrap() > 0);
}

#[tokio::test]
async fn weekly_highs_and_lows_come_from_the_events() {
    let app = analysed_app().await;
    let highs = app.get("/api/technical-events?kind=high_52w&per_page=1").token(&member(&app).await).send().await;
    let event = highs.body["data"].as_array().unwrap().first().cloned().expect("the demo history makes new 52-week highs");
    let date = NaiveDate::parse_from_str(event["date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
    use chrono::Datelike;
    // The Sunday of a Saudi week belongs to the next ISO week's range.
    let week_of = if date.weekday() == chrono::Weekday::Sun { date + chrono::Duration::days(1) } else { date }.iso_week();
    let res = app.get(&format!("/api/weekly-high-low-stocks/{}/{}", week_of.year(), week_of.week())).send().await;
    assert_eq!(res.status, 200);
    let ids: Vec<i64> = res.body["data"]["highs"].as_array().unwrap().iter().map(|h| h["stock"]["id"].as_i64().unwrap()).collect();
    assert!(ids.contains(&event["stock"]["id"].as_i64().unwrap()));
    let bad = app.get("/api/weekly-high-low-stocks/2026/54").lang("en").send().await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.field_error("week"), Some("The selected value is invalid"));
    assert_eq!(app.get("/api/at-high-low-stocks/2026/47").send().await.status, 200);
}

#[tokio::test]
async fn computing_twice_changes_nothing() {
    let app = app_with_history(300).await;
    let first = market::analytics::compute::compute_market(&app.ctx.db, 1).await.unwrap();
    let token = member(&app).await;
    let count = app.get("/api/technical-events").token(&token).send().await.body["meta"]["total"].clone();
    let second = market::analytics::compute::compute_market(&app.ctx.db, 1).await.unwrap();
    assert_eq!(first, second);
    assert_eq!(app.get("/api/technical-events").token(&token).send().await.body["meta"]["total"], count);
}

#[tokio::test]
async fn breadth_series_and_index_comparisons() {
    let app = analysed_app().await;
    let highs_lows = app.get("/api/breadth/52w?year=2026").send().await;
    let days = highs_lows.body["data"].as_array().unwrap();
    assert!(!days.is_empty());
    assert!(days.iter().all(|d| d["net"].as_i64().unwrap() == d["new_highs"].as_i64().unwrap() - d["new_lows"].as_i64().unwrap()));
    let weeks = app.get("/api/hi-lo-weeks?year=2026").send().await;
    let weeks = weeks.body["data"].as_array().unwrap();
    assert!(weeks.len() >= 40 && weeks.len() <= 48, "{} weeks", weeks.len());
    let by_ma = app.get("/api/stocks-by-ma?year=2026&interval=weekly").send().await;
    let points = by_ma.body["data"].as_array().unwrap();
    assert_eq!(points.len(), weeks.len());
    assert!(points.iter().all(|p| (0.0..=100.0).contains(&p["above_sma50_percent"].as_f64().unwrap())));
    let markets = app.get("/api/market-high-low").send().await;
    assert_eq!(markets.body["data"].as_array().unwrap().len(), 3);

    let returns = app.get("/api/index-return?year=2026&symbols=TASI,SPX").lang("en").send().await;
    let list = returns.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["code"], "TASI");
    assert_eq!(list[0]["months"].as_array().unwrap().len(), 11, "January to November");
    assert!(list[0]["year_to_date"].is_number());

    let compare = app.get("/api/global-index?year=2026&symbols=TASI_EW,tasi").send().await;
    let series = compare.body["data"].as_array().unwrap();
    let codes: Vec<&str> = series.iter().map(|s| s["code"].as_str().unwrap()).collect();
    assert_eq!(codes, vec!["TASI_EW", "TASI"], "computed with the main market, listed in the order asked");
    for s in series {
        let first = s["points"][0]["rebased"].as_f64().unwrap();
        assert!((first - 100.0).abs() < 10.0, "rebased near 100 at the start: {first}");
    }
    let ticker = app.get("/api/indices").send().await;
    assert!(ticker.body["data"].as_array().unwrap().iter().all(|i| i["code"] != "TASI_EW"), "derived indices stay off the ticker");
}

mod fake_provider {
    //! A local stand-in for the HTTP end-of-day and quote service.
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use actix_web::{App, HttpResponse, HttpServer, web};

    #[derive(Clone, Default)]
    pub struct Hits(pub Arc<AtomicUsize>);

    impl Hits {
        pub fn count(&self) -> usize {
            self.0.load(Ordering::SeqCst)
        }
    }

    async fn real_time(
        hits: web::Data<Hits>,
        path: web::Path<String>,
        q: web::Query<std::collections::HashMap<String, String>>,
    ) -> HttpResponse {
        hits.0.fetch_add(1, Ordering::SeqCst);
        if q.get("api_token").map(String::as_str) != Some("secret-key") {
            return HttpResponse::Unauthorized().finish();
        }
        let mut codes = vec![path.into_inner()];
        if let Some(s) = q.get("s") {
            codes.extend(s.split(',').map(str::to_owned));
        }
        let rows: Vec<serde_json::Value> = codes
            .iter()
            .map(|code| serde_json::json!({"code": code, "timestamp": 1_795_300_000, "open": 90.1, "high": 92.0, "low": 89.9, "close": 91.55, "volume": 1_234_567, "previousClose": 90.5}))
            .collect();
        if rows.len() == 1 { HttpResponse::Ok().json(&rows[0]) } else { HttpResponse::Ok().json(rows) }
    }

    async fn eod(path: web::Path<String>) -> HttpResponse {
        if path.as_str() != "1120.SR" {
            return HttpResponse::NotFound().finish();
        }
        HttpResponse::Ok().json(serde_json::json!([
            {"date": "2026-11-19", "open": 90.0, "high": 91.0, "low": 89.5, "close": 90.5, "adjusted_close": 90.5, "volume": 1000},
            {"date": "2026-11-22", "open": 90.5, "high": 92.0, "low": 90.0, "close": 91.55, "adjusted_close": 91.55, "volume": 2000}
        ]))
    }

    /// Hours of 1120.SR on the UTC day before `to`: one before Tadawul's 10:00 open (06:00
    /// UTC, left out), two in the session (07:00 and 11:00 UTC).
    async fn intraday(path: web::Path<String>, q: web::Query<std::collections::HashMap<String, String>>) -> HttpResponse {
        let to = q.get("to").and_then(|t| t.parse::<i64>().ok());
        let (Some(to), "1120.SR", Some("1h")) = (to, path.as_str(), q.get("interval").map(String::as_str)) else {
            return HttpResponse::NotFound().finish();
        };
        let midnight = (to - 86_400).div_euclid(86_400) * 86_400;
        HttpResponse::Ok().json(serde_json::json!([
            {"timestamp": midnight + 6 * 3600, "gmtoffset": 0, "open": 90.0, "high": 90.2, "low": 89.9, "close": 90.1, "volume": 10},
            {"timestamp": midnight + 7 * 3600, "gmtoffset": 0, "open": 90.5, "high": 91.0, "low": 90.0, "close": 90.8, "volume": 1200},
            {"timestamp": midnight + 11 * 3600, "gmtoffset": 0, "open": 91.0, "high": 92.0, "low": 90.9, "close": 91.55, "volume": 800}
        ]))
    }

    /// Starts the fake service; returns its base URL and its hit counter.
    pub fn start() -> (String, Hits) {
        let hits = Hits::default();
        let data = web::Data::new(hits.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .route("/real-time/{code}", web::get().to(real_time))
                .route("/eod/{code}", web::get().to(eod))
                .route("/intraday/{code}", web::get().to(intraday))
                .route(
                    "/div/{code}",
                    web::get().to(|| async { HttpResponse::Ok().json(serde_json::json!([{"date": "2026-03-30", "value": 1.25}])) }),
                )
        })
        .workers(1)
        .bind(("127.0.0.1", 0))
        .expect("the fake provider binds");
        let port = server.addrs()[0].port();
        tokio::spawn(server.run());
        (format!("http://127.0.0.1:{port}"), hits)
    }
}

fn with_providers(providers: serde_json::Value) -> impl FnOnce(&mut platform::Settings) {
    move |s| {
        s.module.insert("market".into(), providers);
    }
}

#[tokio::test]
async fn the_http_provider_reads_the_service_and_is_cached() {
    use market::providers::{Provider, SymbolRef};
    let (base, hits) = fake_provider::start();
    let provider = market::providers::http::HttpProvider::new(&base, "secret-key").unwrap();
    let rajhi = SymbolRef { symbol: "1120".into(), market: "TASI".into() };
    let apple = SymbolRef { symbol: "AAPL".into(), market: "US".into() };
    let quotes = provider.quotes(&[rajhi.clone(), apple.clone()]).await.unwrap();
    assert_eq!(quotes.len(), 2);
    assert_eq!(quotes[0].symbol, rajhi);
    assert_eq!(quotes[1].symbol, apple);
    assert_eq!(quotes[0].price, platform::price::Price(915_500));
    let bars = provider
        .daily_history(&rajhi, NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(), NaiveDate::from_ymd_opt(2026, 11, 22).unwrap())
        .await
        .unwrap();
    assert_eq!(bars.len(), 2);
    assert_eq!(provider.dividends(&rajhi).await.unwrap()[0].amount, platform::price::Price(12_500));
    let day = |h: u32| chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2026, 11, 22, h, 0, 0).unwrap();
    let hours = provider.hourly_history(&rajhi, day(0), day(23) + chrono::Duration::days(1)).await.unwrap();
    assert_eq!(hours.len(), 2, "the pre-market hour is left out");
    assert_eq!((hours[0].starts_at, hours[0].ends_at, hours[0].close), (day(7), day(8), platform::price::Price(908_000)));
    assert_eq!(hours[1].ends_at, day(12), "the last hour ends at the 15:00 close");
    let missing =
        provider.daily_history(&apple, NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(), NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()).await;
    assert!(matches!(missing, Err(market::providers::ProviderError::NotFound(_))));
    let wrong_key = market::providers::http::HttpProvider::new(&base, "nope").unwrap();
    assert!(wrong_key.health().await.is_err());

    let app = TestApp::spawn_with(
        with_providers(
            serde_json::json!({"providers": ["http"], "http_base_url": base, "http_api_key": "secret-key", "quote_cache_secs": 60}),
        ),
        |_| {},
    )
    .await;
    let chain = market::refresh::chain(&app.ctx).unwrap();
    let before = hits.count();
    chain.quotes(std::slice::from_ref(&rajhi)).await.unwrap();
    chain.quotes(std::slice::from_ref(&rajhi)).await.unwrap();
    assert_eq!(hits.count(), before + 1, "the second call is served from the cache");
}

fn heatmap_price(res: &Value, symbol: &str) -> Value {
    let sectors = res["data"]["sectors"].as_array().unwrap();
    let stock = sectors.iter().flat_map(|s| s["stocks"].as_array().unwrap()).find(|s| s["symbol"] == symbol).unwrap();
    stock["price"].clone()
}

#[tokio::test]
async fn the_heatmap_is_reused_per_language_until_quotes_are_refreshed() {
    let (base, _) = fake_provider::start();
    let app = TestApp::spawn_with(
        with_providers(serde_json::json!({"providers": ["http"], "http_base_url": base, "http_api_key": "secret-key"})),
        |_| {},
    )
    .await;
    seed_few(&app, 30).await;
    let ar = app.get("/api/market-heatmap/1").send().await;
    let en = app.get("/api/market-heatmap/1").lang("en").send().await;
    assert_ne!(ar.body["data"]["sectors"][0]["name"], en.body["data"]["sectors"][0]["name"], "each language has its own entry");
    assert_eq!(app.get("/api/market-heatmap/1").lang("en").send().await.body, en.body);
    assert_ne!(heatmap_price(&en.body, "1120"), 91.55);

    market::refresh::refresh_quotes_of(&app.ctx, market::universe::MARKETS[..1].iter()).await.unwrap();
    let after = app.get("/api/market-heatmap/1").lang("en").send().await;
    assert_eq!(heatmap_price(&after.body, "1120"), 91.55, "a refresh clears the computed heatmap");
    assert_eq!(heatmap_price(&app.get("/api/market-heatmap/1").send().await.body, "1120"), 91.55);
}

#[tokio::test]
async fn the_chain_falls_back_to_the_next_provider() {
    let app = app_with_history(30).await;
    let dead = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}", l.local_addr().unwrap())
    };
    let mut settings = (*app.ctx.settings).clone();
    settings.module.insert("market".into(), serde_json::json!({"providers": ["http", "demo"], "http_base_url": dead}));
    let ctx = platform::AppContext { settings: std::sync::Arc::new(settings), singletons: Default::default(), ..app.ctx.clone() };
    let chain = market::refresh::build_chain(&ctx).unwrap();
    let rajhi = market::providers::SymbolRef { symbol: "1120".into(), market: "TASI".into() };
    let quotes = chain.quotes(&[rajhi]).await.unwrap();
    assert_eq!(quotes.len(), 1);
    assert_eq!(quotes[0].1, "demo", "the unreachable service is skipped");
    let health = chain.health().await;
    assert!(health[0].1.is_err() && health[1].1.is_ok());

    let mut bad = (*app.ctx.settings).clone();
    bad.module.insert("market".into(), serde_json::json!({"providers": ["bloomberg"]}));
    let bad_ctx = platform::AppContext { settings: std::sync::Arc::new(bad), singletons: Default::default(), ..app.ctx.clone() };
    let err = market::refresh::build_chain(&bad_ctx).err().unwrap().to_string();
    assert!(err.contains("unknown provider 'bloomberg'"), "{err}");
}

#[tokio::test]
async fn end_of_day_stores_the_providers_bars_and_queues_analytics() {
    let (base, _) = fake_provider::start();
    let app = TestApp::spawn_with(
        with_providers(serde_json::json!({"providers": ["http"], "http_base_url": base, "http_api_key": "secret-key"})),
        |_| {},
    )
    .await;
    market::refresh::end_of_day(app.ctx.clone(), &market::universe::MARKETS[0]).await.unwrap();
    let id = stock_id(&app, "1120").await;
    let stock = app.get(&format!("/api/stock/{id}")).send().await;
    let history = stock.body["data"]["history"].as_array().unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[1]["close"], 91.55);
    // Yesterday's two session hours from the provider are kept too.
    let market = app.ctx.required_port::<dyn platform::ports::MarketData>().unwrap();
    let hours = market.hourly_bars(id, chrono::DateTime::UNIX_EPOCH, chrono::Utc::now()).await.unwrap();
    assert_eq!(hours.len(), 2, "{hours:?}");
    assert_eq!(hours[1].close, platform::price::Price(915_500));
}

/// DECISIONS 7: the demo keeps session hours that agree with its days, served by the port.
#[tokio::test]
async fn the_demo_keeps_session_hours_that_agree_with_its_days() {
    let app = app_with_history(30).await;
    let id = stock_id(&app, "1120").await;
    let market = app.ctx.required_port::<dyn platform::ports::MarketData>().unwrap();
    let day = NaiveDate::from_ymd_opt(2026, 11, 19).unwrap();
    let bar = market.daily_bars(id, day, day).await.unwrap()[0];
    let from = day.and_hms_opt(0, 0, 0).unwrap().and_utc();
    let hours = market.hourly_bars(id, from, from + chrono::Duration::days(1)).await.unwrap();
    assert_eq!(hours.len(), 5, "Tadawul's five session hours");
    assert!(hours.iter().all(|h| h.trading_day == day));
    assert_eq!((hours[0].open, hours[4].close), (bar.open, bar.close));
    assert_eq!(hours.iter().map(|h| h.high).max().unwrap(), bar.high);
    assert_eq!(hours.iter().map(|h| h.low).min().unwrap(), bar.low);
    assert_eq!(hours.iter().map(|h| h.volume).sum::<i64>(), bar.volume);
    let apple = stock_id(&app, "AAPL").await;
    let us = market.hourly_bars(apple, from, from + chrono::Duration::days(1)).await.unwrap();
    assert_eq!(us.len(), 7, "New York's six hours and a half-hour");
}

#[tokio::test]
async fn the_market_reader_tells_each_day_in_both_languages() {
    let app = analysed_app().await;
    let en = app.get("/api/market-reader?page=1&per_page=3").lang("en").send().await;
    assert_eq!(en.status, 200);
    let items = en.body["data"].as_array().unwrap();
    assert_eq!(items.len(), 3);
    assert!(en.body["meta"]["total"].as_u64().unwrap() > 3);
    let first = &items[0];
    assert_eq!(first["date"], "2026-11-19");
    let title = first["title"].as_str().unwrap();
    assert!(title.starts_with("Main Market: TASI"), "{title}");
    assert!(first["body"].as_str().unwrap().contains("stocks closed"));
    let ar = app.get("/api/market-reader?per_page=1").send().await;
    assert!(ar.body["data"][0]["title"].as_str().unwrap().starts_with("السوق الرئيسية"));
}

#[tokio::test]
async fn per_stock_tables_dividends_ownership_risk_and_sectors() {
    let app = analysed_app().await;
    let fin = app.get("/api/financial-indicators?market_id=1").lang("en").send().await;
    let rows = fin.body["data"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    let caps: Vec<i64> = rows.iter().map(|r| r["market_cap"].as_i64().unwrap()).collect();
    assert!(caps.windows(2).all(|w| w[0] >= w[1]), "largest first");
    assert!(rows.iter().all(|r| r["return_1m"].is_number() && r["return_1y"].is_number() && r["demo"] == true));

    let markets = app.get("/api/markets").send().await;
    let demo: Vec<bool> = markets.body["data"].as_array().unwrap().iter().map(|m| m["demo"].as_bool().unwrap()).collect();
    assert_eq!(demo, vec![true, true, true]);

    let dividends = app.get("/api/dividend-data?market_id=3").send().await;
    for row in dividends.body["data"].as_array().unwrap() {
        let (paid, price, yld) =
            (row["trailing_12m"].as_f64().unwrap(), row["price"].as_f64().unwrap(), row["dividend_yield"].as_f64().unwrap());
        assert!((paid / price * 100.0 - yld).abs() < 0.01);
        assert!(row["payments_12m"].as_u64().unwrap() >= 1);
    }

    let ownership = app.get("/api/ownership-indicators?market_id=1").send().await;
    let owners = ownership.body["data"].as_array().unwrap();
    assert_eq!(owners.len(), 5);
    assert!(owners.iter().all(|o| o["free_float_percent"].as_f64().unwrap() <= 100.0 && o["demo"] == true));

    let risk = app.get("/api/risk-lens?market_id=1").send().await;
    let risks = risk.body["data"].as_array().unwrap();
    assert_eq!(risks.len(), 5);
    assert!(risks.iter().all(|r| r["volatility_percent"].as_f64().unwrap() > 0.0 && r["beta"].is_number()));
    let vols: Vec<f64> = risks.iter().map(|r| r["volatility_percent"].as_f64().unwrap()).collect();
    assert!(vols.windows(2).all(|w| w[0] >= w[1]));
    // One number, one computation: the financial table's year return is the risk lens' own.
    for risk in risks {
        let same = rows.iter().find(|r| r["stock"]["id"] == risk["stock"]["id"]).unwrap();
        assert_eq!(same["return_1y"], risk["return_1y_percent"], "{}", risk["stock"]["symbol"]);
    }

    let sectors = app.get("/api/sector-heatmap?market_id=1").lang("en").send().await;
    let list = sectors.body["data"].as_array().unwrap();
    assert!(list.iter().any(|s| s["name"] == "Banks"));
    assert!(list.iter().all(|s| s["change_1m"].is_number()));
}

#[tokio::test]
async fn every_market_endpoint_is_documented() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json").send().await;
    let paths = doc.body["paths"].as_object().unwrap();
    for path in [
        "/api/markets",
        "/api/indices",
        "/api/stocks",
        "/api/stock/{id}",
        "/api/stocks/latest-price",
        "/api/market-heatmap/{id}",
        "/api/weekly-high-low-stocks/{year}/{week}",
        "/api/at-high-low-stocks/{year}/{week}",
        "/api/market-high-low",
        "/api/technical-events",
        "/api/technical-events/{id}",
        "/api/stock-signals",
        "/api/stock-signals-guest",
        "/api/market-indicators",
        "/api/market-reader",
        "/api/financial-indicators",
        "/api/sector-heatmap",
        "/api/dividend-data",
        "/api/ownership-indicators",
        "/api/breadth/52w",
        "/api/hi-lo-weeks",
        "/api/index-return",
        "/api/global-index",
        "/api/stocks-by-ma",
        "/api/risk-lens",
    ] {
        assert!(paths.get(path).and_then(|p| p.get("get")).is_some(), "GET {path} is documented");
    }
}

#[tokio::test]
async fn search_knows_the_short_names_people_use() {
    let app = TestApp::spawn().await;
    for (typed, symbol) in
        [("aramco", "2222"), ("Saudi Aramco", "2222"), ("stc", "7010"), ("SABIC", "2010"), ("mobily", "7020"), ("google", "GOOG")]
    {
        let res = app.get(&format!("/api/stocks?query={typed}")).lang("en").send().await;
        assert_eq!(symbols(&res.body).first().map(String::as_str), Some(symbol), "{typed}: {:?}", res.body);
    }
    // The legal name is what is shown.
    let res = app.get("/api/stocks?query=aramco").lang("en").send().await;
    assert_eq!(res.body["data"][0]["name"], "Saudi Arabian Oil Co.");
}

#[tokio::test]
async fn the_search_index_follows_changes_of_stocks() {
    use platform::ports::{MarketData, ShariahStatus};
    let app = TestApp::spawn().await;
    let port = app.ctx.port::<dyn MarketData>().unwrap();
    let before = port.search("aramco", 5).await.unwrap();
    assert_eq!(before[0].shariah, ShariahStatus::NotAssessed);
    market::shariah_import::import_shariah(&app.ctx, "Symbol,Shariah\n2222,compliant\n").await.unwrap();
    let after = port.search("aramco", 5).await.unwrap();
    assert_eq!(after[0].shariah, ShariahStatus::Compliant, "the index was rebuilt after the import");
}

#[tokio::test]
async fn a_shared_view_is_served_as_stored_plain_or_gzip() {
    use std::io::Read;
    let app = app_with_demo().await;
    let url = format!("{}/api/market-heatmap/1", app.address);
    let client = reqwest::Client::new();
    let plain = client.get(&url).header("accept-language", "en").send().await.unwrap();
    assert_eq!(plain.headers()["content-type"], "application/json");
    assert!(plain.headers().get("content-encoding").is_none());
    let plain: Value = serde_json::from_slice(&plain.bytes().await.unwrap()).unwrap();
    assert!(plain["data"]["sectors"].as_array().is_some_and(|s| !s.is_empty()), "{plain}");

    let zipped = client.get(&url).header("accept-language", "en").header("accept-encoding", "gzip, br").send().await.unwrap();
    assert_eq!(zipped.headers()["content-encoding"], "gzip");
    let bytes = zipped.bytes().await.unwrap();
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut text).unwrap();
    assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), plain, "the same view, compressed once");

    let missing = app.get("/api/market-heatmap/999").send().await;
    assert_eq!(missing.status, 404);
}

/// Records every `DailyBarsStored` it hears, as a module that listens would.
struct BarsListener(std::sync::Arc<std::sync::Mutex<Vec<platform::events::DailyBarsStored>>>);

impl platform::Module for BarsListener {
    fn id(&self) -> &'static str {
        "bars_listener"
    }

    fn routes(&self, _cfg: &mut platform::ServiceConfig<'_>) {}

    fn jobs(&self, registry: &mut platform::jobs::JobRegistry) {
        let sink = self.0.clone();
        registry.on::<platform::events::DailyBarsStored, _, _>("bars_listener.record", move |event, _delivery, _ctx| {
            let sink = sink.clone();
            async move {
                sink.lock().unwrap().push(event);
                Ok(())
            }
        });
    }
}

/// Who listens to `DailyBarsStored` (limit-order fills, dividends) hears of each import and end
/// of day once, with the market's newest stored day.
#[tokio::test]
async fn stored_bars_are_announced_with_the_newest_day_of_their_market() {
    let heard: std::sync::Arc<std::sync::Mutex<Vec<platform::events::DailyBarsStored>>> = std::sync::Arc::default();
    let (base, _) = fake_provider::start();
    let app = TestApp::spawn_full(
        with_providers(serde_json::json!({"providers": ["http"], "http_base_url": base, "http_api_key": "secret-key"})),
        |_| {},
        vec![Box::new(BarsListener(heard.clone()))],
    )
    .await;
    let good = "Symbol,Date,Open,High,Low,Close,Volume\n1120,2026-11-19,90.50,91.20,90.10,90.90,1200000\n1120,2026-11-20,90.90,92.00,90.80,91.75,1500000\nAAPL,2026-11-18,190.00,191.00,189.00,190.50,900000\n";
    market::import::import_csv(&app.ctx, good, None).await.unwrap();
    market::refresh::end_of_day(app.ctx.clone(), &market::universe::MARKETS[0]).await.unwrap();
    let wanted = |market: &str, day: u32| platform::events::DailyBarsStored {
        market: market.into(),
        date: NaiveDate::from_ymd_opt(2026, 11, day).unwrap(),
    };
    for _ in 0..100 {
        if heard.lock().unwrap().len() >= 3 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mut got = heard.lock().unwrap().clone();
    got.sort_by(|a, b| (&a.market, a.date).cmp(&(&b.market, b.date)));
    // The import: TASI up to the 20th and US up to the 18th; the end of day: the provider's
    // newest TASI day.
    let newest_from_provider = got.iter().filter(|e| e.market == "TASI").map(|e| e.date).max().unwrap();
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(got.contains(&wanted("TASI", 20)) && got.contains(&wanted("US", 18)), "{got:?}");
    assert!(newest_from_provider >= NaiveDate::from_ymd_opt(2026, 11, 20).unwrap());
}

/// A demo deployment never goes stale (issue 36): the end of day adds the sessions since the
/// seeded history ends through the last one closed, with their hours, quotes and index levels,
/// and a second run adds nothing; a session in progress trades along the very day it stores.
#[tokio::test]
async fn the_demo_history_goes_on_to_the_last_closed_session() {
    use market::demo_extend::{last_closed_session, sector_names, today_so_far};
    use market::entities::{index_bars, indices, stocks};
    use market::universe::MARKETS;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

    let app = app_with_history(30).await;
    let seeded_end = NaiveDate::from_ymd_opt(2026, 11, 19).unwrap();
    let id = stock_id(&app, "1120").await;
    let port = app.ctx.required_port::<dyn platform::ports::MarketData>().unwrap();
    let seeded_close = port.daily_bars(id, seeded_end, seeded_end).await.unwrap()[0].close;
    let stock = stocks::Entity::find_by_id(id).one(&app.ctx.db).await.unwrap().unwrap();
    let sectors = sector_names(&app.ctx.db).await.unwrap();

    // Monday 23 November, 11:30 in Riyadh, two sessions after the seeded Thursday: the day
    // trades shown 15 minutes late (the 10:00 hour only).
    let riyadh = chrono_tz::Asia::Riyadh;
    let at =
        |h: u32, m: u32| chrono::TimeZone::with_ymd_and_hms(&riyadh, 2026, 11, 23, h, m, 0).single().unwrap().with_timezone(&chrono::Utc);
    let (monday, previous, hours) =
        today_so_far(&app.ctx.db, &sectors, &MARKETS[0], &stock, at(11, 30), at(11, 15)).await.unwrap().expect("a session in progress");
    assert_eq!((monday.date, hours.len()), (NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(), 1));
    assert_ne!(previous, seeded_close, "Sunday the 22nd was drawn first, from the seeded close");
    assert!(
        today_so_far(&app.ctx.db, &sectors, &MARKETS[0], &stock, at(16, 0), at(15, 45)).await.unwrap().is_none(),
        "after the close the stored day stands"
    );

    let through = last_closed_session(&MARKETS[0], chrono::Utc::now()).unwrap();
    market::refresh::end_of_day(app.ctx.clone(), &MARKETS[0]).await.unwrap();
    let added = port.daily_bars(id, seeded_end.succ_opt().unwrap(), through).await.unwrap();
    let sessions = (1..=(through - seeded_end).num_days())
        .map(|d| seeded_end + chrono::Duration::days(d))
        .filter(|d| market::demo::is_trading_day(&MARKETS[0], *d))
        .count();
    assert_eq!(added.len(), sessions.min(260), "at most 260 sessions a run, the earliest first");
    if sessions <= 260 {
        assert_eq!(added.last().map(|b| b.date), Some(through));
    }
    assert!(added.iter().all(|b| b.low <= b.open.min(b.close) && b.high >= b.open.max(b.close)));
    let monday_stored = added.iter().find(|b| b.date == monday.date).unwrap();
    assert_eq!((monday_stored.open, monday_stored.close), (monday.open, monday.close), "the day stored is the day traded");
    let latest = port.latest_price(id).await.unwrap().unwrap();
    assert_eq!(latest.price, added.last().unwrap().close);
    let newest = added.last().unwrap().date;
    let from = newest.and_hms_opt(0, 0, 0).unwrap().and_utc();
    assert_eq!(port.hourly_bars(id, from, from + chrono::Duration::days(1)).await.unwrap().len(), 5, "the new session's hours");
    let tasi = indices::Entity::find().filter(indices::Column::Code.eq("TASI")).one(&app.ctx.db).await.unwrap().unwrap();
    let level = index_bars::Entity::find()
        .filter(index_bars::Column::IndexId.eq(tasi.id))
        .order_by_desc(index_bars::Column::Date)
        .one(&app.ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(level.date, newest, "the index moves with its members");

    market::refresh::end_of_day(app.ctx.clone(), &MARKETS[0]).await.unwrap();
    let again = port.daily_bars(id, seeded_end.succ_opt().unwrap(), through).await.unwrap();
    assert_eq!(again[..added.len()], added[..], "a second run changes nothing stored");
    assert!(sessions > 260 || again.len() == added.len(), "and, caught up, adds nothing");
}
