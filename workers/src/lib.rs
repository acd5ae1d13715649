//! The apalis runtime: one Monitor with a worker per enabled job type (and per schedule when
//! this instance runs them), and the event outbox's sweep; stopped gracefully — jobs in flight
//! finish — on shutdown.

use std::future::Future;
use std::time::Duration;

use apalis::prelude::Monitor;
use platform::jobs::{JobRegistry, WorkerEnv};

/// How long running jobs get to finish after a shutdown signal.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Runs the workers until `shutdown` resolves, then lets running jobs finish.
pub async fn run(registry: &JobRegistry, env: WorkerEnv, shutdown: impl Future<Output = ()> + Send + 'static) -> anyhow::Result<()> {
    registry.validate()?;
    let monitor = registry.install(Monitor::new().shutdown_timeout(SHUTDOWN_GRACE), &env)?;
    tracing::info!(
        queues = ?registry.queues(),
        schedules = ?registry.schedule_names(),
        run_schedules = env.run_schedules,
        instance = %env.instance,
        "workers started"
    );
    let (stop_sweep, sweep_stopped) = tokio::sync::watch::channel(false);
    let sweep = tokio::spawn(platform::events::outbox::sweep_until(
        env.ctx.db.clone(),
        env.ctx.events.clone(),
        Duration::from_millis(env.ctx.settings.jobs.outbox_sweep_ms.max(10)),
        async move {
            let mut stopped = sweep_stopped;
            let _ = stopped.wait_for(|s| *s).await;
        },
    ));
    let ran = monitor
        .run_with_signal(async move {
            shutdown.await;
            Ok(())
        })
        .await;
    // After the jobs in flight: what they staged is relayed before the sweep stops.
    let _ = stop_sweep.send(true);
    let _ = sweep.await;
    ran.map_err(|e| anyhow::anyhow!("workers stopped with an error: {e}"))?;
    tracing::info!("workers stopped");
    Ok(())
}

/// A name unique to this process start, so a restarted worker is not mistaken for the old one.
pub fn instance_name() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "eva".into());
    format!("{host}-{}-{}", std::process::id(), chrono_like_now())
}

fn chrono_like_now() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or_default()
}
