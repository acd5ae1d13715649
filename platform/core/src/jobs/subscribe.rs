//! Event subscribers as workers: one queue per subscription, at least once, retried with
//! backoff, the last failure kept (as for any job).

use std::sync::Arc;
use std::time::Duration;

use apalis::layers::retry::RetryPolicy;
use apalis::prelude::{AbortError, Attempt, BackendExt, BoxDynError, Data, Monitor, WorkerBuilder, WorkerBuilderExt};
use apalis_redis::RedisStorage;
use apalis_sqlite::SqliteStorage;
use futures_util::future::BoxFuture;

use super::poll::IntervalWake;
use super::registry::{WorkerEnv, backoff, redis_config};
use super::{JobBackend, JobError, QueueError};
use crate::AppContext;
use crate::events::{DELIVERY_ATTEMPTS, EventDelivery, Subscriber};

/// What a subscriber does with a delivery: the event's JSON and its delivery id.
pub type DeliveryFn = Arc<dyn Fn(EventDelivery, AppContext) -> BoxFuture<'static, Result<(), JobError>> + Send + Sync>;

pub(crate) struct RegisteredSubscriber {
    pub subscriber: Subscriber,
    pub run: DeliveryFn,
}

#[derive(Clone)]
struct DeliveryData {
    name: &'static str,
    run: DeliveryFn,
    ctx: AppContext,
}

async fn deliver(delivery: EventDelivery, data: Data<DeliveryData>, attempt: Attempt) -> Result<(), BoxDynError> {
    let n = attempt.current();
    if n > DELIVERY_ATTEMPTS {
        return Err(Box::new(AbortError::new(format!("{} used its {DELIVERY_ATTEMPTS} attempts", data.name))));
    }
    match (data.run)(delivery, data.ctx.clone()).await {
        Ok(()) => Ok(()),
        Err(e) if n >= DELIVERY_ATTEMPTS => {
            tracing::error!(subscriber = data.name, attempt = n, error = %e, "event delivery failed for the last time");
            Err(Box::new(AbortError::new(e)))
        }
        Err(e) => {
            tracing::warn!(subscriber = data.name, attempt = n, error = %e, "event delivery failed; it will be retried");
            Err(e)
        }
    }
}

pub(crate) fn install_subscriber(monitor: Monitor, env: &WorkerEnv, s: &RegisteredSubscriber) -> Result<Monitor, QueueError> {
    let queue = env.ctx.queue.full_name(&s.subscriber.queue());
    let name = format!("{queue}@{}", env.instance);
    let data = DeliveryData { name: s.subscriber.name, run: s.run.clone(), ctx: env.ctx.clone() };
    let policy = RetryPolicy::retries(DELIVERY_ATTEMPTS.saturating_sub(1)).with_backoff(backoff(env)?);
    let concurrency = env.ctx.settings.jobs.concurrency.max(1);
    let poll = Duration::from_millis(env.ctx.settings.jobs.poll_interval_ms.max(10));
    let env_for_redis = env.clone();
    Ok(match env.ctx.queue.backend().clone() {
        JobBackend::Sqlite(pool) => monitor.register(move |_restarts| {
            let config = apalis_sqlite::Config::default().queue(&queue);
            let backend =
                SqliteStorage::<EventDelivery>::new(&pool).with_config(config).poll_with_strategy(IntervalWake::new(poll, &queue));
            WorkerBuilder::new(name.as_str())
                .backend(backend)
                .data(data.clone())
                .concurrency(concurrency)
                .retry(policy.clone())
                .build(deliver)
        }),
        JobBackend::Redis(conn) => monitor.register(move |_restarts| {
            let config = redis_config(&env_for_redis, &queue);
            let backend =
                RedisStorage::<EventDelivery>::new(conn.clone()).with_config(config).poll_with_strategy(IntervalWake::new(poll, &queue));
            WorkerBuilder::new(name.as_str())
                .backend(backend)
                .data(data.clone())
                .concurrency(concurrency)
                .retry(policy.clone())
                .build(deliver)
        }),
    })
}
