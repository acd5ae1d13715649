//! The apalis runtime: one Monitor with a worker per enabled job type (and per schedule when
//! this instance runs them), and the event outbox's sweep; stopped gracefully — jobs in flight
//! finish — on shutdown.
//!
//! A worker whose queue failed under it (Redis went away, or counted it dead after missed
//! heartbeats and took its jobs back) ends for good in apalis; so when one ends, the whole set
//! stops gracefully and starts again under a new name a moment later, until shutdown.

use std::future::Future;
use std::time::Duration;

use apalis::prelude::Monitor;
use platform::jobs::{JobRegistry, WorkerEnv};
use tokio::sync::watch;

/// How long running jobs get to finish after a shutdown signal.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);
/// The pause before the workers start again after one of them stopped.
pub const RESTART_DELAY: Duration = Duration::from_secs(1);

async fn raised(mut flag: watch::Receiver<bool>) {
    let _ = flag.wait_for(|up| *up).await.map(|_| ());
}

/// Runs the workers until `shutdown` resolves, then lets running jobs finish.
pub async fn run(registry: &JobRegistry, env: WorkerEnv, shutdown: impl Future<Output = ()> + Send + 'static) -> anyhow::Result<()> {
    registry.validate()?;
    let (stop, stopping) = watch::channel(false);
    let watcher = tokio::spawn(async move {
        shutdown.await;
        let _ = stop.send(true);
    });
    let (end_sweep, sweep_ends) = watch::channel(false);
    let sweep = tokio::spawn(platform::events::outbox::sweep_until(
        env.ctx.db.clone(),
        env.ctx.events.clone(),
        Duration::from_millis(env.ctx.settings.jobs.outbox_sweep_ms.max(10)),
        raised(sweep_ends),
    ));
    let mut generation = 0u32;
    let ran = loop {
        let this =
            if generation == 0 { env.clone() } else { WorkerEnv { instance: format!("{}-r{generation}", env.instance), ..env.clone() } };
        let (died, dead) = watch::channel(false);
        let monitor = Monitor::new().shutdown_timeout(SHUTDOWN_GRACE).should_restart(move |worker, error| {
            tracing::warn!(worker = worker.name(), %error, "a worker stopped: the workers start again");
            let _ = died.send(true);
            false
        });
        let monitor = registry.install(monitor, &this)?;
        tracing::info!(
            queues = ?registry.queues(),
            schedules = ?registry.schedule_names(),
            run_schedules = this.run_schedules,
            instance = %this.instance,
            "workers started"
        );
        let stop = stopping.clone();
        let ran = monitor
            .run_with_signal(async move {
                tokio::select! {
                    () = raised(stop) => {}
                    () = raised(dead) => {}
                }
                Ok(())
            })
            .await;
        if *stopping.borrow() {
            break ran;
        }
        if let Err(e) = &ran {
            tracing::warn!(error = %e, "the workers stopped with an error");
        }
        // The stopped workers' unfinished jobs go back at once, for the next generation to take.
        match env.ctx.queue.backend().release_jobs_of(&this.instance).await {
            Ok(0) => {}
            Ok(released) => tracing::info!(released, instance = %this.instance, "jobs of the stopped workers queued again"),
            Err(e) => {
                tracing::warn!(error = %e, "could not queue the stopped workers' jobs again: they wait for their heartbeats to lapse")
            }
        }
        generation += 1;
        tokio::select! {
            () = raised(stopping.clone()) => break Ok(()),
            () = tokio::time::sleep(RESTART_DELAY) => {}
        }
    };
    watcher.abort();
    // After the jobs in flight: what they staged is relayed before the sweep stops.
    let _ = end_sweep.send(true);
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
