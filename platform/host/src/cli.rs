//! The `eva` command: run, serve, work, migrate, seed, jobs.

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use platform::Settings;

use crate::bootstrap::{Application, ConnectedApp};
use crate::modules::all_modules;
use crate::shutdown::{Shutdown, os_signal};

#[derive(Debug, Parser)]
#[command(name = "eva", version, about = "Eva: Arabic-first stock research platform")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Migrate, then serve HTTP and run the workers in one process (the default).
    Run,
    /// Serve HTTP only (production: several instances behind a load balancer).
    Serve,
    /// Run the background workers only.
    Work,
    /// Apply pending database migrations and insert reference data.
    Migrate,
    /// Insert reference data, and demo users with --demo.
    Seed {
        #[arg(long)]
        demo: bool,
    },
    /// Inspect the job queue.
    Jobs {
        #[command(subcommand)]
        command: JobsCommand,
    },
    /// Files in the file store.
    Storage {
        #[command(subcommand)]
        command: StorageCommand,
    },
    /// Copy the embedded deployment (SQLite database, job file, stored files) into a new folder,
    /// while Eva runs. PostgreSQL deployments use pg_basebackup / pg_dump (README).
    Backup { dir: std::path::PathBuf },
    /// Bring back a backup made by `eva backup` (stop Eva first: the files are replaced).
    Restore { dir: std::path::PathBuf },
    /// Write the web app's copies of the server's contracts: the OpenAPI document and every
    /// module's manifest (web/src/generated).
    ExportContracts { dir: std::path::PathBuf },
}

#[derive(Debug, Subcommand)]
pub enum StorageCommand {
    /// Copy every file from one store to another (`s3://BUCKET/PREFIX`, `file:///PATH` or a
    /// folder); resumable, each copy verified by size and SHA-256. S3 settings come from `AWS_*`.
    Migrate {
        #[arg(long)]
        from: String,
        #[arg(long)]
        to: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum JobsCommand {
    /// List jobs that used up their attempts.
    Failed,
}

/// The host's commands plus each module's own (`eva market import …`).
pub fn command() -> clap::Command {
    let mut command = Cli::command();
    for m in all_modules() {
        if let Some(sub) = m.command() {
            command = command.subcommand(sub);
        }
    }
    command
}

/// Parses the process arguments and runs what they ask.
pub async fn execute_args() -> anyhow::Result<()> {
    let matches = command().get_matches();
    if let Some((name, args)) = matches.subcommand()
        && all_modules().iter().any(|m| m.command().is_some_and(|c| c.get_name() == name))
    {
        let app = ConnectedApp::connect(Settings::load()?).await?;
        let module = app
            .enabled_modules()
            .find(|m| m.command().is_some_and(|c| c.get_name() == name))
            .ok_or_else(|| anyhow::anyhow!("the module of `eva {name}` is not enabled in this deployment"))?;
        return module.run_command(&app.ctx, args).await;
    }
    execute(Cli::from_arg_matches(&matches)?).await
}

pub async fn execute(cli: Cli) -> anyhow::Result<()> {
    let settings = Settings::load()?;
    // Copying files needs neither the database nor the queue.
    if let Some(Command::Storage { command: StorageCommand::Migrate { from, to } }) = &cli.command {
        return migrate_storage(&settings, from, to).await;
    }
    // Restoring replaces the database files: nothing may hold them open.
    if let Some(Command::Restore { dir }) = &cli.command {
        let manifest = crate::backup::restore(&settings, dir).await?;
        println!("restored the backup of {} from {}", manifest.created_at, dir.display());
        return Ok(());
    }
    let app = ConnectedApp::connect(settings).await?;
    match cli.command.unwrap_or(Command::Run) {
        Command::Backup { dir } => {
            let manifest = crate::backup::backup(&app, &dir).await?;
            println!("backed up to {} ({} stored files)", dir.display(), manifest.files);
            Ok(())
        }
        Command::Restore { .. } => Ok(()),
        Command::Run => {
            app.migrate().await?;
            app.seed(false).await?;
            serve_and_work(app, true, true).await
        }
        Command::Serve => serve_and_work(app, true, false).await,
        Command::Work => serve_and_work(app, false, true).await,
        Command::Migrate => {
            app.migrate().await?;
            app.seed(false).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::Seed { demo } => {
            app.seed(demo).await?;
            println!("seeded{}", if demo { " (with demo data)" } else { "" });
            Ok(())
        }
        Command::ExportContracts { dir } => {
            crate::contracts::write(&app, &dir)?;
            println!("wrote {}", dir.display());
            Ok(())
        }
        Command::Storage { command: StorageCommand::Migrate { from, to } } => migrate_storage(&app.ctx.settings, &from, &to).await,
        Command::Jobs { command: JobsCommand::Failed } => {
            let failed = platform::jobs::list_failed(&app.ctx.queue, &app.registry.queues()).await?;
            if failed.is_empty() {
                println!("no failed jobs");
            }
            for job in failed {
                println!("{}\t{}\tattempts={}\t{}", job.queue, job.id, job.attempts, job.last_error.unwrap_or_default());
            }
            Ok(())
        }
    }
}

/// Runs the server and/or the workers until SIGTERM, then stops both gracefully.
async fn serve_and_work(app: ConnectedApp, serve: bool, work: bool) -> anyhow::Result<()> {
    app.watch_shared_state();
    let shutdown = Shutdown::new();
    let mut tasks = Vec::new();
    if work
        && !serve
        && let Some(bind) = app.ctx.settings.http.metrics_bind.clone()
    {
        let server = crate::metrics_route::worker_server(&app, &bind)?;
        tracing::info!(%bind, "serving this worker's /metrics");
        let handle = server.handle();
        let stop = shutdown.wait();
        tokio::spawn(async move {
            stop.await;
            handle.stop(true).await;
        });
        tasks.push(tokio::spawn(async move { server.await.map_err(anyhow::Error::from) }));
    }
    if work {
        let env = app.worker_env(workers::instance_name());
        let registry = app.registry.clone();
        let stop = shutdown.wait();
        tasks.push(tokio::spawn(async move { workers::run(&registry, env, stop).await }));
    }
    if serve {
        let application = Application::bind(app)?;
        tracing::info!(port = application.port, bind = %application.app.ctx.settings.bind, "serving HTTP");
        let handle = application.server.handle();
        let drain = application.drain.clone();
        let stop = shutdown.wait();
        tokio::spawn(async move {
            stop.await;
            // /ready answers 503 so the proxy sends new requests elsewhere; what is in flight
            // finishes on live workers; then all workers stop together (see `drain`).
            drain.start();
            drain.settled(workers::SHUTDOWN_GRACE).await;
            handle.stop(true).await;
        });
        let server = application.server;
        tasks.push(tokio::spawn(async move { server.await.map_err(anyhow::Error::from) }));
    }
    let trigger = shutdown.clone();
    tokio::spawn(async move {
        os_signal().await;
        trigger.trigger();
    });
    for task in tasks {
        task.await??;
    }
    Ok(())
}

/// `eva storage migrate`: copies between the two stores and reports.
async fn migrate_storage(settings: &Settings, from: &str, to: &str) -> anyhow::Result<()> {
    use platform::storage::Storage;
    let source = Storage::open(from, &settings.storage.options)?;
    let target = Storage::open(to, &settings.storage.options)?;
    let report = platform::storage_copy::copy_all(&source, &target, |key, copied| {
        println!("{} {key}", if copied { "copied " } else { "present" });
    })
    .await?;
    println!(
        "{} files copied ({} bytes), {} already there; every copy verified by size and SHA-256 ({} -> {})",
        report.copied,
        report.bytes,
        report.skipped,
        source.location(),
        target.location()
    );
    Ok(())
}
