//! `eva backup DIR` and `eva restore DIR` for the embedded deployment: the SQLite database, the
//! job file and the stored files.
//!
//! A backup is taken while Eva runs: `VACUUM INTO` writes each database as one transaction sees
//! it (a consistent copy, whatever writes go on), and stored files are only ever added under new
//! keys, so copying them after the databases misses nothing the copies refer to. A manifest keeps
//! each database copy's SHA-256; restore checks it and SQLite's own integrity check before it
//! replaces anything. PostgreSQL deployments use the database's own tools (README: backups).

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use platform::Settings;
use platform::storage::Storage;
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const MANIFEST: &str = "manifest.json";
const DATABASE: &str = "eva.db";
const JOBS: &str = "jobs.db";
const FILES: &str = "storage";

#[derive(Debug, Serialize, Deserialize)]
pub struct Manifest {
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub eva_version: String,
    /// SHA-256 of each database copy, by file name.
    pub sha256: std::collections::BTreeMap<String, String>,
    /// Stored files copied (none when the deployment keeps its files on S3).
    pub files: u64,
}

/// The SQLite file behind `sqlite://PATH?…`.
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    let rest = database_url.strip_prefix("sqlite://").or_else(|| database_url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && path != ":memory:").then(|| PathBuf::from(path))
}

fn sha256_of(path: &Path) -> anyhow::Result<String> {
    let mut file = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let mut hasher = Sha256::new();
    std::io::copy(&mut file, &mut hasher)?;
    Ok(hex::encode(hasher.finalize()))
}

/// Writes a backup of the running deployment into `dir` (created; must be empty).
pub async fn backup(app: &crate::bootstrap::ConnectedApp, dir: &Path) -> anyhow::Result<Manifest> {
    let settings = &app.ctx.settings;
    if settings.is_postgres() {
        bail!(
            "this deployment keeps its data in PostgreSQL: back it up with pg_basebackup and WAL archiving, or pg_dump (README, \"Backups\")"
        );
    }
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    if std::fs::read_dir(dir)?.next().is_some() {
        bail!("{} is not empty: a backup goes into a new folder", dir.display());
    }
    let mut sha256 = std::collections::BTreeMap::new();

    let db_copy = dir.join(DATABASE);
    let vacuum =
        sea_orm::Statement::from_sql_and_values(sea_orm::DbBackend::Sqlite, "VACUUM INTO ?", [db_copy.display().to_string().into()]);
    app.ctx.db.execute_raw(vacuum).await.context("copying the database")?;
    sha256.insert(DATABASE.to_owned(), sha256_of(&db_copy)?);

    if let platform::jobs::JobBackend::Sqlite(pool) = app.ctx.queue.backend() {
        let jobs_copy = dir.join(JOBS);
        sqlx::query("VACUUM INTO ?1").bind(jobs_copy.display().to_string()).execute(pool).await.context("copying the job file")?;
        sha256.insert(JOBS.to_owned(), sha256_of(&jobs_copy)?);
    }

    let files = if settings.storage.url.is_none() {
        let from = Storage::open(&settings.storage_dir().display().to_string(), &settings.storage.options)?;
        let to = Storage::open(&dir.join(FILES).display().to_string(), &settings.storage.options)?;
        platform::storage_copy::copy_all(&from, &to, |_, _| {}).await?.copied
    } else {
        0
    };

    let manifest = Manifest { created_at: chrono::Utc::now(), eva_version: env!("CARGO_PKG_VERSION").to_owned(), sha256, files };
    std::fs::write(dir.join(MANIFEST), serde_json::to_vec_pretty(&manifest)?)?;
    Ok(manifest)
}

/// Checks a database copy before it replaces anything: its checksum and SQLite's integrity check.
async fn verified(file: &Path, expected: &str) -> anyhow::Result<()> {
    if sha256_of(file)? != expected {
        bail!("{} does not match its checksum in the manifest: the backup is damaged", file.display());
    }
    let url = format!("sqlite://{}?mode=ro", file.display());
    let db = sea_orm::Database::connect(&url).await?;
    let row = db.query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), "PRAGMA integrity_check")).await?;
    let result: String = row.map(|r| r.try_get_by_index(0)).transpose()?.unwrap_or_default();
    db.close().await?;
    if result != "ok" {
        bail!("{} fails SQLite's integrity check: {result}", file.display());
    }
    Ok(())
}

/// Puts `from` in place of `to`: the old file's write-ahead log goes first (it belongs to the
/// old file, and SQLite would replay it into the restored one), then an atomic rename.
fn replace(from: &Path, to: &Path) -> anyhow::Result<()> {
    for suffix in ["-wal", "-shm", "-journal"] {
        let side = PathBuf::from(format!("{}{suffix}", to.display()));
        if side.exists() {
            std::fs::remove_file(&side).with_context(|| format!("removing {}", side.display()))?;
        }
    }
    if let Some(parent) = to.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let staged = PathBuf::from(format!("{}.restoring", to.display()));
    std::fs::copy(from, &staged).with_context(|| format!("copying {}", from.display()))?;
    std::fs::File::open(&staged)?.sync_all()?;
    std::fs::rename(&staged, to)?;
    Ok(())
}

/// Brings a backup back. Eva must be stopped: the files are replaced under it.
pub async fn restore(settings: &Settings, dir: &Path) -> anyhow::Result<Manifest> {
    if settings.is_postgres() {
        bail!("this deployment keeps its data in PostgreSQL: restore with pg_restore or point-in-time recovery (README, \"Backups\")");
    }
    let manifest: Manifest =
        serde_json::from_slice(&std::fs::read(dir.join(MANIFEST)).with_context(|| format!("{} holds no Eva backup", dir.display()))?)?;
    for (name, sum) in &manifest.sha256 {
        verified(&dir.join(name), sum).await?;
    }
    let database = sqlite_file(&settings.database_url()).context("the database is not an SQLite file")?;
    if !manifest.sha256.contains_key(DATABASE) {
        bail!("the backup has no database");
    }
    replace(&dir.join(DATABASE), &database)?;
    if manifest.sha256.contains_key(JOBS) && settings.redis_url.is_none() {
        replace(&dir.join(JOBS), &settings.job_queue_path())?;
    }
    if manifest.files > 0 || dir.join(FILES).is_dir() {
        let from = Storage::open(&dir.join(FILES).display().to_string(), &settings.storage.options)?;
        let to = match &settings.storage.url {
            Some(url) => Storage::open(url, &settings.storage.options)?,
            None => Storage::open(&settings.storage_dir().display().to_string(), &settings.storage.options)?,
        };
        platform::storage_copy::copy_all(&from, &to, |_, _| {}).await?;
    }
    Ok(manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sqlite_file_is_read_from_the_url() {
        assert_eq!(sqlite_file("sqlite://data/eva.db?mode=rwc"), Some(PathBuf::from("data/eva.db")));
        assert_eq!(sqlite_file("sqlite:/srv/eva.db"), Some(PathBuf::from("/srv/eva.db")));
        assert_eq!(sqlite_file("postgres://x/y"), None);
        assert_eq!(sqlite_file("sqlite::memory:"), None);
    }
}
