//! Jobs per second on Redis with one and with two workers (`make capacity`, BENCHMARKS.md): a
//! backlog of jobs that do nothing but count is queued while no worker runs, then workers start
//! and the time to drain it is measured. Each worker is a full worker set as `eva work` starts it
//! (its own instance name and Redis connections), run in this process.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use eva::ConnectedApp;
use platform::AppContext;
use platform::jobs::{Job, JobError, WorkerEnv};
use serde::{Deserialize, Serialize};

static DONE: AtomicUsize = AtomicUsize::new(0);

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Noop {
    n: usize,
}

impl Job for Noop {
    const QUEUE: &'static str = "bench_noop";
    const MAX_ATTEMPTS: usize = 1;

    async fn run(self, _ctx: AppContext) -> Result<(), JobError> {
        DONE.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}

async fn drain(app: &ConnectedApp, workers: usize, jobs: usize) -> f64 {
    DONE.store(0, Ordering::Relaxed);
    for n in 0..jobs {
        app.ctx.queue.push(Noop { n }).await.unwrap();
    }
    let mut stops = Vec::new();
    let mut handles = Vec::new();
    let started = Instant::now();
    for w in 0..workers {
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let env = WorkerEnv {
            ctx: app.ctx.clone(),
            instance: format!("bench-{workers}-{w}-{}", uuid::Uuid::new_v4().simple()),
            run_schedules: false,
        };
        let registry = app.registry.clone();
        handles.push(tokio::spawn(async move {
            workers::run(&registry, env, async move {
                let _ = stopped.await;
            })
            .await
        }));
        stops.push(stop);
    }
    while DONE.load(Ordering::Relaxed) < jobs {
        if started.elapsed() > Duration::from_secs(300) {
            panic!("only {} of {jobs} jobs ran in 5 minutes", DONE.load(Ordering::Relaxed));
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let elapsed = started.elapsed();
    for stop in stops {
        let _ = stop.send(());
    }
    for handle in handles {
        let _ = handle.await;
    }
    jobs as f64 / elapsed.as_secs_f64()
}

#[tokio::main]
async fn main() {
    let redis = std::env::var("EVA_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let mut jobs: usize = std::env::var("EVA_BENCH_JOBS").ok().and_then(|n| n.parse().ok()).unwrap_or(5_000);
    eva_testing::bench::parse_flags(|flag, value| {
        match flag {
            eva_testing::bench::SMOKE => jobs = 200,
            "--jobs" => jobs = eva_testing::bench::number(&value)?,
            _ => return Err("unknown flag".into()),
        }
        Ok(())
    });
    let dir = tempfile::tempdir().unwrap();
    let settings = eva_testing::bench_app::settings(dir.path(), None, Some(&redis));
    let app = ConnectedApp::connect_with(settings, |r| {
        r.job::<Noop>();
    })
    .await
    .unwrap();
    app.migrate().await.unwrap();
    let concurrency = app.ctx.settings.jobs.concurrency;
    let poll = app.ctx.settings.jobs.poll_interval_ms;
    println!("| jobs on Redis, {jobs} queued no-op jobs drained (concurrency {concurrency} per worker, poll {poll} ms) | jobs/s |");
    println!("| --- | --- |");
    for workers in [1, 2] {
        let rate = drain(&app, workers, jobs).await;
        println!("| {workers} worker{} | {rate:.0} |", if workers == 1 { "" } else { "s" });
    }
}
