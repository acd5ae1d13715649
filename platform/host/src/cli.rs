//! The `eva` command: run, serve, work, migrate, seed, jobs.

use clap::{Parser, Subcommand};
use platform::Settings;

use crate::bootstrap::{Application, ConnectedApp};
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
    /// Market data.
    Market {
        #[command(subcommand)]
        command: MarketCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum MarketCommand {
    /// Import daily bars from a CSV file (Date,Open,High,Low,Close,Volume, optionally Symbol).
    Import {
        file: std::path::PathBuf,
        /// The symbol of every row, for files without a Symbol column.
        #[arg(long)]
        symbol: Option<String>,
    },
    /// Set stocks' Shariah status from a CSV file (Symbol,Shariah: compliant, non-compliant or
    /// not assessed).
    Shariah { file: std::path::PathBuf },
}

#[derive(Debug, Subcommand)]
pub enum JobsCommand {
    /// List jobs that used up their attempts.
    Failed,
}

pub async fn execute(cli: Cli) -> anyhow::Result<()> {
    let settings = Settings::load()?;
    let app = ConnectedApp::connect(settings).await?;
    match cli.command.unwrap_or(Command::Run) {
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
        Command::Market { command: MarketCommand::Import { file, symbol } } => {
            let text = std::fs::read_to_string(&file).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
            let report = market::import::import_csv(&app.ctx.db, &text, symbol.as_deref()).await?;
            println!("imported {} bars for {} stock(s)", report.bars, report.stocks);
            for market_id in report.markets {
                app.ctx.queue.push(market::analytics::job::ComputeAnalytics { market_id }).await?;
            }
            println!("analytics queued: they run with the workers (eva run or eva work)");
            Ok(())
        }
        Command::Market { command: MarketCommand::Shariah { file } } => {
            let text = std::fs::read_to_string(&file).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
            let report = market::shariah_import::import_shariah(&app.ctx.db, &text).await?;
            println!("Shariah status set: {} compliant, {} non-compliant, {} not assessed", report.compliant, report.non_compliant, report.not_assessed);
            Ok(())
        }
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
    let shutdown = Shutdown::new();
    let mut tasks = Vec::new();
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
        let stop = shutdown.wait();
        tokio::spawn(async move {
            stop.await;
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
