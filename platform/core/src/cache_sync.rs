//! Caches agree across processes. Whatever a process keeps in memory (computed market views, the
//! stock search index, module switches) is named by a topic; a change to it is announced once
//! with [`CacheSync::changed`] and every process drops what it kept. The database holds a version
//! per topic, read every second by each process: the only path without Redis and the safety net
//! with it. With Redis, a pub/sub message reaches every process at once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock, Weak};
use std::time::Duration;

use futures_util::StreamExt;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{DatabaseConnection, DbErr, EntityTrait, Set};

use crate::entities::cache_versions;

type Listener = Arc<dyn Fn() + Send + Sync>;

/// Announces and hears changes of cached things; cheap to clone.
#[derive(Clone)]
pub struct CacheSync {
    inner: Arc<Inner>,
}

struct Inner {
    /// The version of each topic this process last acted on.
    seen: Mutex<HashMap<String, i64>>,
    listeners: RwLock<HashMap<String, Vec<Listener>>>,
    redis: Option<redis::Client>,
    publisher: tokio::sync::OnceCell<redis::aio::MultiplexedConnection>,
    channel: String,
}

impl std::fmt::Debug for CacheSync {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CacheSync").field("channel", &self.inner.channel).field("redis", &self.inner.redis.is_some()).finish()
    }
}

impl CacheSync {
    /// `redis_url` adds instant delivery; `prefix` keeps deployments (and tests) sharing one Redis apart.
    pub fn new(redis_url: Option<&str>, prefix: &str) -> Result<Self, redis::RedisError> {
        let redis = redis_url.map(redis::Client::open).transpose()?;
        Ok(Self {
            inner: Arc::new(Inner {
                seen: Mutex::default(),
                listeners: RwLock::default(),
                redis,
                publisher: tokio::sync::OnceCell::new(),
                channel: format!("{prefix}eva:cache-changed"),
            }),
        })
    }

    /// Runs `forget` in this process whenever `topic` changes, wherever the change was made.
    pub fn on_change(&self, topic: &str, forget: impl Fn() + Send + Sync + 'static) {
        if let Ok(mut listeners) = self.inner.listeners.write() {
            listeners.entry(topic.to_owned()).or_default().push(Arc::new(forget));
        }
    }

    /// Announces that `topic` changed: this process forgets at once, the others within moments.
    pub async fn changed(&self, db: &DatabaseConnection, topic: &str) -> Result<(), DbErr> {
        let row = cache_versions::ActiveModel { topic: Set(topic.to_owned()), version: Set(1), changed_at: Set(chrono::Utc::now()) };
        cache_versions::Entity::insert(row)
            .on_conflict(
                OnConflict::column(cache_versions::Column::Topic)
                    .value(cache_versions::Column::Version, Expr::col((cache_versions::Entity, cache_versions::Column::Version)).add(1))
                    .update_column(cache_versions::Column::ChangedAt)
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
        let version = cache_versions::Entity::find_by_id(topic.to_owned()).one(db).await?.map_or(0, |r| r.version);
        self.note(topic, version);
        self.forget(topic);
        self.broadcast(topic).await;
        Ok(())
    }

    /// Compares every topic's stored version with the one this process acted on.
    pub async fn check(&self, db: &DatabaseConnection) -> Result<(), DbErr> {
        for row in cache_versions::Entity::find().all(db).await? {
            let newer = self.inner.seen.lock().map(|seen| seen.get(&row.topic) != Some(&row.version)).unwrap_or(false);
            if newer {
                self.note(&row.topic, row.version);
                self.forget(&row.topic);
            }
        }
        Ok(())
    }

    /// Checks the database every `period` and, with Redis, listens for announcements, until the
    /// application ends.
    pub fn watch(&self, db: DatabaseConnection, period: Duration) {
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(poll_versions(weak.clone(), db, period));
        if let Some(client) = self.inner.redis.clone() {
            tokio::spawn(listen(weak, client, self.inner.channel.clone()));
        }
    }

    fn note(&self, topic: &str, version: i64) {
        if let Ok(mut seen) = self.inner.seen.lock() {
            seen.insert(topic.to_owned(), version);
        }
    }

    fn forget(&self, topic: &str) {
        let listeners = self.inner.listeners.read().map(|l| l.get(topic).cloned().unwrap_or_default()).unwrap_or_default();
        for forget in listeners {
            forget();
        }
    }

    async fn broadcast(&self, topic: &str) {
        let Some(client) = &self.inner.redis else { return };
        let connection = self.inner.publisher.get_or_try_init(|| client.get_multiplexed_async_connection()).await;
        let sent = match connection {
            Ok(connection) => {
                let mut connection = connection.clone();
                redis::cmd("PUBLISH").arg(&self.inner.channel).arg(topic).query_async::<i64>(&mut connection).await.map(|_| ())
            }
            Err(e) => Err(e),
        };
        if let Err(e) = sent {
            // The database version still reaches every process within a second.
            tracing::warn!(error = %e, topic, "could not announce a cache change on Redis");
        }
    }
}

async fn poll_versions(weak: Weak<Inner>, db: DatabaseConnection, period: Duration) {
    let mut tick = tokio::time::interval(period);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(inner) = weak.upgrade() else { break };
        if let Err(e) = (CacheSync { inner }).check(&db).await {
            tracing::warn!(error = %e, "could not read cache versions");
        }
    }
}

/// Hears other processes' announcements; reconnects after a lost connection.
async fn listen(weak: Weak<Inner>, client: redis::Client, channel: String) {
    loop {
        match client.get_async_pubsub().await {
            Ok(mut pubsub) => {
                if let Err(e) = pubsub.subscribe(&channel).await {
                    tracing::warn!(error = %e, "could not subscribe to cache changes");
                } else {
                    let mut messages = pubsub.on_message();
                    while let Some(message) = messages.next().await {
                        let Some(inner) = weak.upgrade() else { return };
                        if let Ok(topic) = message.get_payload::<String>() {
                            // The version is recorded by the next database check; forgetting twice is harmless.
                            (CacheSync { inner }).forget(&topic);
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not connect to Redis for cache changes"),
        }
        if weak.strong_count() == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}
