//! Failed jobs, kept and visible (`eva jobs failed`).

use serde::Serialize;
use sqlx::Row;

use super::{JobBackend, JobQueue, QueueError};

#[derive(Debug, Clone, Serialize)]
pub struct FailedJob {
    pub id: String,
    pub queue: String,
    pub attempts: i64,
    pub last_error: Option<String>,
}

/// Jobs that used up their attempts (or were killed), newest first.
pub async fn list_failed(queue: &JobQueue, queues: &[String]) -> Result<Vec<FailedJob>, QueueError> {
    let names: Vec<String> = queues.iter().map(|q| queue.full_name(q)).collect();
    match queue.backend() {
        JobBackend::Sqlite(pool) => {
            let rows = sqlx::query(
                "SELECT id, job_type, attempts, last_result FROM Jobs \
                 WHERE status = 'Killed' OR (status = 'Failed' AND attempts >= max_attempts) \
                 ORDER BY done_at DESC",
            )
            .fetch_all(pool)
            .await
            .map_err(QueueError::backend)?;
            Ok(rows
                .into_iter()
                .filter_map(|r| {
                    let queue: String = r.try_get("job_type").ok()?;
                    names.contains(&queue).then(|| FailedJob {
                        id: r.try_get("id").unwrap_or_default(),
                        queue,
                        attempts: r.try_get("attempts").unwrap_or_default(),
                        last_error: r.try_get("last_result").ok(),
                    })
                })
                .collect())
        }
        JobBackend::Redis(conn) => {
            // apalis-redis keeps jobs that will not run again in a per-queue "dead" set, with
            // their last result in a per-job metadata hash.
            let mut conn = conn.clone();
            let mut out = Vec::new();
            for name in names {
                let config = apalis_redis::Config::default().queue(&name);
                let ids: Vec<String> =
                    redis::cmd("SMEMBERS").arg(config.dead_jobs_set()).query_async(&mut conn).await.map_err(QueueError::backend)?;
                for id in ids {
                    let meta: std::collections::HashMap<String, String> = redis::cmd("HGETALL")
                        .arg(format!("{}:{id}", config.job_meta_hash()))
                        .query_async(&mut conn)
                        .await
                        .map_err(QueueError::backend)?;
                    out.push(FailedJob {
                        id,
                        queue: name.clone(),
                        attempts: meta.get("attempts").and_then(|a| a.parse().ok()).unwrap_or_default(),
                        last_error: meta.get("result").cloned(),
                    });
                }
            }
            Ok(out)
        }
    }
}
