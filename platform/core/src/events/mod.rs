//! Durable events: facts one module publishes and others react to, without knowing each other.
//!
//! A module stages events with [`crate::AppContext::stage_events`] in the transaction that stores
//! the fact, then calls [`crate::AppContext::relay_events`] after the commit ([`outbox`]).
//!
//! A module subscribes in its `jobs()` hook ([`crate::jobs::JobRegistry::on`]). Publishing
//! enqueues one delivery job per subscriber whose module is on: at least once, retried with
//! backoff, kept as failed when its attempts are used up. No subscriber, nothing is queued.
//! Subscribers must be idempotent: a retried delivery carries the same `delivery_id`.

mod bus;
mod catalog;
pub mod outbox;

pub use bus::{DELIVERY_ATTEMPTS, EventBus, EventDelivery, Subscriber};
pub use catalog::*;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// A fact of the product, named once and stable (queued deliveries carry the name).
pub trait Event: Serialize + DeserializeOwned + Clone + Send + Sync + 'static {
    const NAME: &'static str;
}
