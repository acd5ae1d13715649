//! Eva opinions: analysts' short calls on stocks and options. Each is checked against the
//! stock's current price when published (stored with it), keeps every version an edit
//! replaces, and is decided from stored market data (target, stop loss per stop type, or the
//! end of its analysis period); lists and analysts are scored with the number of decided
//! opinions and a 95% interval beside every success rate.

mod access;
pub mod bounds;
pub mod checks;
mod comments;
pub mod demo;
pub mod entities;
pub mod form;
mod handlers;
mod images;
mod limits;
mod messages;
mod ports;
mod publish;
mod read;
pub mod record;
pub mod resolution;
mod settings;
pub mod stats;
pub mod terms;
pub mod versions;
mod views;
mod visibility;

use platform::events::DailyBarsStored;
use platform::jobs::JobRegistry;
use platform::ports::MarketCode;
use platform::{AppContext, Manifest, Module, ServiceConfig};

pub struct OpinionsModule;

impl Module for OpinionsModule {
    fn id(&self) -> &'static str {
        "opinions"
    }

    /// Lists come from analysts, prices from market, access from subscriptions.
    fn depends_on(&self) -> &'static [&'static str] {
        &["market", "subscriptions", "analysts"]
    }

    /// Each opinions list's record, for the analysts directory; the pending opinions on a stock,
    /// for Eva Chat.
    fn provide(&self, _ctx: &AppContext, ports: &mut platform::ports::PortRegistry) {
        use platform::ports::{OpinionLists, StockCoverage, TrackRecords};
        ports.provide::<dyn TrackRecords<OpinionLists>>(std::sync::Arc::new(ports::track_records::ListRecords));
        ports.provide::<dyn StockCoverage<OpinionLists>>(std::sync::Arc::new(ports::coverage::PendingOpinions));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(publishing::create_opinion)
            .service(publishing::update_opinion)
            .service(lists::list_opinion_lists)
            .service(lists::list_opinion_lists_guest)
            .service(lists::get_opinion_list)
            .service(lists::get_opinion_list_guest)
            .service(opinions::list_opinions)
            .service(opinions::get_opinion)
            .service(opinions::opinion_history)
            .service(comments::create_opinion_comment)
            .service(comments::list_opinion_comments)
            .service(comments::list_replies)
            .service(favourites::toggle_opinion)
            .service(favourites::toggle_opinion_list)
            .service(favourites::favourite_opinion_lists)
            .service(favourites::favourite_opinions)
            .service(stats::opinion_analyst_stats)
            .service(images::attach_opinion_images)
            .service(images::get_opinion_image)
            .service(moderation::staff_opinions)
            .service(moderation::hide_opinion)
            .service(moderation::restore_opinion)
            .service(moderation::opinion_moderation);
    }

    /// Each time a market's bars are stored, its pending opinions are decided (once each,
    /// whatever the number of deliveries).
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.on::<DailyBarsStored, _, _>("opinions.resolve", |event, _delivery, ctx| async move {
            let Some(market) = MarketCode::from_code(&event.market) else { return Ok(()) };
            resolution::run::resolve_market(&ctx, market, event.date)
                .await
                .map_err(|e| -> platform::jobs::JobError { e.to_string().into() })?;
            Ok(())
        });
    }

    /// With demo data: opinions on the demo analysts' opinions lists, decided on the demo prices.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> futures_util::future::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "آراء إيفا",
            name_en: "Eva opinions",
            routes: vec!["/opinion_lists", "/opinions/:id", "/opinion/:id"],
            nav: vec![],
        }
    }
}
