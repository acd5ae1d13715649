//! The app a benchmark measures, set up in one place: its own data directory, no schedules
//! (nothing runs that the benchmark did not start), no abuse limits, migrated and seeded without
//! demo data; made-up users in bulk; and a worker set as `eva work` runs it, when the benchmark wants
//! one.

use std::path::Path;

use eva::ConnectedApp;
use platform::Settings;
use platform::jobs::WorkerEnv;
use platform::settings::Secret;
use sea_orm::ConnectionTrait;

/// What every benchmark needs of its app, set here once: nothing runs that the benchmark did not
/// start (no schedules), and no abuse limits (one machine asks everything, on purpose).
pub fn for_benchmark(settings: &mut Settings) {
    settings.jobs.run_schedules = false;
    settings.http.rate_limits = false;
}

/// A benchmark app's settings: its files in `dir`, its data in `database_url` (SQLite in `dir`
/// when None), its queues on `redis_url` under a prefix of its own (embedded when None).
pub fn settings(dir: &Path, database_url: Option<&str>, redis_url: Option<&str>) -> Settings {
    let mut settings =
        Settings { bind: "127.0.0.1:0".into(), data_dir: dir.to_path_buf(), web_dir: dir.join("none"), ..Settings::default() };
    settings.database_url = database_url.map(Secret::new);
    if let Some(redis) = redis_url {
        settings.redis_url = Some(Secret::new(redis));
        settings.jobs.queue_prefix = format!("bench-{}:", uuid::Uuid::new_v4().simple());
    }
    for_benchmark(&mut settings);
    settings
}

/// A connected app and the directory its files live in (removed when dropped).
pub struct BenchApp {
    pub app: ConnectedApp,
    _dir: tempfile::TempDir,
}

/// Connects to `database_url` (and queues on `redis_url`, under a prefix of its own), migrated
/// and seeded without demo data.
pub async fn connect(database_url: &str, redis_url: Option<&str>) -> anyhow::Result<BenchApp> {
    let dir = tempfile::tempdir()?;
    let settings = settings(dir.path(), Some(database_url), redis_url);
    let app = ConnectedApp::connect(settings).await?;
    app.migrate().await?;
    app.seed(false).await?;
    Ok(BenchApp { app, _dir: dir })
}

/// Adds `n` investors, `bench<N>@example.com`, half speaking Arabic and half English (PostgreSQL).
pub async fn add_investors(app: &ConnectedApp, n: i64) -> Result<(), sea_orm::DbErr> {
    app.ctx
        .db
        .execute_unprepared(&format!(
            "INSERT INTO users (name, email, password_hash, language, role, created_at, updated_at)
             SELECT 'Bench ' || g, 'bench' || g || '@example.com', 'x', CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END, 'subscriber', now(), now()
             FROM generate_series(1, {n}) g"
        ))
        .await?;
    Ok(())
}

/// A worker set running in this process until [`Workers::stop`].
pub struct Workers {
    stop: tokio::sync::oneshot::Sender<()>,
    running: tokio::task::JoinHandle<anyhow::Result<()>>,
}

pub fn start_workers(app: &ConnectedApp) -> Workers {
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let env = WorkerEnv { ctx: app.ctx.clone(), instance: format!("bench-{}", uuid::Uuid::new_v4().simple()), run_schedules: false };
    let registry = app.registry.clone();
    let running = tokio::spawn(async move {
        workers::run(&registry, env, async move {
            let _ = stopped.await;
        })
        .await
    });
    Workers { stop, running }
}

impl Workers {
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.running.await;
    }
}
