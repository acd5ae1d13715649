//! How many jobs each queue holds, by state, read from the shared store when metrics are scraped.

use sqlx::Row;

use super::{JobBackend, JobQueue, QueueError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueDepth {
    pub queue: String,
    /// Waiting to run now (or due).
    pub pending: u64,
    /// Waiting for a later time (a retry's backoff, a throttled email).
    pub scheduled: u64,
    pub running: u64,
    /// Used up their attempts.
    pub dead: u64,
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

/// The depth of each of `queues` (names as modules declare them).
pub async fn depths(queue: &JobQueue, queues: &[String]) -> Result<Vec<QueueDepth>, QueueError> {
    let mut out = Vec::with_capacity(queues.len());
    match queue.backend() {
        JobBackend::Sqlite(pool) => {
            let now = chrono::Utc::now().timestamp();
            let rows = sqlx::query(
                "SELECT job_type, \
                   SUM(CASE WHEN status IN ('Pending', 'Queued') AND (run_at IS NULL OR run_at <= ?1) THEN 1 ELSE 0 END) AS pending, \
                   SUM(CASE WHEN status IN ('Pending', 'Queued', 'Failed') AND run_at > ?1 AND attempts < max_attempts THEN 1 ELSE 0 END) AS scheduled, \
                   SUM(CASE WHEN status = 'Running' THEN 1 ELSE 0 END) AS running, \
                   SUM(CASE WHEN status = 'Killed' OR (status = 'Failed' AND attempts >= max_attempts) THEN 1 ELSE 0 END) AS dead \
                 FROM Jobs WHERE status NOT IN ('Done') GROUP BY job_type",
            )
            .bind(now)
            .fetch_all(pool)
            .await
            .map_err(QueueError::backend)?;
            for name in queues {
                let full = queue.full_name(name);
                let row = rows.iter().find(|r| r.try_get::<String, _>("job_type").is_ok_and(|t| t == full));
                let get = |col: &str| row.and_then(|r| r.try_get::<i64, _>(col).ok()).map_or(0, count);
                out.push(QueueDepth {
                    queue: name.clone(),
                    pending: get("pending"),
                    scheduled: get("scheduled"),
                    running: get("running"),
                    dead: get("dead"),
                });
            }
        }
        JobBackend::Redis(conn) => {
            let mut conn = conn.clone();
            for name in queues {
                let config = apalis_redis::Config::default().queue(queue.full_name(name));
                let (pending, scheduled, dead, workers): (i64, i64, i64, Vec<String>) = redis::pipe()
                    .cmd("LLEN")
                    .arg(config.active_jobs_list())
                    .cmd("ZCARD")
                    .arg(config.scheduled_jobs_set())
                    .cmd("SCARD")
                    .arg(config.dead_jobs_set())
                    // Each live worker's own in-flight set, as apalis-redis' stats script reads them.
                    .cmd("ZRANGE")
                    .arg(config.workers_set())
                    .arg(0)
                    .arg(-1)
                    .query_async(&mut conn)
                    .await
                    .map_err(QueueError::backend)?;
                let mut running = 0;
                for inflight in workers {
                    let n: i64 = redis::cmd("SCARD").arg(inflight).query_async(&mut conn).await.map_err(QueueError::backend)?;
                    running += n;
                }
                out.push(QueueDepth {
                    queue: name.clone(),
                    pending: count(pending),
                    scheduled: count(scheduled),
                    running: count(running),
                    dead: count(dead),
                });
            }
        }
    }
    Ok(out)
}
