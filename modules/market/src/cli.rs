//! `eva market …`: the operator's imports of prices, dividends, shares, fundamentals and the
//! Shariah board's screening.

use clap::{Arg, ArgMatches, Command};
use platform::AppContext;

use crate::analytics::job::ComputeAnalytics;

pub fn command() -> Command {
    Command::new("market")
        .about("Market data")
        .subcommand_required(true)
        .subcommand(
            Command::new("import")
                .about("Import daily bars from a CSV file (Date,Open,High,Low,Close,Volume, optionally Symbol)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf)))
                .arg(Arg::new("symbol").long("symbol").help("The symbol of every row, for files without a Symbol column")),
        )
        .subcommand(
            Command::new("quotes")
                .about("Set current prices from a CSV file (Symbol,Price, optionally Time as YYYY-MM-DD HH:MM in the market's time; now when empty)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("shariah")
                .about("Set stocks' Shariah status from a CSV file (Symbol,Shariah: compliant, non-compliant or not assessed)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("dividends")
                .about("Import cash dividends from a CSV file (Symbol,ExDate,Amount per share)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("actions")
                .about("Import splits and bonus issues from a CSV file (Symbol,ExDate,Kind as split or bonus,Ratio as shares after:before)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("hours")
                .about("Import session hours from a CSV file (Symbol,Start as YYYY-MM-DD HH:MM in the market's time,Open,High,Low,Close,Volume)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("fundamentals")
                .about("Import reported figures per period from a CSV file (Symbol,PeriodEnd,Months,Revenue,NetIncome,EPS,BookValue,Debt,Cash)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
        .subcommand(
            Command::new("shares")
                .about("Set stocks' shares outstanding from a CSV file (Symbol,Shares)")
                .arg(Arg::new("file").required(true).value_parser(clap::value_parser!(std::path::PathBuf))),
        )
}

fn read(args: &ArgMatches) -> anyhow::Result<String> {
    let file = args.get_one::<std::path::PathBuf>("file").ok_or_else(|| anyhow::anyhow!("a file is needed"))?;
    std::fs::read_to_string(file).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))
}

pub async fn run(ctx: &AppContext, args: &ArgMatches) -> anyhow::Result<()> {
    match args.subcommand() {
        Some(("import", args)) => {
            let text = read(args)?;
            let symbol = args.get_one::<String>("symbol").map(String::as_str);
            let report = crate::import::import_csv(ctx, &text, symbol).await?;
            println!("imported {} bars for {} stock(s)", report.bars, report.stocks);
            for market_id in report.markets {
                ctx.queue.push(ComputeAnalytics { market_id }).await?;
            }
            println!("analytics queued: they run with the workers (eva run or eva work)");
            Ok(())
        }
        Some(("quotes", args)) => {
            let count = crate::quotes_import::import_quotes(ctx, &read(args)?).await?;
            println!("stored {count} quote(s)");
            Ok(())
        }
        Some(("shariah", args)) => {
            let report = crate::shariah_import::import_shariah(ctx, &read(args)?).await?;
            println!(
                "Shariah status set: {} compliant, {} non-compliant, {} not assessed",
                report.compliant, report.non_compliant, report.not_assessed
            );
            Ok(())
        }
        Some(("dividends", args)) => {
            let count = crate::dividends_import::import_dividends(ctx, &read(args)?).await?;
            println!("imported {count} dividend(s)");
            Ok(())
        }
        Some(("actions", args)) => {
            let count = crate::actions_import::import_actions(ctx, &read(args)?).await?;
            println!("imported {count} corporate action(s)");
            Ok(())
        }
        Some(("hours", args)) => {
            let count = crate::hours_import::import_hours(ctx, &read(args)?).await?;
            println!("imported {count} session hour(s)");
            Ok(())
        }
        Some(("fundamentals", args)) => {
            let count = crate::fundamentals_import::import_fundamentals(ctx, &read(args)?).await?;
            println!("imported {count} period(s) of fundamentals");
            Ok(())
        }
        Some(("shares", args)) => {
            let count = crate::shares_import::import_shares(ctx, &read(args)?).await?;
            println!("shares outstanding set for {count} stock(s)");
            Ok(())
        }
        _ => anyhow::bail!("unknown market command"),
    }
}
