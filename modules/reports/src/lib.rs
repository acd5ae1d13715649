//! Reports: a questionnaire suggests an investment strategy (growth, value, dividend income,
//! momentum, low volatility) the user may change; every stock of a market is ranked per strategy
//! by a documented scoring of Eva's market data (`factors`, `scoring`, `strategies`), recomputed
//! after each end-of-day update. Guests see the top of a ranking; subscribers of a reports
//! package see the whole ranking and each stock's report explaining its score.

mod chosen;
pub mod entities;
pub mod factors;
mod handlers;
mod messages;
pub mod questionnaire;
pub mod recompute;
pub mod scoring;
pub mod strategies;
mod views;

use futures_util::future::BoxFuture;
use platform::events::AnalyticsComputed;
use platform::jobs::JobRegistry;
use platform::ports::MarketCode;
use platform::{AppContext, Manifest, Module, ServiceConfig};

pub struct ReportsModule;

fn market_of(code: &str) -> Option<MarketCode> {
    [MarketCode::Tasi, MarketCode::Nomu, MarketCode::Us].into_iter().find(|m| m.code() == code)
}

impl Module for ReportsModule {
    fn id(&self) -> &'static str {
        "reports"
    }

    fn depends_on(&self) -> &'static [&'static str] {
        &["market", "subscriptions"]
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(rankings::guest_rankings)
            .service(rankings::rankings)
            .service(report::stock_report)
            .service(report::guest_stock_report)
            .service(assistance::questions)
            .service(assistance::update_strategy);
    }

    /// Each end-of-day update (or import) of a market ranks it again, once the market has
    /// computed the figures the scoring reads (risk figures, indicators).
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.on::<AnalyticsComputed, _, _>("reports.rank_market", |event, _delivery, ctx| async move {
            if let Some(market) = market_of(&event.market) {
                recompute::market(&ctx, market).await?;
            }
            Ok(())
        });
    }

    /// The demo's markets are ranked at once, so the reports have something to show.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            if demo {
                for market in [MarketCode::Tasi, MarketCode::Nomu, MarketCode::Us] {
                    recompute::market(ctx, market).await?;
                }
            }
            Ok(())
        })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "التقارير والتصنيفات",
            name_en: "Reports and rankings",
            routes: vec!["/reports", "/reports/stock/:stock/:strategy?"],
            nav: vec![],
        }
    }
}
