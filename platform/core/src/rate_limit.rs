//! Abuse limits on expensive and sensitive calls (asking the chat, searching, uploading, checking
//! out, commenting): each module names its routes' limits per user and per address
//! ([`RouteLimit`]), and the host counts every request to them before it reaches the handler.
//!
//! Counts are fixed windows. On Redis (any deployment with several processes) every process
//! shares them; the embedded deployment is one process and counts in memory.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use actix_web::http::Method;

use crate::jobs::{JobBackend, JobQueue};

/// At most `requests` in each window of `secs` seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub requests: u32,
    pub secs: u64,
}

impl Window {
    pub const fn per_minute(requests: u32) -> Self {
        Self { requests, secs: 60 }
    }

    pub const fn per_hour(requests: u32) -> Self {
        Self { requests, secs: 3_600 }
    }
}

/// One limited call: who is counted, and how much each may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// Names the counters (`chat.ask`); routes sharing a name share their counts.
    pub name: &'static str,
    /// For a signed-in caller, counted by user whatever address they come from.
    pub per_user: Option<Window>,
    /// Counted by the caller's address, signed in or not.
    pub per_address: Option<Window>,
}

/// The product's standard limits, so every module's uploads (say) are held to the same.
impl Rule {
    /// Files coming in: each is stored and checked, so a flood fills the store.
    pub const fn upload(name: &'static str) -> Self {
        Self { name, per_user: Some(Window::per_hour(30)), per_address: Some(Window::per_hour(60)) }
    }

    /// Starting a payment: each opens a payment with the gateway.
    pub const fn checkout(name: &'static str) -> Self {
        Self { name, per_user: Some(Window { requests: 10, secs: 600 }), per_address: Some(Window { requests: 30, secs: 600 }) }
    }

    /// Writing for others to read.
    pub const fn comment(name: &'static str) -> Self {
        Self { name, per_user: Some(Window::per_minute(10)), per_address: Some(Window::per_minute(30)) }
    }

    /// A search over the whole universe or archive: cheap one at a time, not by the thousand.
    pub const fn search(name: &'static str) -> Self {
        Self { name, per_user: Some(Window::per_minute(120)), per_address: Some(Window::per_minute(240)) }
    }

    /// A question to the AI model, which costs money per call (the daily balance counts the
    /// questions a user may ask; this holds back a burst of them).
    pub const fn model_call(name: &'static str) -> Self {
        Self { name, per_user: Some(Window::per_minute(10)), per_address: Some(Window::per_minute(30)) }
    }
}

/// A module's limit on one of its routes (the route's pattern as declared: `/api/opinion/{id}/images`).
#[derive(Debug, Clone)]
pub struct RouteLimit {
    pub method: Method,
    pub pattern: &'static str,
    pub rule: Rule,
}

impl RouteLimit {
    pub fn post(pattern: &'static str, rule: Rule) -> Self {
        Self { method: Method::POST, pattern, rule }
    }

    pub fn get(pattern: &'static str, rule: Rule) -> Self {
        Self { method: Method::GET, pattern, rule }
    }
}

/// Counts hits in windows; cheap to clone.
#[derive(Clone)]
pub struct Limiter {
    backend: Backend,
    clock: LimitClock,
}

/// Where the limiter reads the time, in seconds since the epoch: the system's clock, or a
/// test's, which moves only when the test moves it (a window then never ends in the middle of a
/// test that fills it, however slow the machine).
#[derive(Clone)]
pub struct LimitClock(Arc<dyn Fn() -> u64 + Send + Sync>);

impl LimitClock {
    pub fn system() -> Self {
        Self(Arc::new(now_secs))
    }

    /// A clock that reads `now`: tests keep the handle and move it.
    pub fn manual(now: Arc<std::sync::atomic::AtomicU64>) -> Self {
        Self(Arc::new(move || now.load(std::sync::atomic::Ordering::Relaxed)))
    }

    fn now(&self) -> u64 {
        (self.0)()
    }
}

impl Default for LimitClock {
    fn default() -> Self {
        Self::system()
    }
}

#[derive(Clone)]
enum Backend {
    Redis { conn: redis::aio::ConnectionManager, prefix: String },
    Memory(Arc<Mutex<HashMap<String, (u64, u32)>>>),
}

/// The memory counter forgets windows that ended once it holds this many keys.
const MEMORY_KEYS: usize = 50_000;

fn now_secs() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

impl Limiter {
    /// Shares the job queue's Redis when it has one; counts in memory otherwise.
    pub fn for_queue(queue: &JobQueue, prefix: &str) -> Self {
        match queue.backend() {
            JobBackend::Redis(conn) => {
                Self { backend: Backend::Redis { conn: conn.clone(), prefix: format!("{prefix}eva:limit:") }, clock: LimitClock::system() }
            }
            JobBackend::Sqlite(_) => Self::in_memory(),
        }
    }

    pub fn in_memory() -> Self {
        Self { backend: Backend::Memory(Arc::new(Mutex::new(HashMap::new()))), clock: LimitClock::system() }
    }

    /// The same limiter reading the time from `clock`.
    #[must_use]
    pub fn with_clock(self, clock: LimitClock) -> Self {
        Self { clock, ..self }
    }

    /// Counts one request under `key`; `Err(seconds)` when the window is full (seconds until it
    /// ends). A Redis that does not answer lets the request through: limits never take the
    /// product down with them.
    pub async fn hit(&self, key: &str, window: Window) -> Result<(), u64> {
        let now = self.clock.now();
        let secs = window.secs.max(1);
        let start = now / secs * secs;
        let retry_after = (start + secs).saturating_sub(now).max(1);
        let count = match &self.backend {
            Backend::Redis { conn, prefix } => {
                let mut conn = conn.clone();
                let full = format!("{prefix}{key}:{start}");
                let counted: Result<(u32, i64), _> = redis::pipe()
                    .atomic()
                    .incr(&full, 1)
                    .expire(&full, i64::try_from(secs + 1).unwrap_or(i64::MAX))
                    .query_async(&mut conn)
                    .await;
                match counted {
                    Ok((n, _)) => n,
                    Err(e) => {
                        tracing::warn!(error = %e, "rate limit not counted: Redis did not answer");
                        return Ok(());
                    }
                }
            }
            Backend::Memory(map) => {
                let Ok(mut map) = map.lock() else { return Ok(()) };
                if map.len() >= MEMORY_KEYS {
                    map.retain(|_, (ends, _)| *ends > now);
                }
                let entry = map.entry(key.to_owned()).or_insert((start + secs, 0));
                if entry.0 != start + secs {
                    *entry = (start + secs, 0);
                }
                entry.1 += 1;
                entry.1
            }
        };
        if count > window.requests { Err(retry_after) } else { Ok(()) }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_window_refuses_until_it_ends() {
        let limiter = Limiter::in_memory();
        let w = Window { requests: 3, secs: 3_600 };
        for _ in 0..3 {
            assert!(limiter.hit("chat.ask:user:1", w).await.is_ok());
        }
        let retry = limiter.hit("chat.ask:user:1", w).await.unwrap_err();
        assert!((1..=3_600).contains(&retry), "{retry}");
        assert!(limiter.hit("chat.ask:user:2", w).await.is_ok(), "each key counts alone");
    }

    #[tokio::test]
    async fn the_next_window_counts_afresh() {
        let now = Arc::new(std::sync::atomic::AtomicU64::new(7_200));
        let limiter = Limiter::in_memory().with_clock(LimitClock::manual(now.clone()));
        let w = Window { requests: 2, secs: 60 };
        assert!(limiter.hit("search:address:a", w).await.is_ok());
        now.store(7_259, std::sync::atomic::Ordering::Relaxed);
        assert!(limiter.hit("search:address:a", w).await.is_ok());
        assert_eq!(limiter.hit("search:address:a", w).await, Err(1), "the window ends in a second");
        now.store(7_260, std::sync::atomic::Ordering::Relaxed);
        assert!(limiter.hit("search:address:a", w).await.is_ok(), "a new window");
    }
}
