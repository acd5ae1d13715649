//! The subscriptions expiry run over a large table (`make bench-expiry`, BENCHMARKS.md): fills
//! PostgreSQL with N subscriptions whose ends spread over 400 days around today (about 7.5% past,
//! 0.75% inside the three-day reminder window), then times the run, and a second run that must
//! find nothing left to do.
//!   expiry-bench --database-url postgres://…/eva_bench [--subscriptions N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use eva_testing::bench_app;
use sea_orm::ConnectionTrait;

struct Args {
    database_url: String,
    subscriptions: i64,
}

fn args() -> Args {
    let mut a = Args { database_url: String::new(), subscriptions: 1_000_000 };
    eva_testing::bench::parse_flags(|flag, value| {
        match flag {
            eva_testing::bench::SMOKE => a.subscriptions = 2_000,
            "--database-url" => a.database_url = value,
            "--subscriptions" => a.subscriptions = eva_testing::bench::number(&value)?,
            _ => return Err("unknown flag".into()),
        }
        Ok(())
    });
    assert!(a.database_url.starts_with("postgres"), "the benchmark runs on PostgreSQL: --database-url postgres://…");
    a
}

#[tokio::main]
async fn main() {
    let a = args();
    let bench = bench_app::connect(&a.database_url, None).await.unwrap();
    let app = &bench.app;
    let db = &app.ctx.db;

    let users = (a.subscriptions / 10).max(1);
    let filling = Instant::now();
    bench_app::add_investors(app, users).await.unwrap();
    db.execute_unprepared(&format!(
        "INSERT INTO subscriptions_subscriptions (user_id, package_id, plan_id, payment_id, product, grants, source, starts_at, ends_at, created_at)
         SELECT u.min_id + (g % {users}), 1, 1, NULL, 'platform', 'ai_chat', 'paid',
                now() + ((g % 400) - 60) * INTERVAL '1 day' - INTERVAL '30 days',
                now() + ((g % 400) - 30) * INTERVAL '1 day' + (g % 1440) * INTERVAL '1 minute',
                now()
         FROM generate_series(1, {n}) g, (SELECT min(id) AS min_id FROM users WHERE email LIKE 'bench%') u",
        n = a.subscriptions
    ))
    .await
    .unwrap();
    db.execute_unprepared("ANALYZE").await.unwrap();
    println!("filled {} subscriptions for {users} users in {:.1} s", a.subscriptions, filling.elapsed().as_secs_f64());

    let started = Instant::now();
    let report = subscriptions::expiry::run(&app.ctx).await.unwrap();
    let first = started.elapsed();
    println!("expiry run: {} ended, {} reminded in {:.2} s", report.ended, report.reminded, first.as_secs_f64());
    let started = Instant::now();
    let again = subscriptions::expiry::run(&app.ctx).await.unwrap();
    println!("second run: {} ended, {} reminded in {:.3} s", again.ended, again.reminded, started.elapsed().as_secs_f64());
    assert_eq!((again.ended, again.reminded), (0, 0));
}
