//! What each module contributes to the workers: job types and cron schedules.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use apalis::layers::retry::backoff::{ExponentialBackoff, ExponentialBackoffMaker, MakeBackoff};
use apalis::layers::retry::{BackoffRetryPolicy, HasherRng, RetryPolicy};
use apalis::prelude::{AbortError, Attempt, BackendExt, BoxDynError, Data, Monitor, WorkerBuilder, WorkerBuilderExt};
use apalis_redis::RedisStorage;
use apalis_sqlite::SqliteStorage;

use super::poll::IntervalWake;
use super::schedule::{RegisteredSchedule, ScheduleFn, install_schedule};
use super::subscribe::{RegisteredSubscriber, install_subscriber};
use super::{Job, JobBackend, QueueError};
use crate::AppContext;
use crate::events::{Event, EventDelivery, Subscriber};
use crate::metrics::{self, JobOutcome};

type Installer = fn(Monitor, &WorkerEnv) -> Result<Monitor, QueueError>;

/// What a worker process needs to run jobs.
#[derive(Clone)]
pub struct WorkerEnv {
    pub ctx: AppContext,
    /// Distinguishes this process's workers from a previous run's (apalis refuses a worker
    /// name that was active moments ago).
    pub instance: String,
    pub run_schedules: bool,
}

struct RegisteredJob {
    queue: &'static str,
    install: Installer,
}

#[derive(Default)]
pub struct JobRegistry {
    jobs: Vec<RegisteredJob>,
    schedules: Vec<RegisteredSchedule>,
    subscribers: Vec<RegisteredSubscriber>,
    current_module: &'static str,
}

impl JobRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Which module the next declarations belong to (the host sets it before each hook).
    pub fn set_module(&mut self, module: &'static str) {
        self.current_module = module;
    }

    /// Subscribes to event `E`: `run` gets each one (at least once; make it idempotent, e.g.
    /// with the delivery id or a unique key on its effect). `name` is stable, e.g.
    /// "ratings.fill_orders": it names the subscription's queue.
    pub fn on<E, F, Fut>(&mut self, name: &'static str, run: F) -> &mut Self
    where
        E: Event,
        F: Fn(E, uuid::Uuid, AppContext) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Result<(), super::JobError>> + Send + 'static,
    {
        let run = Arc::new(run);
        let deliver: super::subscribe::DeliveryFn = Arc::new(move |delivery: EventDelivery, ctx: AppContext| {
            let run = run.clone();
            Box::pin(async move {
                let event: E = serde_json::from_value(delivery.payload)
                    .map_err(|e| -> super::JobError { format!("event {} cannot be read: {e}", E::NAME).into() })?;
                run(event, delivery.delivery_id, ctx).await
            })
        });
        self.subscribers
            .push(RegisteredSubscriber { subscriber: Subscriber { module: self.current_module, event: E::NAME, name }, run: deliver });
        self
    }

    /// Every subscription, for the event bus.
    pub fn subscribers(&self) -> Vec<Subscriber> {
        self.subscribers.iter().map(|s| s.subscriber.clone()).collect()
    }

    /// Declares a job type this module handles.
    pub fn job<J: Job>(&mut self) -> &mut Self {
        self.jobs.push(RegisteredJob { queue: J::QUEUE, install: install_job::<J> });
        self
    }

    /// Declares a cron schedule (6 fields, seconds first, UTC) and what it runs.
    pub fn schedule(&mut self, name: &'static str, cron: &'static str, run: ScheduleFn) -> &mut Self {
        self.schedules.push(RegisteredSchedule { module: self.current_module, name, cron, run });
        self
    }

    /// Every queue name: job types and event subscriptions.
    pub fn queues(&self) -> Vec<String> {
        self.jobs.iter().map(|j| j.queue.to_owned()).chain(self.subscribers.iter().map(|s| s.subscriber.queue())).collect()
    }

    pub fn schedule_names(&self) -> Vec<&'static str> {
        self.schedules.iter().map(|s| s.name).collect()
    }

    /// Checks every cron expression, so a bad one stops start-up rather than a worker.
    pub fn validate(&self) -> Result<(), QueueError> {
        for s in &self.schedules {
            cron::Schedule::from_str(s.cron)
                .map_err(|e| QueueError::Backend(format!("schedule {} has a bad cron expression: {e}", s.name)))?;
        }
        Ok(())
    }

    /// Registers a worker per job type, and one per schedule when this instance runs them.
    pub fn install(&self, mut monitor: Monitor, env: &WorkerEnv) -> Result<Monitor, QueueError> {
        for job in &self.jobs {
            monitor = (job.install)(monitor, env)?;
        }
        for s in &self.subscribers {
            monitor = install_subscriber(monitor, env, s)?;
        }
        if env.run_schedules {
            for s in &self.schedules {
                monitor = install_schedule(monitor, env, s)?;
            }
        }
        Ok(monitor)
    }
}

/// Runs a job, enforcing its maximum attempts whatever the backend does: the last failure is
/// final (apalis-redis would otherwise reschedule up to 25 times), and a run past the maximum
/// does not start.
async fn run_job<J: Job>(job: J, ctx: Data<AppContext>, attempt: Attempt) -> Result<(), BoxDynError> {
    let n = attempt.current();
    if n > J::MAX_ATTEMPTS {
        return Err(Box::new(AbortError::new(format!("{} used its {} attempts", J::QUEUE, J::MAX_ATTEMPTS))));
    }
    let started = std::time::Instant::now();
    let result = job.run((*ctx).clone()).await;
    let seconds = started.elapsed().as_secs_f64();
    match result {
        Ok(()) => {
            metrics::job_run(J::QUEUE, JobOutcome::Ok, seconds);
            Ok(())
        }
        Err(e) if n >= J::MAX_ATTEMPTS => {
            metrics::job_run(J::QUEUE, JobOutcome::Failed, seconds);
            tracing::error!(queue = J::QUEUE, attempt = n, error = %e, "job failed for the last time");
            Err(Box::new(AbortError::new(e)))
        }
        Err(e) => {
            metrics::job_run(J::QUEUE, JobOutcome::Retry, seconds);
            tracing::warn!(queue = J::QUEUE, attempt = n, error = %e, "job failed; it will be retried");
            Err(e)
        }
    }
}

/// Exponential backoff from the configured first delay, up to 64 times it, with jitter.
pub(crate) fn backoff(env: &WorkerEnv) -> Result<ExponentialBackoff, QueueError> {
    let min = Duration::from_millis(env.ctx.settings.jobs.retry_backoff_ms.max(1));
    Ok(ExponentialBackoffMaker::new(min, min * 64, 0.2, HasherRng::default())
        .map_err(|e| QueueError::Backend(format!("invalid retry backoff: {e}")))?
        .make_backoff())
}

/// A Redis queue's settings for this instance's workers: the heartbeat, and when a silent
/// worker counts as dead and its jobs go back to the queue (`jobs.heartbeat_ms` ×
/// `jobs.missed_heartbeats`; apalis' own default is five minutes).
pub(crate) fn redis_config(env: &WorkerEnv, queue: &str) -> apalis_redis::Config {
    let jobs = &env.ctx.settings.jobs;
    apalis_redis::Config::default()
        .queue(queue)
        .heartbeat_interval(Duration::from_millis(jobs.heartbeat_ms.max(1000)))
        .missed_heartbeats(jobs.missed_heartbeats.max(1))
}

fn retry_policy<J: Job>(env: &WorkerEnv) -> Result<BackoffRetryPolicy<ExponentialBackoff>, QueueError> {
    Ok(RetryPolicy::retries(J::MAX_ATTEMPTS.saturating_sub(1)).with_backoff(backoff(env)?))
}

fn install_job<J: Job>(monitor: Monitor, env: &WorkerEnv) -> Result<Monitor, QueueError> {
    let queue = env.ctx.queue.full_name(J::QUEUE);
    let name = format!("{queue}@{}", env.instance);
    let ctx = env.ctx.clone();
    let policy = retry_policy::<J>(env)?;
    let concurrency = env.ctx.settings.jobs.concurrency.max(J::MIN_CONCURRENCY).max(1);
    let poll = Duration::from_millis(env.ctx.settings.jobs.poll_interval_ms.max(10));
    let env_for_redis = env.clone();
    let monitor = match env.ctx.queue.backend().clone() {
        JobBackend::Sqlite(pool) => monitor.register(move |_restarts| {
            let config = apalis_sqlite::Config::default().queue(&queue);
            let backend = SqliteStorage::<J>::new(&pool).with_config(config).poll_with_strategy(IntervalWake::new(poll, &queue));
            WorkerBuilder::new(name.as_str())
                .backend(backend)
                .data(ctx.clone())
                .concurrency(concurrency)
                .retry(policy.clone())
                .build(run_job::<J>)
        }),
        JobBackend::Redis(conn) => monitor.register(move |_restarts| {
            let config = redis_config(&env_for_redis, &queue);
            let backend = RedisStorage::<J>::new(conn.clone()).with_config(config).poll_with_strategy(IntervalWake::new(poll, &queue));
            WorkerBuilder::new(name.as_str())
                .backend(backend)
                .data(ctx.clone())
                .concurrency(concurrency)
                .retry(policy.clone())
                .build(run_job::<J>)
        }),
    };
    Ok(monitor)
}
