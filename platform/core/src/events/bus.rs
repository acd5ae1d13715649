//! Publishing: one delivery job per subscriber whose module is on.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::Event;
use crate::jobs::{JobQueue, QueueError};
use crate::switches::ModuleSwitches;

/// What a subscriber's queue carries: the event, by name, and a delivery id that stays the same
/// across retries (subscribers de-duplicate with it).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventDelivery {
    pub delivery_id: uuid::Uuid,
    pub event: String,
    pub payload: serde_json::Value,
}

/// A module's subscription to an event: its queue is `event.<Event>.<name>`.
#[derive(Debug, Clone)]
pub struct Subscriber {
    pub module: &'static str,
    pub event: &'static str,
    /// The subscription's own name, e.g. "ratings.fill_orders".
    pub name: &'static str,
}

impl Subscriber {
    pub fn queue(&self) -> String {
        format!("event.{}.{}", self.event, self.name)
    }
}

#[derive(Clone)]
pub struct EventBus {
    by_event: Arc<HashMap<&'static str, Vec<Subscriber>>>,
    /// The modules this bus leaves out ([`EventBus::without_modules`]), which an event it stages
    /// carries in the outbox so that whichever process relays it leaves them out too.
    deaf: Arc<Vec<String>>,
    queue: JobQueue,
    switches: ModuleSwitches,
}

impl std::fmt::Debug for EventBus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EventBus").field("events", &self.by_event.len()).finish()
    }
}

/// Attempts per delivery, the first one included.
pub const DELIVERY_ATTEMPTS: usize = 8;

impl EventBus {
    pub fn new(subscribers: Vec<Subscriber>, queue: JobQueue, switches: ModuleSwitches) -> Self {
        let mut by_event: HashMap<&'static str, Vec<Subscriber>> = HashMap::new();
        for s in subscribers {
            by_event.entry(s.event).or_default().push(s);
        }
        Self { by_event: Arc::new(by_event), deaf: Arc::new(Vec::new()), queue, switches }
    }

    /// The same bus without the subscribers of `modules` (the demo's history is not news to
    /// them: see [`crate::Module::hears_demo_history`]).
    pub fn without_modules(&self, modules: &[&str]) -> EventBus {
        let by_event = self
            .by_event
            .iter()
            .map(|(event, list)| (*event, list.iter().filter(|s| !modules.contains(&s.module)).cloned().collect()))
            .collect();
        let mut deaf: Vec<String> = self.deaf.iter().cloned().chain(modules.iter().map(|m| (*m).to_owned())).collect();
        deaf.sort_unstable();
        deaf.dedup();
        Self { by_event: Arc::new(by_event), deaf: Arc::new(deaf), queue: self.queue.clone(), switches: self.switches.clone() }
    }

    /// The modules this bus leaves out.
    pub fn deaf(&self) -> &[String] {
        &self.deaf
    }

    /// The subscribers an event would reach now.
    pub fn subscribers_of(&self, event: &str) -> Vec<&Subscriber> {
        self.by_event.get(event).map(|list| list.iter().filter(|s| self.switches.is_on(s.module)).collect()).unwrap_or_default()
    }

    /// Enqueues the event for every subscriber whose module is on; returns how many. Prefer
    /// [`super::outbox::stage`] inside the transaction that stores the fact.
    pub async fn publish<E: Event>(&self, event: &E) -> Result<usize, QueueError> {
        let payload = serde_json::to_value(event).map_err(|e| QueueError::Backend(format!("event {} does not serialise: {e}", E::NAME)))?;
        self.deliver(E::NAME, &payload, None).await
    }

    /// Enqueues a stored event. With `outbox_id`, each subscriber's delivery id is derived from
    /// it, so relaying the same row twice (a crash between enqueueing and deleting it) hands the
    /// subscriber the same delivery id, which it already de-duplicates.
    pub(crate) async fn deliver(&self, event: &str, payload: &serde_json::Value, outbox_id: Option<i64>) -> Result<usize, QueueError> {
        let targets = self.subscribers_of(event);
        for s in &targets {
            let delivery_id = match outbox_id {
                Some(id) => uuid::Uuid::new_v5(&uuid::Uuid::NAMESPACE_OID, format!("eva.outbox.{id}.{}", s.name).as_bytes()),
                None => uuid::Uuid::new_v4(),
            };
            let delivery = EventDelivery { delivery_id, event: event.to_owned(), payload: payload.clone() };
            self.queue.push_delivery(&s.queue(), delivery, DELIVERY_ATTEMPTS).await?;
        }
        if !targets.is_empty() {
            tracing::debug!(event, subscribers = targets.len(), "event published");
        }
        Ok(targets.len())
    }
}
