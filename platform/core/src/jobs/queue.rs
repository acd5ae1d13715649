//! Pushing jobs from handlers.

use std::time::Duration;

use apalis::prelude::{TaskBuilder, TaskSink};
use apalis_redis::RedisStorage;
use apalis_sqlite::SqliteStorage;

use super::{Job, JobBackend};

#[derive(Debug, thiserror::Error)]
pub enum QueueError {
    #[error("job store unavailable: {0}")]
    Backend(String),
    #[error("could not enqueue job on {queue}: {reason}")]
    Push { queue: String, reason: String },
}

impl QueueError {
    pub(crate) fn backend(e: impl std::fmt::Display) -> Self {
        QueueError::Backend(e.to_string())
    }
}

/// The handle modules use to enqueue jobs.
#[derive(Clone, Debug)]
pub struct JobQueue {
    backend: JobBackend,
    prefix: String,
}

impl JobQueue {
    pub fn new(backend: JobBackend, prefix: impl Into<String>) -> Self {
        Self { backend, prefix: prefix.into() }
    }

    pub fn backend(&self) -> &JobBackend {
        &self.backend
    }

    /// The full queue name of a job type in this deployment.
    pub fn queue_name<J: Job>(&self) -> String {
        self.full_name(J::QUEUE)
    }

    pub(crate) fn full_name(&self, queue: &str) -> String {
        format!("{}{}", self.prefix, queue)
    }

    /// Enqueues an event delivery on a subscriber's queue (names are made at run time).
    pub(crate) async fn push_delivery(
        &self,
        queue: &str,
        delivery: crate::events::EventDelivery,
        max_attempts: usize,
    ) -> Result<(), QueueError> {
        let queue = self.full_name(queue);
        let task = TaskBuilder::new(delivery).max_attempts(max_attempts).build();
        let pushed = match &self.backend {
            JobBackend::Sqlite(pool) => {
                let config = apalis_sqlite::Config::default().queue(&queue);
                let mut storage = SqliteStorage::<crate::events::EventDelivery>::new(pool).with_config(config);
                storage.push_task(task).await.map_err(|e| e.to_string())
            }
            JobBackend::Redis(conn) => {
                let config = apalis_redis::Config::default().queue(&queue);
                let mut storage = RedisStorage::<crate::events::EventDelivery>::new(conn.clone()).with_config(config);
                storage.push_task(task).await.map_err(|e| e.to_string())
            }
        };
        pushed.map_err(|reason| QueueError::Push { queue: queue.clone(), reason })?;
        super::poll::ring(&queue);
        Ok(())
    }

    pub async fn push<J: Job>(&self, job: J) -> Result<(), QueueError> {
        self.push_after(job, Duration::ZERO).await
    }

    /// Enqueues many jobs of one type at once, each to run no earlier than its delay from now:
    /// one round trip to the store for all of them rather than one each.
    pub async fn push_many_after<J: Job>(&self, jobs: Vec<(J, Duration)>) -> Result<(), QueueError> {
        if jobs.is_empty() {
            return Ok(());
        }
        let queue = self.queue_name::<J>();
        let any_now = jobs.iter().any(|(_, delay)| delay.is_zero());
        let tasks = futures_util::stream::iter(
            jobs.into_iter().map(|(job, delay)| TaskBuilder::new(job).max_attempts(J::MAX_ATTEMPTS).run_after(delay).build()),
        );
        let pushed = match &self.backend {
            JobBackend::Sqlite(pool) => {
                let config = apalis_sqlite::Config::default().queue(&queue);
                let mut storage = SqliteStorage::<J>::new(pool).with_config(config);
                storage.push_all(tasks).await.map_err(|e| e.to_string())
            }
            JobBackend::Redis(conn) => {
                let config = apalis_redis::Config::default().queue(&queue);
                let mut storage = RedisStorage::<J>::new(conn.clone()).with_config(config);
                storage.push_all(tasks).await.map_err(|e| e.to_string())
            }
        };
        pushed.map_err(|reason| QueueError::Push { queue: queue.clone(), reason })?;
        if any_now {
            super::poll::ring(&queue);
        }
        Ok(())
    }

    /// Enqueues a job that runs no earlier than `delay` from now.
    pub async fn push_after<J: Job>(&self, job: J, delay: Duration) -> Result<(), QueueError> {
        self.push_many_after(vec![(job, delay)]).await
    }
}
