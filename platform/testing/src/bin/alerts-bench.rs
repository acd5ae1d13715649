//! A million alerts on PostgreSQL + Redis (`make bench-alerts`, BENCHMARKS.md): fills N stocks
//! of the main market with a quote each, users with alerts spread over them (price above and
//! below, the day's move up and down), then times
//! 1. a refresh that moves no alert's condition (the cost of watching them all),
//! 2. a refresh that fires `--fire` of them (evaluated and recorded, events staged), and
//! 3. the delivery of those firings into the feed by one worker set as `eva work` runs it.
//!
//!   alerts-bench --database-url postgres://…/eva_bench_alerts [--alerts N] [--stocks N] [--fire N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use chrono::Utc;
use eva::ConnectedApp;
use eva_testing::bench_app;
use platform::ports::MarketCode;
use sea_orm::{ConnectionTrait, Statement};

struct Args {
    database_url: String,
    redis_url: String,
    alerts: i64,
    stocks: i64,
    fire: i64,
}

fn args() -> Args {
    let mut a =
        Args { database_url: String::new(), redis_url: "redis://127.0.0.1:6379".into(), alerts: 1_000_000, stocks: 1_000, fire: 10_000 };
    eva_testing::bench::parse_flags(|flag, value| {
        match flag {
            eva_testing::bench::SMOKE => (a.alerts, a.stocks, a.fire) = (4_000, 20, 100),
            "--database-url" => a.database_url = value,
            "--redis-url" => a.redis_url = value,
            "--alerts" => a.alerts = eva_testing::bench::number(&value)?,
            "--stocks" => a.stocks = eva_testing::bench::number(&value)?,
            "--fire" => a.fire = eva_testing::bench::number(&value)?,
            _ => return Err("unknown flag".into()),
        }
        Ok(())
    });
    assert!(a.database_url.starts_with("postgres"), "the benchmark runs on PostgreSQL: --database-url postgres://…");
    assert!(a.fire * 4 <= a.alerts, "--fire is at most a quarter of --alerts (the price-above share)");
    a
}

async fn count(app: &ConnectedApp, sql: &str) -> i64 {
    let row = app.ctx.db.query_one_raw(Statement::from_string(app.ctx.db.get_database_backend(), sql.to_owned())).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Every bench stock's quote at `price` (scaled ×10,000) against a previous close of 100.00.
async fn refresh(app: &ConnectedApp, price: i64) {
    app.ctx
        .db
        .execute_unprepared(&format!(
            "UPDATE quotes SET price = {price}, high = GREATEST(high, {price}), quoted_at = now()
             WHERE stock_id IN (SELECT id FROM stocks WHERE symbol LIKE 'BN-%')"
        ))
        .await
        .unwrap();
}

/// One evaluation of the main market, timed.
async fn evaluate(app: &ConnectedApp) -> (Duration, usize) {
    let started = Instant::now();
    let fired = alerts::evaluate::market(&app.ctx, MarketCode::Tasi, Utc::now()).await.unwrap();
    (started.elapsed(), fired)
}

async fn fill(app: &ConnectedApp, a: &Args) {
    let db = &app.ctx.db;
    let (stocks, alerts, users) = (a.stocks, a.alerts, (a.alerts / 10).max(1));
    bench_app::add_investors(app, users).await.unwrap();
    // Alerts whose number is a multiple of `every` among the price-above ones sit at 100.50.
    let every = (a.alerts / 4 / a.fire.max(1)).max(1);
    let statements = [
        format!(
            "INSERT INTO stocks (symbol, market_id, sector_id, name_ar, name_en, search_key, shariah_compliant, shares_outstanding, is_demo)
             SELECT 'BN-' || g, 1, NULL, 'شركة معيارية ' || g, 'Bench Company ' || g, 'bn' || g, NULL, 0, false FROM generate_series(1, {stocks}) g"
        ),
        "INSERT INTO quotes (stock_id, price, previous_close, open, high, low, volume, quoted_at, delay_minutes, source)
         SELECT id, 1000000, 1000000, 1000000, 1000000, 1000000, 1000, now(), 0, 'bench' FROM stocks WHERE symbol LIKE 'BN-%'"
            .to_owned(),
        // Alert g: on stock g mod N, for user g mod U; conditions in turn. Levels sit beyond the
        // quiet refresh: price above 101.00–150.99, below 49.01–99.00, moves of 2–10 %.
        format!(
            "WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM stocks WHERE symbol LIKE 'BN-%'),
                  u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench%')
             INSERT INTO alerts_alerts (user_id, stock_id, market_id, condition, level, repeat, cooldown_minutes, state, expires_at, priced_at, fired_count, created_at, updated_at)
             SELECT u.ids[1 + g % {users}], s.ids[1 + g % {stocks}], 1,
                    (ARRAY['price_above', 'price_below', 'change_up', 'change_down'])[1 + g % 4],
                    CASE g % 4
                      WHEN 0 THEN CASE WHEN (g / 4) % {every} = 0 THEN 1005000 ELSE 1010000 + (g * 7919) % 500000 END
                      WHEN 1 THEN 990000 - (g * 7919) % 500000
                      ELSE 200 + (g * 7919) % 800 END,
                    'once', 60, 'active', now() + INTERVAL '90 days', now() - INTERVAL '1 hour', 0, now(), now()
             FROM generate_series(0::bigint, {alerts} - 1) g, s, u"
        ),
        "ANALYZE".to_owned(),
    ];
    for sql in statements {
        db.execute_unprepared(&sql).await.unwrap();
    }
}

#[tokio::main]
async fn main() {
    let a = args();
    let bench = bench_app::connect(&a.database_url, Some(&a.redis_url)).await.unwrap();
    let app = &bench.app;

    let filling = Instant::now();
    fill(app, &a).await;
    let active = count(app, "SELECT count(*) FROM alerts_alerts WHERE state = 'active'").await;
    println!("filled {} stocks and {active} active alerts in {:.1} s", a.stocks, filling.elapsed().as_secs_f64());

    // Warm the connection pool and the plans; then the quiet refresh, three times.
    evaluate(app).await;
    let mut quiet = Vec::new();
    for _ in 0..3 {
        refresh(app, 1_000_000).await;
        let (took, fired) = evaluate(app).await;
        assert_eq!(fired, 0, "a quiet refresh fires nothing");
        quiet.push(took);
    }
    quiet.sort();

    refresh(app, 1_006_000).await;
    let (busy, fired) = evaluate(app).await;
    assert_eq!(fired as i64, a.fire, "the refresh fires exactly the alerts set at 100.50");

    // Delivery: one worker set, as `eva work` runs it, turns the staged firings into notices.
    let started = Instant::now();
    let workers = bench_app::start_workers(app);
    let rows_sql = "SELECT count(*) FROM notifications_notifications WHERE kind = 'alert_fired'";
    // The first notices mark the worker set up and running: from there on, the feed's rate.
    let mut first: Option<(Duration, i64)> = None;
    loop {
        let stored = count(app, rows_sql).await;
        if first.is_none() && stored > 0 {
            first = Some((started.elapsed(), stored));
        }
        if stored >= a.fire {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(900), "delivery took more than 15 minutes");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let delivered = started.elapsed();
    let (first_at, first_count) = first.unwrap();
    let distinct = count(app, "SELECT count(DISTINCT source_key) FROM notifications_notifications WHERE kind = 'alert_fired'").await;
    assert_eq!(distinct, a.fire, "each firing once");

    println!("| {active} active alerts on {} stocks (PostgreSQL) | figure |", a.stocks);
    println!("| --- | --- |");
    println!("| quote refresh that fires nothing: evaluated (median of 3) | {:.0} ms |", quiet[1].as_secs_f64() * 1000.0);
    println!("| quote refresh that fires {fired}: evaluated, recorded, events staged | {:.0} ms |", busy.as_secs_f64() * 1000.0);
    println!(
        "| {fired} firings delivered to the feed (worker start to last notice, emails queued) | {:.2} s ({:.0} per second) |",
        delivered.as_secs_f64(),
        a.fire as f64 / delivered.as_secs_f64()
    );
    println!(
        "| the feed's rate once the worker set runs (first notices to last) | {:.0} per second |",
        (a.fire - first_count) as f64 / (delivered - first_at).as_secs_f64()
    );
    workers.stop().await;
}
