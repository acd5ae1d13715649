//! Background jobs over apalis: modules declare [`Job`] types and cron schedules in a
//! [`JobRegistry`]; handlers push jobs through the [`JobQueue`]; the `workers` crate runs them.
//!
//! The queue lives in its own SQLite file by default and on Redis when `EVA_REDIS_URL` is set.
//! Every queue has an explicit name (never the Rust type path), every job a maximum number of
//! attempts with exponential backoff between them, and failed jobs stay visible.

mod backend;
mod depth;
mod failed;
mod poll;
mod queue;
mod registry;
mod schedule;
mod subscribe;

use std::future::Future;

use serde::Serialize;
use serde::de::DeserializeOwned;

pub use backend::JobBackend;
pub use depth::{QueueDepth, depths};
pub use failed::{FailedJob, list_failed};
pub use queue::{JobQueue, QueueError};
pub use registry::{JobRegistry, WorkerEnv};
pub use schedule::{ScheduleFn, claim_tick};
pub use subscribe::DeliveryFn;

use crate::AppContext;

/// A job's failure; the worker logs it, retries while attempts remain, then keeps it as failed.
pub type JobError = Box<dyn std::error::Error + Send + Sync>;

/// A background job. Delivery is at least once, so `run` must be idempotent.
pub trait Job: Serialize + DeserializeOwned + Clone + Send + Sync + Unpin + 'static {
    /// The stable queue name; moving the type never orphans queued jobs.
    const QUEUE: &'static str;
    /// Attempts in all, the first one included.
    const MAX_ATTEMPTS: usize = 5;
    /// Jobs of this type one worker runs at once, at least: raise it for jobs that mostly wait
    /// on another service (the configured `jobs.concurrency` applies when higher).
    const MIN_CONCURRENCY: usize = 1;

    fn run(self, ctx: AppContext) -> impl Future<Output = Result<(), JobError>> + Send;
}
