//! Market-data benchmark: builds a large dataset (default 1,000 stocks × 10 years of daily bars),
//! computes the analytics, serves the real app and times the market endpoints; with `wrk`
//! installed, also measures throughput under 64 connections against a bare actix JSON handler
//! in the same run, measured before and after the app. Build in release:
//! `cargo run --release -p eva-testing --bin market-bench`.
//!
//! A run is refused (exit 3, "not a measurement") when its two bare figures differ by more than
//! 15 %, or fall below 80 % of the best bare figure this machine has given (kept in
//! `target/bench-usual/bare-actix`): something else was using the machine. Any answer other than
//! 2xx under `wrk` fails the run.
//!
//!   market-bench [--database-url URL] [--stocks N] [--years N] [--requests N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use eva_testing::bench::{self, Case, time_endpoint};

use chrono::Datelike;
use eva::ConnectedApp;
use sea_orm::{ActiveValue::Set, EntityTrait, PaginatorTrait};

struct Args {
    database_url: Option<String>,
    stocks: usize,
    years: usize,
    requests: usize,
    /// A tiny run: one second of `wrk` per figure, nothing judged or recorded.
    smoke: bool,
}

fn args() -> Args {
    let mut a = Args { database_url: None, stocks: 1_000, years: 10, requests: 500, smoke: false };
    bench::parse_flags(|flag, value| {
        match flag {
            bench::SMOKE => (a.smoke, a.stocks, a.years, a.requests) = (true, 40, 1, 10),
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

/// What `wrk` measured: requests per second, and how many answers were not 2xx or 3xx.
struct Throughput {
    per_second: f64,
    not_ok: u64,
}

/// Requests per second under 64 connections for `seconds`; like a browser, the client takes gzip.
fn wrk(url: &str, seconds: u32) -> Option<Throughput> {
    let duration = format!("-d{seconds}s");
    let out = std::process::Command::new("wrk")
        .args(["-t2", "-c64", &duration, "--latency", "-H", "Accept-Encoding: gzip", url])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let per_second = text.lines().find_map(|l| l.strip_prefix("Requests/sec:")).and_then(|v| v.trim().parse().ok())?;
    let not_ok = text.lines().find_map(|l| l.trim().strip_prefix("Non-2xx or 3xx responses:")).and_then(|v| v.trim().parse().ok());
    Some(Throughput { per_second, not_ok: not_ok.unwrap_or(0) })
}

/// The best bare figure this machine has given, and this run's added to it.
fn usual_bare(this_run: f64) -> f64 {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-usual/bare-actix");
    let best: f64 = std::fs::read_to_string(&file).ok().and_then(|t| t.trim().parse().ok()).unwrap_or(0.0);
    if this_run > best {
        let _ = std::fs::create_dir_all(file.parent().unwrap_or(std::path::Path::new(".")));
        let _ = std::fs::write(&file, format!("{this_run:.0}\n"));
    }
    best.max(this_run)
}

/// Why this run's bare figures say the machine was not quiet, if they do.
fn contended(before: f64, after: f64, usual: f64) -> Option<String> {
    let (low, high) = (before.min(after), before.max(after));
    if low < high * 0.85 {
        return Some(format!("the bare handler gave {before:.0} before and {after:.0} after the app: more than 15 % apart"));
    }
    (low < usual * 0.8).then(|| format!("the bare handler gave {low:.0}, under 80 % of this machine's usual {usual:.0}"))
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
    let settings = eva_testing::bench_app::settings(dir.path(), a.database_url.as_deref(), None);
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
    let seconds = if a.smoke { 1 } else { 10 };
    let search = format!("{base}/api/stocks?query=%D8%A7%D9%84%D8%B1%D8%A7%D8%AC%D8%AD%D9%89");
    let heatmap = format!("{base}/api/market-heatmap/1");
    let (Some(before), Some(s), Some(h), Some(after)) =
        (wrk(&bare, seconds), wrk(&search, seconds), wrk(&heatmap, seconds), wrk(&bare, seconds))
    else {
        eprintln!("wrk not found or failed: install it (Debian package wrk) for the throughput figures");
        return;
    };
    for (name, t) in [("search", &s), ("heatmap", &h)] {
        assert_eq!(t.not_ok, 0, "{name}: {} answers under wrk were not 2xx (an abuse limit or an error): not a measurement", t.not_ok);
    }
    let b = (before.per_second + after.per_second) / 2.0;
    println!(
        "\n| throughput, wrk -t2 -c64 -d{seconds}s, Accept-Encoding: gzip | requests/s | bare actix in this run (before / after) | ratio to bare actix |"
    );
    println!("| --- | --- | --- | --- |");
    let bare_pair = format!("{:.0} / {:.0}", before.per_second, after.per_second);
    println!("| bare actix JSON handler | {b:.0} | {bare_pair} | 1.00 |");
    println!("| GET /api/stocks?query=الراجحى | {:.0} | {bare_pair} | {:.3} |", s.per_second, s.per_second / b);
    println!("| GET /api/market-heatmap/1 | {:.0} | {bare_pair} | {:.3} |", h.per_second, h.per_second / b);
    if a.smoke {
        return;
    }
    if let Some(why) = contended(before.per_second, after.per_second, usual_bare(before.per_second.max(after.per_second))) {
        eprintln!("\nnot a measurement: {why}. Something else used the machine; run it again on a quiet one.");
        std::process::exit(3);
    }
}
