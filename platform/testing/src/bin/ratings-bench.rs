//! Eva lists benchmark: one list of 50 stocks with 10 years of moves (buys, increases, sells,
//! dividends) on 10 years of prices, served by the real app; times the list page's calls and
//! the performance calls. Build in release: `cargo run --release -p eva-testing --bin
//! ratings-bench`.
//!
//!   ratings-bench [--database-url URL] [--years N] [--step N] [--requests N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use eva::ConnectedApp;
use eva_testing::bench::{self, row, time_endpoint};
use platform::entities::users;
use platform::ports::{AnalystLists, ListKind};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::json;

/// The 50 main-market stocks the list trades.
const STOCKS: [&str; 50] = [
    "1120", "2222", "1180", "2010", "7010", "1150", "2280", "4190", "1010", "2380", "1211", "4013", "2020", "1060", "1050", "1080", "1140",
    "2050", "2082", "2290", "2310", "2350", "3010", "3020", "3030", "3040", "3050", "3060", "4001", "4002", "4003", "4004", "4030", "4050",
    "4061", "4100", "4150", "4160", "4200", "4210", "4250", "4280", "4300", "4321", "5110", "6001", "6002", "7020", "7030", "8010",
];

struct Args {
    database_url: Option<String>,
    years: u64,
    step: usize,
    requests: usize,
}

fn args() -> Args {
    let mut a = Args { database_url: None, years: 10, step: 2, requests: 500 };
    bench::parse_flags(|flag, value| {
        match flag {
            bench::SMOKE => (a.years, a.step, a.requests) = (1, 20, 10),
            "--database-url" => a.database_url = Some(value),
            "--years" => a.years = bench::number(&value)?,
            "--step" => a.step = bench::number(&value)?,
            "--requests" => a.requests = bench::number(&value)?,
            other => return Err(format!("unknown flag {other}")),
        }
        Ok(())
    });
    a
}

#[tokio::main]
async fn main() {
    let a = args();
    let dir = tempfile::tempdir().unwrap();
    let settings = eva_testing::bench_app::settings(dir.path(), a.database_url.as_deref(), None);
    let backend = if settings.is_postgres() { "PostgreSQL" } else { "SQLite" };
    let app = ConnectedApp::connect(settings).await.unwrap();
    app.migrate().await.unwrap();
    app.seed(false).await.unwrap();
    let started = Instant::now();
    let yesterday = chrono::Utc::now().date_naive() - chrono::Duration::days(1);
    let only = STOCKS.iter().map(|s| (*s).to_owned()).collect();
    let options =
        market::seed::DemoOptions { seed: 7, end: yesterday, trading_days: usize::try_from(a.years).unwrap() * 250, only: Some(only) };
    market::seed::seed_demo_history(&app.ctx, &options).await.unwrap();
    market::analytics::equal_weight::compute(&app.ctx.db).await.unwrap();
    eprintln!("prices: {} stocks × {} years in {:?}", STOCKS.len(), a.years, started.elapsed());

    let ctx = app.ctx.clone();
    let application = eva::Application::bind(app).unwrap();
    let base = format!("http://127.0.0.1:{}", application.port);
    tokio::spawn(application.server);
    let client = reqwest::Client::new();
    // The analyst is made directly (as staff approval leaves one) and signs in through the API.
    let now = chrono::Utc::now();
    let user = users::ActiveModel {
        name: Set("Bench Analyst".into()),
        email: Set("bench.analyst@example.com".into()),
        password_hash: Set(platform::auth::hash_password("bench-passw0rd".into()).await.unwrap()),
        language: Set("ar".into()),
        role: Set("analyst".into()),
        email_verified_at: Set(Some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    let session: serde_json::Value = client
        .post(format!("{base}/api/login"))
        .json(&json!({"email": "bench.analyst@example.com", "password": "bench-passw0rd"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = session["data"]["token"].as_str().unwrap().to_owned();
    let plans: Vec<_> =
        ["monthly", "quarterly", "biannual", "annual"].iter().map(|p| json!({"plan_type": p, "price_halalas": 20_000})).collect();
    let form = json!({"name": "خمسون سهماً", "market_id": 1, "service_type": "eva_lists", "discount_percent": 0, "about": "قائمة المعيار", "stocks_count": 50, "plans": plans});
    let created = client.post(format!("{base}/api/rating-list/create")).bearer_auth(&token).json(&form).send().await.unwrap();
    assert!(created.status().is_success(), "{}", created.text().await.unwrap());
    let list = ctx.required_port::<dyn AnalystLists>().unwrap().lists_of(user.id, ListKind::Rating).await.unwrap().remove(0);

    let started = Instant::now();
    let sim = ratings::demo::Simulation { symbols: &STOCKS, history_days: a.years * 365, step_days: a.step, target: 50 };
    ratings::demo::simulate(&ctx, &list, &sim).await.unwrap();
    let entries = ratings::entities::transactions::Entity::find()
        .filter(ratings::entities::transactions::Column::ListId.eq(list.id))
        .count(&ctx.db)
        .await
        .unwrap();
    let held = ratings::entities::ratings::Entity::find()
        .filter(ratings::entities::ratings::Column::ListId.eq(list.id))
        .filter(ratings::entities::ratings::Column::State.eq("open"))
        .count(&ctx.db)
        .await
        .unwrap();
    eprintln!("history: {entries} entries, {held} stocks held now, made in {:?}", started.elapsed());

    let authed = reqwest::Client::builder()
        .default_headers(std::iter::once((reqwest::header::AUTHORIZATION, format!("Bearer {token}").parse().unwrap())).collect())
        .build()
        .unwrap();
    let id = list.id;
    let keep = || {};
    let cases: Vec<(&str, Vec<String>)> = vec![
        ("GET /api/ratings (the list's rows, newest first)", vec![format!("/api/ratings?rating_list_id={id}")]),
        ("GET /api/ratings?status=all (every rating of 10 years)", vec![format!("/api/ratings?rating_list_id={id}&status=all")]),
        ("GET /api/rating-lists-single", vec![format!("/api/rating-lists-single?rating_list_id={id}")]),
        ("GET /api/rating-list-performance", vec![format!("/api/rating-list-performance?rating_list_id={id}")]),
        ("GET /api/graph-data (10 years of closes and two indices)", vec![format!("/api/graph-data?listId={id}")]),
        ("GET /api/rating-list-stock-performance", vec![format!("/api/rating-list-stock-performance?rating_list_id={id}")]),
        ("GET /api/rating/logs (the whole history)", vec![format!("/api/rating/logs?listingId={id}")]),
        ("GET /api/rating-lists/{id}/verify (every hash recomputed)", vec![format!("/api/rating-lists/{id}/verify")]),
    ];
    println!("| endpoint ({backend}; 50 stocks, {} years, {entries} history entries) | p50 | p95 | p99 |", a.years);
    println!("| --- | --- | --- | --- |");
    for (name, paths) in &cases {
        println!("{}", row(name, time_endpoint(&authed, &base, paths, a.requests, &keep).await));
    }
}
