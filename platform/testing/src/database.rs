//! A fresh database per test: a file in the test's temp dir, or a new PostgreSQL database
//! dropped when the test ends. A test app's database is copied from a template that the test
//! binary migrated once (a file copy, or PostgreSQL's `CREATE DATABASE … TEMPLATE`), so three
//! hundred tests do not each run every migration.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use migrations::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, Database, Statement};
use tokio::sync::OnceCell;

/// Templates older than this were left by earlier runs and are removed.
const STALE_AFTER: Duration = Duration::from_secs(3 * 3600);

pub struct TestDatabase {
    pub url: String,
    pg: Option<(String, String)>,
}

/// The test binary's migrated template.
enum Template {
    Sqlite(PathBuf),
    Postgres(String),
}

static TEMPLATE: OnceCell<Template> = OnceCell::const_new();

fn postgres_base() -> Option<String> {
    std::env::var("EVA_TEST_DATABASE_URL").ok().filter(|u| !u.is_empty())
}

/// `base` with its database name replaced by `name`.
fn with_database(base: &str, name: &str) -> String {
    match base.rfind('/') {
        Some(i) if base[..i].contains("://") && i > base.find("://").unwrap_or(0) + 2 => format!("{}/{name}", &base[..i]),
        _ => format!("{base}/{name}"),
    }
}

fn unix_secs(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// A name unique to this process, starting with the time it was made (for the clean-up).
fn template_name() -> String {
    format!("eva_tpl_{}_{}", unix_secs(SystemTime::now()), std::process::id())
}

async fn run_migrations(url: &str) -> anyhow::Result<()> {
    let db = Database::connect(url).await?;
    Migrator::up(&db, None).await?;
    // Closing the only connection also folds SQLite's write-ahead log into the file.
    db.close().await?;
    Ok(())
}

async fn make_template() -> anyhow::Result<Template> {
    let name = template_name();
    match postgres_base() {
        Some(base) => {
            let admin = Database::connect(&base).await?;
            let stale = admin
                .query_all_raw(Statement::from_string(
                    admin.get_database_backend(),
                    "SELECT datname FROM pg_database WHERE datname LIKE 'eva_tpl_%'",
                ))
                .await?;
            let now = unix_secs(SystemTime::now());
            for row in stale {
                let old: String = row.try_get("", "datname")?;
                let made = old.split('_').nth(2).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
                if now.saturating_sub(made) > STALE_AFTER.as_secs() {
                    admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {old} WITH (FORCE)")).await?;
                }
            }
            admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await?;
            admin.close().await?;
            run_migrations(&with_database(&base, &name)).await?;
            Ok(Template::Postgres(name))
        }
        None => {
            let dir = std::env::temp_dir().join("eva-test-templates");
            std::fs::create_dir_all(&dir)?;
            for entry in std::fs::read_dir(&dir)?.flatten() {
                let old = entry.metadata().and_then(|m| m.modified()).is_ok_and(|t| t.elapsed().unwrap_or_default() > STALE_AFTER);
                if old {
                    let _ = std::fs::remove_file(entry.path());
                }
            }
            let file = dir.join(format!("{name}.db"));
            run_migrations(&format!("sqlite://{}?mode=rwc", file.display())).await?;
            Ok(Template::Sqlite(file))
        }
    }
}

impl TestDatabase {
    /// An empty database.
    pub async fn create(data_dir: &Path) -> anyhow::Result<Self> {
        Self::new(data_dir, None).await
    }

    /// A database with every migration applied, copied from the test binary's template.
    pub async fn migrated(data_dir: &Path) -> anyhow::Result<Self> {
        let template = TEMPLATE.get_or_try_init(make_template).await?;
        Self::new(data_dir, Some(template)).await
    }

    async fn new(data_dir: &Path, template: Option<&Template>) -> anyhow::Result<Self> {
        match postgres_base() {
            Some(base) => {
                let name = format!("eva_test_{}", uuid::Uuid::new_v4().simple());
                let from = match template {
                    Some(Template::Postgres(t)) => format!(" TEMPLATE {t}"),
                    _ => String::new(),
                };
                let admin = Database::connect(&base).await?;
                admin.execute_unprepared(&format!("CREATE DATABASE {name}{from}")).await?;
                admin.close().await?;
                Ok(Self { url: with_database(&base, &name), pg: Some((base, name)) })
            }
            None => {
                let file = data_dir.join("eva.db");
                if let Some(Template::Sqlite(t)) = template {
                    std::fs::copy(t, &file)?;
                }
                Ok(Self { url: format!("sqlite://{}?mode=rwc", file.display()), pg: None })
            }
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.pg.is_some()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some((base, name)) = self.pg.take() else { return };
        // Drop runs outside async: a short-lived runtime on its own thread removes the database.
        let _ = std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
            rt.block_on(async {
                if let Ok(admin) = Database::connect(&base).await {
                    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
                    let _ = admin.close().await;
                }
            });
        })
        .join();
    }
}
