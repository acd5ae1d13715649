//! Market-data benchmark: builds a large dataset (default 1,000 stocks × 10 years of daily bars),
//! computes the analytics, serves the real app and times the market endpoints; with `wrk`
//! installed, also measures throughput under 64 connections against a bare actix JSON handler
//! in the same run. Build in release: `cargo run --release -p eva-testing --bin market-bench`.
//!
//!   market-bench [--database-url URL] [--stocks N] [--years N] [--requests N]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use eva_testing::bench::{self, Case, time_endpoint};

use chrono::Datelike;
use eva::ConnectedApp;
use platform::Settings;
use platform::settings::Secret;
use sea_orm::{ActiveValue::Set, EntityTrait, PaginatorTrait};

struct Args {
    database_url: Option<String>,
    stocks: usize,
    years: usize,
    requests: usize,
}

fn args() -> Args {
    let mut a = Args { database_url: None, stocks: 1_000, years: 10, requests: 500 };
    bench::parse_flags(|flag, value| {
        match flag {
            "--database-url" => a.database_url = Some(value),
            "--stocks" => a.stocks = bench::number(&value)?,
            "--years" => a.years = bench::number(&value)?,
            "--requests" => a.requests = bench::number(&value)?,
            other => return Err(format!("unknown flag {other}")),
        }
        Ok(())
    });
    a
}

/// Adds made-up companies to the main and US markets until the universe has `target` stocks.
async fn pad_universe(db: &sea_orm::DatabaseConnection, target: usize) {
    use market::entities::stocks;
    let have = stocks::Entity::find().count(db).await.unwrap() as usize;
    let rows: Vec<stocks::ActiveModel> = (have..target)
        .map(|i| {
            let (symbol, name_ar, name_en) = (format!("BN{i:04}"), format!("شركة معيارية {i}"), format!("Benchmark Company {i}"));
            stocks::ActiveModel {
                search_key: Set(market::search::stock_key(&symbol, &name_ar, &name_en)),
                symbol: Set(symbol),
                market_id: Set(if i % 2 == 0 { 1 } else { 3 }),
                sector_id: Set(None),
                name_ar: Set(name_ar),
                name_en: Set(name_en),
                shariah_compliant: Set(None),
                shares_outstanding: Set(0),
                is_demo: Set(false),
                ..Default::default()
            }
        })
        .collect();
    for chunk in rows.chunks(500) {
        stocks::Entity::insert_many(chunk.to_vec()).exec(db).await.unwrap();
    }
}

/// Requests per second under 64 connections; like a browser, the client takes gzip.
fn wrk(url: &str) -> Option<f64> {
    let out =
        std::process::Command::new("wrk").args(["-t2", "-c64", "-d10s", "--latency", "-H", "Accept-Encoding: gzip", url]).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().find_map(|l| l.strip_prefix("Requests/sec:")).and_then(|v| v.trim().parse().ok())
}

fn bare_server() -> String {
    use actix_web::{App, HttpResponse, HttpServer, web};
    let server = HttpServer::new(|| {
        App::new().route("/bare", web::get().to(|| async { HttpResponse::Ok().json(serde_json::json!({"data": "ok"})) }))
    })
    .bind(("127.0.0.1", 0))
    .unwrap();
    let port = server.addrs()[0].port();
    tokio::spawn(server.run());
    format!("http://127.0.0.1:{port}/bare")
}

#[tokio::main]
async fn main() {
    let a = args();
    let dir = tempfile::tempdir().unwrap();
    let mut settings = Settings {
        bind: "127.0.0.1:0".into(),
        data_dir: dir.path().to_path_buf(),
        web_dir: dir.path().join("none"),
        ..Settings::default()
    };
    settings.database_url = a.database_url.clone().map(Secret::new);
    settings.jobs.run_schedules = false;
    let backend = if settings.is_postgres() { "PostgreSQL" } else { "SQLite" };

    let app = ConnectedApp::connect(settings).await.unwrap();
    app.migrate().await.unwrap();
    app.seed(false).await.unwrap();
    pad_universe(&app.ctx.db, a.stocks).await;
    let started = Instant::now();
    let options = market::seed::DemoOptions { trading_days: a.years * 250, ..market::seed::DemoOptions::standard() };
    market::seed::seed_demo_history(&app.ctx, &options).await.unwrap();
    let generated = started.elapsed();
    for market_id in 1..=3 {
        market::analytics::compute::compute_market(&app.ctx.db, market_id).await.unwrap();
    }
    market::analytics::equal_weight::compute(&app.ctx.db).await.unwrap();
    let bars = market::entities::daily_bars::Entity::find().count(&app.ctx.db).await.unwrap();
    eprintln!(
        "dataset: {} stocks, {bars} daily bars on {backend} (generated in {generated:?}, analytics in {:?})",
        a.stocks,
        started.elapsed() - generated
    );

    let views = market::view_cache::ViewCache::of(&app.ctx).unwrap();
    let application = eva::Application::bind(app).unwrap();
    let base = format!("http://127.0.0.1:{}", application.port);
    tokio::spawn(application.server);
    let client = reqwest::Client::new();
    let today = chrono::Utc::now().date_naive().iso_week();
    let searches: Vec<String> = ["الراجحى", "1120", "ارامكو", "apple", "١٢٠", "معيارية 42", "bank"]
        .iter()
        .map(|q| format!("/api/stocks?query={q}&limit=45"))
        .collect();
    let keep = || {};
    let recompute = || views.clear();
    let cases: Vec<Case> = vec![
        ("GET /api/stocks?query= (search)", searches, &keep),
        ("GET /api/market-heatmap/1 (computed: cache emptied before each)", vec!["/api/market-heatmap/1".into()], &recompute),
        ("GET /api/market-heatmap/1 (cached)", vec!["/api/market-heatmap/1".into()], &keep),
        (
            "GET /api/weekly-high-low-stocks/{year}/{week}",
            vec![format!("/api/weekly-high-low-stocks/{}/{}", today.year(), today.week().max(2) - 1)],
            &keep,
        ),
        ("GET /api/global-index?symbols=TASI,TASI_EW", vec!["/api/global-index?symbols=TASI,TASI_EW".into()], &keep),
    ];
    println!("| endpoint ({backend}, {} stocks × {} years) | p50 | p95 | p99 |", a.stocks, a.years);
    println!("| --- | --- | --- | --- |");
    for (name, paths, before_each) in &cases {
        println!("{}", eva_testing::bench::row(name, time_endpoint(&client, &base, paths, a.requests, *before_each).await));
    }

    let bare = bare_server();
    match (
        wrk(&bare),
        wrk(&format!("{base}/api/stocks?query=%D8%A7%D9%84%D8%B1%D8%A7%D8%AC%D8%AD%D9%89")),
        wrk(&format!("{base}/api/market-heatmap/1")),
    ) {
        (Some(b), Some(s), Some(h)) => {
            println!("\n| throughput, wrk -t2 -c64 -d10s, Accept-Encoding: gzip | requests/s | ratio to bare actix |");
            println!("| --- | --- | --- |");
            println!("| bare actix JSON handler | {b:.0} | 1.00 |");
            println!("| GET /api/stocks?query=الراجحى | {s:.0} | {:.4} |", s / b);
            println!("| GET /api/market-heatmap/1 | {h:.0} | {:.4} |", h / b);
        }
        _ => eprintln!("wrk not found or failed: install it (Debian package wrk) for the throughput figures"),
    }
}
