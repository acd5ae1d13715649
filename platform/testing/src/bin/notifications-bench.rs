//! One list's news to 100,000 subscribers on PostgreSQL + Redis (`make bench-notifications`,
//! BENCHMARKS.md): fills N users subscribed to one rating list, starts one worker set as `eva work`
//! does, publishes `RatingPublished` and times the fan-out to the last in-app notification and
//! to the last email queued (queued on Redis, throttled; the benchmark does not wait for them to
//! be sent).
//!   notifications-bench --database-url postgres://…/eva_bench_notifications [--recipients N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use eva::ConnectedApp;
use eva_testing::bench_app;
use platform::events::RatingPublished;
use platform::jobs::JobBackend;
use sea_orm::{ConnectionTrait, Statement};

struct Args {
    database_url: String,
    redis_url: String,
    recipients: i64,
}

fn args() -> Args {
    let mut a = Args { database_url: String::new(), redis_url: "redis://127.0.0.1:6379".into(), recipients: 100_000 };
    eva_testing::bench::parse_flags(|flag, value| {
        match flag {
            eva_testing::bench::SMOKE => a.recipients = 300,
            "--database-url" => a.database_url = value,
            "--redis-url" => a.redis_url = value,
            "--recipients" => a.recipients = eva_testing::bench::number(&value)?,
            _ => return Err("unknown flag".into()),
        }
        Ok(())
    });
    assert!(a.database_url.starts_with("postgres"), "the benchmark runs on PostgreSQL: --database-url postgres://…");
    a
}

async fn count(app: &ConnectedApp, sql: &str) -> i64 {
    let row = app.ctx.db.query_one_raw(Statement::from_string(app.ctx.db.get_database_backend(), sql.to_owned())).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Emails on the queue (waiting for their throttled time or ready) plus those already sent.
async fn emails_queued(app: &ConnectedApp) -> i64 {
    let JobBackend::Redis(conn) = app.ctx.queue.backend().clone() else { panic!("the benchmark queues on Redis") };
    let name = app.ctx.queue.queue_name::<notifications::SendNotificationEmail>();
    let config = apalis_redis::Config::default().queue(&name);
    let mut conn = conn;
    let scheduled: i64 = redis::cmd("ZCARD").arg(config.scheduled_jobs_set()).query_async(&mut conn).await.unwrap();
    let active: i64 = redis::cmd("LLEN").arg(config.active_jobs_list()).query_async(&mut conn).await.unwrap();
    scheduled + active + count(app, "SELECT count(*) FROM email_deliveries").await
}

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: f64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

#[tokio::main]
async fn main() {
    let a = args();
    let bench = bench_app::connect(&a.database_url, Some(&a.redis_url)).await.unwrap();
    let app = &bench.app;
    let db = &app.ctx.db;

    let n = a.recipients;
    let filling = Instant::now();
    bench_app::add_investors(app, n).await.unwrap();
    // Everyone subscribes to list 1, and one in ten also to another list (not notified).
    db.execute_unprepared(
        "INSERT INTO subscriptions_subscriptions (user_id, package_id, plan_id, payment_id, product, product_ref, grants, source, starts_at, ends_at, created_at)
         SELECT id, 1, 1, NULL::bigint, 'rating_list', CASE WHEN id % 10 = 0 THEN 2 ELSE 1 END, '', 'paid', now() - INTERVAL '1 day', now() + INTERVAL '30 days', now()
         FROM users WHERE email LIKE 'bench%'
         UNION ALL
         SELECT id, 1, 1, NULL::bigint, 'rating_list', 1, '', 'paid', now() - INTERVAL '1 day', now() + INTERVAL '30 days', now()
         FROM users WHERE email LIKE 'bench%' AND id % 10 = 0",
    )
    .await
    .unwrap();
    db.execute_unprepared("ANALYZE").await.unwrap();
    println!("filled {n} users subscribed to the list in {:.1} s", filling.elapsed().as_secs_f64());

    let workers = bench_app::start_workers(app);
    tokio::time::sleep(Duration::from_millis(500)).await;

    let started = Instant::now();
    app.ctx.publish(&RatingPublished { list_id: 1, rating_id: 1, stock_id: 1 }).await.unwrap();
    let rows_sql = "SELECT count(*) FROM notifications_notifications WHERE kind = 'rating_published'";
    let mut last_row = None;
    loop {
        assert!(started.elapsed() < Duration::from_secs(1800), "the fan-out took more than 30 minutes");
        if last_row.is_none() && count(app, rows_sql).await >= n {
            last_row = Some(started.elapsed());
        }
        if last_row.is_some() && emails_queued(app).await >= n {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let emails = started.elapsed();
    let last_row = last_row.unwrap();
    let distinct = count(app, "SELECT count(DISTINCT user_id) FROM notifications_notifications WHERE kind = 'rating_published'").await;
    let rows = count(app, rows_sql).await;
    assert_eq!((rows, distinct), (n, n), "every subscriber once");
    let settings: notifications::settings::NotificationSettings = app.ctx.settings.module_config("notifications").unwrap();
    println!("| {n} recipients: last in-app notification | {:.1} s |", last_row.as_secs_f64());
    println!(
        "| {n} recipients: last email queued ({} per minute leave afterwards) | {:.1} s |",
        settings.emails_per_minute,
        emails.as_secs_f64()
    );
    println!("| notifications per second to the last row | {:.0} |", n as f64 / last_row.as_secs_f64());
    println!("| peak memory of the process (worker and benchmark) | {:.0} MB |", peak_rss_mb());
    workers.stop().await;
}
