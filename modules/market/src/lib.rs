//! Market data: the Saudi main and parallel markets and the S&P 100, their prices, indices,
//! heatmaps, highs and lows and signals (spec §7 "Market data").

pub mod actions_import;
pub mod analytics;
mod cli;
mod csv_file;
pub mod demo;
pub mod demo_extend;
pub mod demo_figures;
pub mod demo_intraday;
pub mod dividends_import;
pub mod entities;
pub mod fundamentals;
pub mod fundamentals_import;
mod handlers;
mod import_upsert;
mod limits;
pub mod settings;

pub use handlers::list_stock_signals::newest_free_day as newest_free_signal_day;
pub mod hours;
pub mod hours_import;
pub mod import;
mod lookup;
mod ports;
pub mod providers;
pub mod quotes_import;
pub mod refresh;
pub mod search;
pub mod seed;
pub mod shares_import;
pub mod shariah_import;
pub mod stock_index;
pub mod store;
pub mod universe;
pub mod view_cache;
mod views;
mod views_analytics;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::jobs::JobRegistry;
use platform::ports::{MarketData, PortRegistry};
use platform::{AppContext, Manifest, Module, NavEntry, ServiceConfig};

pub struct MarketModule;

impl Module for MarketModule {
    fn id(&self) -> &'static str {
        "market"
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn MarketData>(Arc::new(ports::market_data::MarketDataPort {
            db: ctx.db.clone(),
            index: stock_index::StockIndex::of(ctx),
        }));
        ports
            .provide::<dyn platform::ports::MarketAnalytics>(Arc::new(ports::market_analytics::MarketAnalyticsPort { db: ctx.db.clone() }));
    }

    fn command(&self) -> Option<clap::Command> {
        Some(cli::command())
    }

    fn run_command<'a>(&'a self, ctx: &'a AppContext, args: &'a clap::ArgMatches) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(cli::run(ctx, args))
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(list_markets::list_markets)
            .service(list_indices::list_indices)
            .service(search_stocks::search_stocks)
            .service(latest_price::latest_price)
            .service(get_stock::get_stock)
            .service(market_heatmap::market_heatmap)
            .service(market_indicators::market_indicators)
            .service(list_technical_events::list_technical_events)
            .service(list_technical_events::get_technical_event)
            .service(list_stock_signals::list_stock_signals)
            .service(list_stock_signals::list_stock_signals_guest)
            .service(high_low_weeks::weekly_high_low)
            .service(high_low_weeks::all_time_high_low)
            .service(breadth_series::breadth_52w)
            .service(breadth_series::hi_lo_weeks)
            .service(breadth_series::stocks_by_ma)
            .service(breadth_series::market_high_low)
            .service(index_series::index_return)
            .service(index_series::global_index)
            .service(market_reader::market_reader)
            .service(stock_tables::financial_indicators)
            .service(stock_tables::dividend_data)
            .service(stock_tables::ownership_indicators)
            .service(stock_tables::risk_lens)
            .service(stock_tables::sector_heatmap);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.job::<analytics::job::ComputeAnalytics>();
        // Quotes every five minutes (only markets in session are fetched).
        registry.schedule("market.refresh_quotes", "0 */5 * * * *", Arc::new(|ctx| Box::pin(refresh::refresh_quotes(ctx))));
        // End of day, after each close: 15:45 Riyadh (12:45 UTC) and after 16:00 New York.
        registry.schedule(
            "market.end_of_day_saudi",
            "0 45 12 * * Sun,Mon,Tue,Wed,Thu",
            Arc::new(|ctx| {
                Box::pin(async move {
                    refresh::end_of_day(ctx.clone(), &universe::MARKETS[0]).await?;
                    refresh::end_of_day(ctx, &universe::MARKETS[1]).await
                })
            }),
        );
        registry.schedule(
            "market.end_of_day_us",
            "0 30 21 * * Mon,Tue,Wed,Thu,Fri",
            Arc::new(|ctx| Box::pin(refresh::end_of_day(ctx, &universe::MARKETS[2]))),
        );
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "السوق",
            name_en: "Market",
            routes: vec![
                "/stock",
                "/index-performance",
                "/weekly-high-low",
                "/high-low-stocks",
                "/stock-signals",
                "/techinal-analysis",
                "/market-reader",
            ],
            nav: vec![
                NavEntry { path: "/", label_ar: "السوق", label_en: "Market" },
                NavEntry { path: "/stock-signals", label_ar: "الإشارات الفنية", label_en: "Technical signals" },
            ],
        }
    }

    /// The listed companies always; five years of demo prices with `--demo` when none exist.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            seed::seed_universe(ctx).await?;
            if demo && seed::seed_demo_history(ctx, &seed::DemoOptions::standard()).await? {
                tracing::info!("demo price history generated; analytics queued");
                for market in &universe::MARKETS {
                    ctx.queue.push(analytics::job::ComputeAnalytics { market_id: market.id }).await?;
                }
            }
            Ok(())
        })
    }
}
