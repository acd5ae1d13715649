//! Where jobs are stored: an SQLite file (embedded default) or Redis (production).

use std::path::Path;
use std::str::FromStr;

use apalis_sqlite::{SqliteConnectOptions, SqlitePool, SqliteStorage};
use sqlx::sqlite::{SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::QueueError;

#[derive(Clone)]
pub enum JobBackend {
    Sqlite(SqlitePool),
    Redis(redis::aio::ConnectionManager),
}

impl std::fmt::Debug for JobBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobBackend::Sqlite(_) => f.write_str("JobBackend::Sqlite"),
            JobBackend::Redis(_) => f.write_str("JobBackend::Redis"),
        }
    }
}

impl JobBackend {
    /// Opens the job store; SQLite gets its own file because apalis names its tables
    /// `Jobs`/`Workers`, which must not meet the product's tables.
    pub async fn connect(sqlite_file: &Path, redis_url: Option<&str>) -> Result<Self, QueueError> {
        match redis_url {
            Some(url) => {
                let conn = apalis_redis::connect(url).await.map_err(QueueError::backend)?;
                Ok(JobBackend::Redis(conn))
            }
            None => {
                if let Some(dir) = sqlite_file.parent() {
                    std::fs::create_dir_all(dir).map_err(QueueError::backend)?;
                }
                let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", sqlite_file.display()))
                    .map_err(QueueError::backend)?
                    .create_if_missing(true)
                    .busy_timeout(std::time::Duration::from_secs(10))
                    // On every connection of the pool: apalis' setup sets its pragmas through
                    // the pool, which reaches one connection, and the others synced the log at
                    // every commit (FULL) while polling every 50 ms.
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal);
                let pool = SqlitePoolOptions::new().max_connections(4).connect_with(options).await.map_err(QueueError::backend)?;
                setup_sqlite(&pool).await?;
                Ok(JobBackend::Sqlite(pool))
            }
        }
    }

    /// Puts back on their queues the jobs that workers of `instance` (named `<queue>@<instance>`)
    /// took and never finished, once those workers have stopped: the workers that start again in
    /// the same process (under a new name) take them at once, where the SQLite store would wait
    /// for the old names to miss their heartbeats. Redis' store counts missed heartbeats itself
    /// (`jobs.heartbeat_ms`); answers how many went back.
    pub async fn release_jobs_of(&self, instance: &str) -> Result<u64, QueueError> {
        match self {
            JobBackend::Sqlite(pool) => {
                let suffix = format!("@{instance}");
                let released = sqlx::query(
                    "UPDATE Jobs SET status = 'Pending', done_at = NULL, lock_by = NULL, lock_at = NULL \
                     WHERE status IN ('Running', 'Queued') AND lock_by IS NOT NULL \
                     AND length(lock_by) >= length(?1) AND substr(lock_by, length(lock_by) - length(?1) + 1) = ?1",
                )
                .bind(&suffix)
                .execute(pool)
                .await
                .map_err(QueueError::backend)?;
                Ok(released.rows_affected())
            }
            JobBackend::Redis(_) => Ok(0),
        }
    }

    /// Whether the store answers; used by `/ready`.
    pub async fn ping(&self) -> Result<(), QueueError> {
        match self {
            JobBackend::Sqlite(pool) => {
                sqlx::query("SELECT 1").execute(pool).await.map_err(QueueError::backend)?;
            }
            JobBackend::Redis(conn) => {
                let mut conn = conn.clone();
                let _: String = redis::cmd("PING").query_async(&mut conn).await.map_err(QueueError::backend)?;
            }
        }
        Ok(())
    }
}

/// Sets up (or checks) apalis' tables. A second process opening the store while `eva run` works
/// it (an operator's `eva market import`) can meet a lock the busy timeout does not wait for (the
/// setup's journal-mode switch and schema check), so the setup is tried again for a while.
async fn setup_sqlite(pool: &SqlitePool) -> Result<(), QueueError> {
    let mut attempt = 0;
    loop {
        match SqliteStorage::setup(pool).await {
            Ok(()) => return Ok(()),
            Err(e) if attempt < 50 && e.to_string().contains("database is locked") => {
                attempt += 1;
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
            Err(e) => return Err(QueueError::backend(e)),
        }
    }
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    /// Workers of a stopped instance held two jobs; only theirs go back, not those of an instance
    /// whose name merely starts the same.
    #[tokio::test]
    async fn the_jobs_of_stopped_workers_go_back_to_their_queue() {
        let dir = std::env::temp_dir().join(format!("eva-release-{}-{}", std::process::id(), uuid::Uuid::new_v4().simple()));
        let backend = JobBackend::connect(&dir.join("jobs.sqlite"), None).await.expect("the store opens");
        let JobBackend::Sqlite(pool) = &backend else { unreachable!("no Redis URL was given") };
        for (worker, job, status) in [
            ("mail@host-1", "a", "Running"),
            ("chat@host-1", "b", "Queued"),
            ("mail@host-10", "c", "Running"),
            ("mail@host-1", "d", "Done"),
        ] {
            sqlx::query("INSERT OR IGNORE INTO Workers (id, worker_type, storage_name) VALUES (?1, 'q', 'SqliteStorage')")
                .bind(worker)
                .execute(pool)
                .await
                .expect("a worker row");
            sqlx::query("INSERT INTO Jobs (job, id, job_type, status, lock_by, lock_at) VALUES (x'00', ?1, 'q', ?2, ?3, 1)")
                .bind(job)
                .bind(status)
                .bind(worker)
                .execute(pool)
                .await
                .expect("a job row");
        }
        assert_eq!(backend.release_jobs_of("host-1").await.expect("released"), 2);
        let rows: Vec<(String, String, Option<String>)> =
            sqlx::query_as("SELECT id, status, lock_by FROM Jobs ORDER BY id").fetch_all(pool).await.expect("the jobs");
        assert_eq!(
            rows,
            [
                ("a".into(), "Pending".into(), None),
                ("b".into(), "Pending".into(), None),
                ("c".into(), "Running".into(), Some("mail@host-10".into())),
                ("d".into(), "Done".into(), Some("mail@host-1".into())),
            ]
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
