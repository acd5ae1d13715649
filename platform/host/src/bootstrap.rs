//! From settings to a running application: database, job store, mailer, storage, modules.

use std::net::TcpListener;
use std::sync::Arc;

use anyhow::Context;
use migrations::{Migrator, MigratorTrait};
use platform::cache_sync::CacheSync;
use platform::events::EventBus;
use platform::jobs::{JobBackend, JobQueue, JobRegistry, WorkerEnv};
use platform::mail::{Mailer, SendEmail};
use platform::module::resolve;
use platform::ports::PortRegistry;
use platform::storage::Storage;
use platform::switches::{ModuleFacts, ModuleSwitches};
use platform::{AppContext, Module, Settings};
use sea_orm::{ConnectOptions, Database, DatabaseConnection};
use sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};

use crate::modules::all_modules;

/// Everything connected, before serving or working.
pub struct ConnectedApp {
    pub ctx: AppContext,
    pub modules: Arc<Vec<Box<dyn Module>>>,
    /// Ids of the enabled modules, in the host list's order.
    pub enabled: Vec<&'static str>,
    pub registry: Arc<JobRegistry>,
    /// The abuse limits' clock (tests hold theirs still).
    pub limit_clock: platform::rate_limit::LimitClock,
}

async fn connect_database(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let url = settings.database_url();
    if !settings.is_postgres() {
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("cannot create the data directory {}", settings.data_dir.display()))?;
    }
    let mut options = ConnectOptions::new(url);
    options.sqlx_logging(false).max_connections(if settings.is_postgres() { 20 } else { 8 });
    // Set on every connection the pool opens (a PRAGMA run through the pool reaches only one):
    // WAL lets readers and the writer work at once; the busy timeout queues writers; NORMAL
    // syncs the log at checkpoints rather than at every commit, which WAL keeps safe from
    // corruption (a power cut may lose the last commits, not the database). Without spilling, a
    // large write (the demo's five years of prices, an import) keeps its pages in memory until
    // its commit instead of writing and reading each back through the log as the 2 MB page
    // cache overflows: `eva seed --demo` 32 s → 27 s, its system time 9 s → 5 s (debug build);
    // the cache shrinks back to its size once the pages are written.
    options.map_sqlx_sqlite_opts(|sqlite| {
        sqlite
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            .busy_timeout(std::time::Duration::from_secs(10))
            .synchronous(SqliteSynchronous::Normal)
            .pragma("cache_spill", "false")
    });
    Database::connect(options).await.context("cannot connect to the database")
}

impl ConnectedApp {
    /// Connects everything the settings name and checks the module list; a bad module list
    /// stops start-up here with a message naming the problem.
    pub async fn connect(settings: Settings) -> anyhow::Result<Self> {
        Self::connect_with(settings, |_| {}).await
    }

    /// As [`Self::connect`], letting the caller register extra jobs (tests do).
    pub async fn connect_with(settings: Settings, extra_jobs: impl FnOnce(&mut JobRegistry)) -> anyhow::Result<Self> {
        Self::connect_full(settings, extra_jobs, Vec::new()).await
    }

    /// As [`Self::connect_with`], with modules of the caller's after the host's list (tests use
    /// one to provide fake ports for modules not built yet, subscribe to events, or declare
    /// routes that exercise the platform's extractors); they are always available.
    pub async fn connect_full(
        settings: Settings,
        extra_jobs: impl FnOnce(&mut JobRegistry),
        extra_modules: Vec<Box<dyn Module>>,
    ) -> anyhow::Result<Self> {
        let mut modules = all_modules();
        let mut wanted: Vec<String> = match &settings.modules.enabled {
            Some(list) => list.clone(),
            None => modules.iter().map(|m| m.id().to_owned()).collect(),
        };
        wanted.extend(extra_modules.iter().map(|m| m.id().to_owned()));
        modules.extend(extra_modules);
        let enabled: Vec<&'static str> = resolve(&modules, &wanted)?.iter().map(|m| m.id()).collect();
        if let Some(unknown) = settings.modules.locked_on.iter().find(|id| !modules.iter().any(|m| m.id() == id.as_str())) {
            anyhow::bail!("unknown module '{unknown}' in [modules] locked_on");
        }
        let db = connect_database(&settings).await?;
        let backend = JobBackend::connect(&settings.job_queue_path(), settings.redis_url.as_ref().map(|s| s.expose()))
            .await
            .context("cannot open the job queue")?;
        let queue = JobQueue::new(backend, settings.jobs.queue_prefix.clone());
        let mailer = Mailer::new(settings.mail.smtp_url.as_ref().map(|s| s.expose()), &settings.mail_dir(), &settings.mail.from)?;
        let storage = match &settings.storage.url {
            Some(url) => Storage::open(url, &settings.storage.options),
            None => Storage::local(settings.storage_dir()),
        }
        .context("cannot open the file store")?;

        let mut registry = JobRegistry::new();
        registry.job::<SendEmail>();
        for m in modules.iter().filter(|m| enabled.contains(&m.id())) {
            registry.set_module(m.id());
            m.jobs(&mut registry);
        }
        registry.set_module("tests");
        extra_jobs(&mut registry);
        registry.validate()?;

        let switches = ModuleSwitches::new(
            modules
                .iter()
                .map(|m| {
                    let manifest = m.manifest();
                    ModuleFacts {
                        id: m.id(),
                        name_ar: manifest.name_ar,
                        name_en: manifest.name_en,
                        available: enabled.contains(&m.id()),
                        required: m.required(),
                        locked: settings.modules.locked_on.iter().any(|l| l == m.id()),
                        depends_on: m.depends_on().to_vec(),
                    }
                })
                .collect(),
        );
        let events = EventBus::new(registry.subscribers(), queue.clone(), switches.clone());
        let caches =
            CacheSync::new(settings.redis_url.as_ref().map(|s| s.expose()), &settings.jobs.queue_prefix).context("invalid Redis URL")?;
        let mut ctx = AppContext {
            db,
            settings: Arc::new(settings),
            queue,
            mailer,
            storage,
            singletons: Default::default(),
            ports: Default::default(),
            events,
            switches,
            caches,
        };
        for m in modules.iter().filter(|m| enabled.contains(&m.id())) {
            m.start(&ctx).with_context(|| format!("module {} cannot start", m.id()))?;
            for sandbox in m.sandboxes(&ctx) {
                ctx.settings.permit_sandbox(sandbox).with_context(|| format!("module {} cannot start", m.id()))?;
            }
        }
        let mut ports = PortRegistry::new();
        for m in modules.iter().filter(|m| enabled.contains(&m.id())) {
            ports.set_module(m.id());
            m.provide(&ctx, &mut ports);
        }
        ctx.ports = ports.into_ports();
        // Before the first migration the table is missing: every available module is on.
        let _ = ctx.switches.reload(&ctx.db).await;
        Ok(Self {
            ctx,
            modules: Arc::new(modules),
            enabled,
            registry: Arc::new(registry),
            limit_clock: platform::rate_limit::LimitClock::system(),
        })
    }

    /// Keeps what this process holds in memory (module switches, cached views) in step with the
    /// other instances: a database check every second, and Redis announcements when configured.
    pub fn watch_shared_state(&self) {
        let period = std::time::Duration::from_secs(1);
        let (switches, db) = (self.ctx.switches.clone(), self.ctx.db.clone());
        self.ctx.caches.on_change(platform::switches::ModuleSwitches::TOPIC, move || {
            let (switches, db) = (switches.clone(), db.clone());
            tokio::spawn(async move {
                if let Err(e) = switches.reload(&db).await {
                    tracing::warn!(error = %e, "could not reload module switches");
                }
            });
        });
        self.ctx.switches.watch(self.ctx.db.clone(), period);
        self.ctx.caches.watch(self.ctx.db.clone(), period);
    }

    pub async fn migrate(&self) -> anyhow::Result<()> {
        Migrator::up(&self.ctx.db, None).await.context("migration failed")?;
        self.ctx.switches.reload(&self.ctx.db).await.context("cannot read the module switches")
    }

    /// Reference data of every enabled module, and demo data when asked.
    pub async fn seed(&self, demo: bool) -> anyhow::Result<()> {
        let deaf: Vec<&str> = self.modules.iter().filter(|m| demo && !m.hears_demo_history()).map(|m| m.id()).collect();
        let ctx = AppContext { events: self.ctx.events.without_modules(&deaf), ..self.ctx.clone() };
        for m in self.enabled_modules() {
            m.seed(&ctx, demo).await.with_context(|| format!("seeding module {} failed", m.id()))?;
        }
        Ok(())
    }

    pub fn enabled_modules(&self) -> impl Iterator<Item = &dyn Module> {
        self.modules.iter().map(Box::as_ref).filter(|m| self.enabled.contains(&m.id()))
    }

    pub fn worker_env(&self, instance: String) -> WorkerEnv {
        WorkerEnv { ctx: self.ctx.clone(), instance, run_schedules: self.ctx.settings.jobs.run_schedules }
    }
}

/// A bound HTTP server, ready to run.
pub struct Application {
    pub app: ConnectedApp,
    pub server: actix_web::dev::Server,
    pub port: u16,
    /// Requests in flight, for a stop that fails none of them.
    pub drain: crate::drain::Drain,
}

impl Application {
    /// Binds the listen address (port 0 picks a free port) and builds the server.
    pub fn bind(app: ConnectedApp) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(&app.ctx.settings.bind).with_context(|| format!("cannot listen on {}", app.ctx.settings.bind))?;
        let port = listener.local_addr()?.port();
        let drain = crate::drain::Drain::default();
        let server = crate::http::server(&app, listener, drain.clone())?;
        Ok(Self { app, server, port, drain })
    }
}
