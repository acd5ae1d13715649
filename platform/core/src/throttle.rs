//! Attempt throttling kept in the database, so every instance behind a load balancer counts the
//! same attempts. Used for logins, codes and emails sent on request.
//!
//! An attempt takes its slot before the password or code is checked, in one conditional
//! statement (an upsert whose update only happens while the key has room), so a hundred
//! parallel requests cannot all pass a count read before any of them is written. A check that
//! succeeds gives its slot back ([`give_back`]) or forgets the key ([`clear`]).

use actix_web::HttpRequest;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Statement};

use crate::ApiError;
use crate::entities::throttle_slots::{self, Column};

/// At most `attempts` in `window_secs` from the first; then refused until the window ends.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub attempts: u32,
    pub window_secs: i64,
}

/// `free` attempts at once, then a wait before each further one that starts at
/// `first_delay_secs` and doubles up to `max_delay_secs`; forgotten `window_secs` after the
/// first attempt. Never a hard lock: the owner of the key can always try again later.
#[derive(Debug, Clone, Copy)]
pub struct Backoff {
    pub free: u32,
    pub first_delay_secs: i64,
    pub max_delay_secs: i64,
    pub window_secs: i64,
}

impl Backoff {
    /// The wait after the `attempt`-th attempt (1-based) before the next one may start.
    pub fn delay_after(&self, attempt: i64) -> i64 {
        let free = i64::from(self.free);
        if attempt < free {
            return 0;
        }
        let doublings = u32::try_from(attempt - free).unwrap_or(u32::MAX).min(32);
        self.first_delay_secs.saturating_mul(1_i64 << doublings.min(62)).min(self.max_delay_secs).max(0)
    }
}

/// One rule in the form the statement needs.
struct Rule {
    window_secs: i64,
    /// Attempts allowed in the window (i64::MAX for a backoff).
    max_attempts: i64,
    /// (from the n-th attempt on, wait this long), longest first; empty for a plain limit.
    waits: Vec<(i64, i64)>,
}

impl From<Limit> for Rule {
    fn from(l: Limit) -> Self {
        Rule { window_secs: l.window_secs, max_attempts: i64::from(l.attempts), waits: Vec::new() }
    }
}

impl From<Backoff> for Rule {
    fn from(b: Backoff) -> Self {
        let mut waits = Vec::new();
        let mut attempt = i64::from(b.free.max(1));
        loop {
            let delay = b.delay_after(attempt);
            if delay > 0 {
                waits.push((attempt, delay));
            }
            if delay >= b.max_delay_secs || attempt > i64::from(b.free) + 64 {
                break;
            }
            attempt += 1;
        }
        waits.reverse();
        Rule { window_secs: b.window_secs, max_attempts: i64::MAX, waits }
    }
}

impl Rule {
    /// When the attempt numbered by `count` (an SQL expression) lets the next one start: 0 when
    /// it need not wait. Never "now": a request whose clock read a second earlier would then be
    /// refused by one that read it later.
    fn not_before_sql(&self, count: &str) -> String {
        if self.waits.is_empty() {
            return "0".into();
        }
        // Integers of our own configuration, never user input.
        let arms: String = self.waits.iter().map(|(from, wait)| format!(" WHEN {count} >= {from} THEN $2 + {wait}")).collect();
        format!("CASE{arms} ELSE 0 END")
    }

    fn first_not_before(&self, now: i64) -> i64 {
        self.waits.iter().find(|(from, _)| *from <= 1).map_or(0, |(_, wait)| now + wait)
    }
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Takes one attempt under `key`, or refuses with 429 and `Retry-After` when the limit is used.
pub async fn take(db: &DatabaseConnection, key: &str, limit: Limit) -> Result<(), ApiError> {
    take_slot(db, key, &limit.into()).await
}

/// Takes one attempt under `key` with a growing wait, or refuses with 429 until the wait ends.
pub async fn take_with_backoff(db: &DatabaseConnection, key: &str, backoff: Backoff) -> Result<(), ApiError> {
    take_slot(db, key, &backoff.into()).await
}

async fn take_slot(db: &DatabaseConnection, key: &str, rule: &Rule) -> Result<(), ApiError> {
    take_slot_at(db, key, rule, now()).await
}

async fn take_slot_at(db: &DatabaseConnection, key: &str, rule: &Rule, now: i64) -> Result<(), ApiError> {
    let since = now - rule.window_secs;
    // $1 key, $2 now, $3 the oldest window start still counting, $4 attempts allowed, $5 the
    // first attempt's wait. The update (and so RETURNING) happens only while there is room.
    let restart = "throttle_slots.window_start <= $3";
    let sql = format!(
        "INSERT INTO throttle_slots (key, window_start, attempts, not_before) VALUES ($1, $2, 1, $5) \
         ON CONFLICT (key) DO UPDATE SET \
           window_start = CASE WHEN {restart} THEN $2 ELSE throttle_slots.window_start END, \
           attempts = CASE WHEN {restart} THEN 1 ELSE throttle_slots.attempts + 1 END, \
           not_before = CASE WHEN {restart} THEN $5 ELSE {next} END \
         WHERE {restart} OR (throttle_slots.attempts < $4 AND throttle_slots.not_before <= $2) \
         RETURNING attempts",
        next = rule.not_before_sql("throttle_slots.attempts + 1"),
    );
    let values = [key.into(), now.into(), since.into(), rule.max_attempts.into(), rule.first_not_before(now).into()];
    let taken = db.query_one_raw(Statement::from_sql_and_values(db.get_database_backend(), sql, values)).await?;
    if taken.is_some() {
        return Ok(());
    }
    let slot = throttle_slots::Entity::find_by_id(key.to_owned()).one(db).await?;
    let retry_at = slot.map_or(now, |s| if s.attempts >= rule.max_attempts { s.window_start + rule.window_secs } else { s.not_before });
    Err(ApiError::too_many_requests(u64::try_from(retry_at - now).unwrap_or(1).max(1)))
}

/// Returns the slot a successful check took, so only failures count.
pub async fn give_back(db: &DatabaseConnection, key: &str) -> Result<(), ApiError> {
    let sql = "UPDATE throttle_slots SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0";
    db.execute_raw(Statement::from_sql_and_values(db.get_database_backend(), sql, [key.into()])).await?;
    Ok(())
}

/// Forgets the attempts under `key` (after a successful login).
pub async fn clear(db: &DatabaseConnection, key: &str) -> Result<(), ApiError> {
    throttle_slots::Entity::delete_many().filter(Column::Key.eq(key)).exec(db).await?;
    Ok(())
}

/// Drops keys whose window began more than a day ago; run by a schedule.
pub async fn prune(db: &DatabaseConnection) -> Result<u64, DbErr> {
    let res = throttle_slots::Entity::delete_many().filter(Column::WindowStart.lt(now() - 86_400)).exec(db).await?;
    Ok(res.rows_affected)
}

/// The client's address for throttling. `X-Forwarded-For` is honoured only behind a trusted
/// proxy, so a client cannot dodge the limit by forging it.
pub fn client_ip(req: &HttpRequest, trust_forwarded_for: bool) -> String {
    if trust_forwarded_for && let Some(ip) = req.connection_info().realip_remote_addr() {
        return ip.to_owned();
    }
    req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_else(|| "unknown".into())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    const LOGIN: Backoff = Backoff { free: 5, first_delay_secs: 30, max_delay_secs: 900, window_secs: 86_400 };

    #[test]
    fn the_wait_starts_after_the_free_attempts_and_doubles_to_its_ceiling() {
        let waits: Vec<i64> = (1..=12).map(|n| LOGIN.delay_after(n)).collect();
        assert_eq!(waits, [0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
        assert_eq!(LOGIN.delay_after(i64::MAX), 900, "no overflow however many attempts");
    }

    /// Two requests at once may read the clock on either side of a second: the one that read it
    /// earlier but writes later must still find its room.
    #[tokio::test]
    async fn a_request_whose_clock_read_a_second_earlier_is_not_refused() {
        let db = sea_orm::Database::connect("sqlite::memory:").await.unwrap();
        let create = "CREATE TABLE throttle_slots (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, attempts BIGINT NOT NULL, not_before BIGINT NOT NULL)";
        db.execute_unprepared(create).await.unwrap();
        let limit = Rule::from(Limit { attempts: 3, window_secs: 60 });
        take_slot_at(&db, "k", &limit, 1_001).await.unwrap();
        take_slot_at(&db, "k", &limit, 1_000).await.expect("room left: the later clock sets no wait");
        take_slot_at(&db, "k", &limit, 1_001).await.unwrap();
        assert!(take_slot_at(&db, "k", &limit, 1_001).await.is_err(), "the fourth in the window is refused");
        assert!(take_slot_at(&db, "k", &limit, 1_062).await.is_ok(), "a new window");

        let backoff = Rule::from(LOGIN);
        for _ in 0..4 {
            take_slot_at(&db, "b", &backoff, 1_001).await.unwrap();
        }
        take_slot_at(&db, "b", &backoff, 1_000).await.expect("the fifth is still free");
        assert!(take_slot_at(&db, "b", &backoff, 1_029).await.is_err(), "then 30 s to wait");
        assert!(take_slot_at(&db, "b", &backoff, 1_031).await.is_ok());
    }

    #[test]
    fn the_statement_waits_longest_first() {
        let rule = Rule::from(LOGIN);
        assert_eq!(rule.waits, [(10, 900), (9, 480), (8, 240), (7, 120), (6, 60), (5, 30)]);
        assert_eq!(rule.first_not_before(1_000), 0, "the first attempt sets no wait");
        let strict = Rule::from(Backoff { free: 1, first_delay_secs: 5, max_delay_secs: 5, window_secs: 60 });
        assert_eq!(strict.first_not_before(1_000), 1_005, "one free attempt: the first one already sets a wait");
        assert_eq!(Rule::from(Limit { attempts: 5, window_secs: 60 }).not_before_sql("n"), "0");
    }
}
