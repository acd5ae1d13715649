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
