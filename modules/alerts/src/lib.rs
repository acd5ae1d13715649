//! Alerts: an investor's conditions on a stock (the price reaching a level, the day's move
//! beyond a percent), fired once, daily or every time after a cool-down, until they expire.
//! They are evaluated where prices arrive (each quote refresh and end-of-day update of a market),
//! fired exactly once per trigger whatever the number of workers, and announced in one
//! `AlertsFired` event per batch, which the notifications module delivers by the user's choice.

pub mod closes;
mod demo;
pub mod entities;
pub mod evaluate;
pub mod form;
mod handlers;
mod limits;
mod messages;
pub mod news;
mod quota;
pub mod rebase;
mod settings;
mod store;
pub mod terms;
mod thresholds;
pub mod trigger;
mod views;

use chrono::Utc;
use futures_util::future::BoxFuture;
use platform::events::{
    AnalystNews, AnalyticsComputed, CorporateActionsStored, DailyBarsStored, OpinionPublished, OrderFilled, QuotesRefreshed,
    RatingPublished, RatingSold, ShariahStatusChanged,
};
use platform::jobs::JobRegistry;
use platform::ports::MarketCode;
use platform::{AppContext, Manifest, Module, NavEntry, ServiceConfig};
use terms::Condition;

pub struct AlertsModule;

impl Module for AlertsModule {
    fn id(&self) -> &'static str {
        "alerts"
    }

    fn depends_on(&self) -> &'static [&'static str] {
        &["market"]
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::alerts::*;
        cfg.service(list_alerts)
            .service(create_alert)
            .service(update_alert)
            .service(pause_alert)
            .service(resume_alert)
            .service(delete_alert);
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    /// New quotes, and each market's end of day, are where alerts fire.
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.on::<QuotesRefreshed, _, _>("alerts.evaluate_quotes", |event, _delivery, ctx| async move {
            evaluate::market_named(&ctx, &event.market).await?;
            Ok(())
        });
        // A split's levels are re-based at once when its ex-date has already come.
        registry.on::<CorporateActionsStored, _, _>("alerts.rebase", |event, _delivery, ctx| async move {
            rebase::record(&ctx, &event.actions).await?;
            for market in [MarketCode::Tasi, MarketCode::Nomu, MarketCode::Us] {
                rebase::apply_due(&ctx, market, Utc::now()).await?;
            }
            Ok(())
        });
        registry.on::<AnalyticsComputed, _, _>("alerts.evaluate_sessions", |event, _delivery, ctx| async move {
            if let Some(market) = MarketCode::from_code(&event.market) {
                closes::market(&ctx, market, Utc::now()).await?;
            }
            Ok(())
        });
        registry.on::<ShariahStatusChanged, _, _>("alerts.shariah_changed", |event, _delivery, ctx| async move {
            let today = platform::saudi_time::today();
            let facts: Vec<news::Fact> = event
                .changes
                .iter()
                .map(|c| news::Fact {
                    stock_id: c.stock_id,
                    key: format!("shariah:{}:{today}", news::shariah_level(c.after)),
                    level: Some(news::shariah_level(c.after)),
                })
                .collect();
            news::happened(&ctx, Condition::ShariahChange, &facts, Utc::now()).await?;
            Ok(())
        });
        // An analyst publishes on the stock or changes a list with it: adds it, buys it (an
        // order fills), sells it wholly or in part. Each keyed by its fact; a list may sell part
        // of one position several times, so a sale is keyed by its event.
        registry.on::<OpinionPublished, _, _>("alerts.opinion_published", |event, _delivery, ctx| {
            news::analyst(ctx, event.stock_id, format!("opinion:{}", event.opinion_id), AnalystNews::Published)
        });
        registry.on::<RatingPublished, _, _>("alerts.rating_published", |event, _delivery, ctx| {
            news::analyst(ctx, event.stock_id, format!("rating:{}", event.rating_id), AnalystNews::Published)
        });
        registry.on::<OrderFilled, _, _>("alerts.order_filled", |event, _delivery, ctx| {
            news::analyst(ctx, event.stock_id, format!("order:{}", event.order_id), AnalystNews::Bought)
        });
        registry.on::<RatingSold, _, _>("alerts.rating_sold", |event, delivery, ctx| {
            let sold = if event.partial { AnalystNews::SoldPart } else { AnalystNews::Sold };
            news::analyst(ctx, event.stock_id, format!("sold:{}:{delivery}", event.rating_id), sold)
        });
        registry.on::<DailyBarsStored, _, _>("alerts.evaluate_closes", |event, _delivery, ctx| async move {
            evaluate::market_named(&ctx, &event.market).await?;
            Ok(())
        });
    }

    /// The demo investor's alerts, once.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "التنبيهات",
            name_en: "Alerts",
            routes: vec!["/alerts"],
            nav: vec![NavEntry { path: "/alerts", label_ar: "تنبيهاتي", label_en: "My alerts" }],
        }
    }
}
