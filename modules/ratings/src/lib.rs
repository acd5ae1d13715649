//! Eva lists (ratings): analysts' model portfolios. An analyst publishes ratings (a stock bought
//! at the market or by limit with an entry percentage of the list's value), increases, sells
//! wholly or in part with an exit reason; limit orders fill from stored daily bars and
//! dividends are credited on their ex-dates. Every change is appended to the list's history,
//! each entry chained to the one before by SHA-256, and anyone can verify the chain.

mod access;
mod book;
pub mod chain;
mod comments;
pub mod demo;
mod dividends;
pub mod entities;
mod fill;
mod fills;
mod form;
mod handlers;
pub mod history;
mod holdings;
mod images;
mod limits;
mod messages;
mod order_changes;
pub mod performance;
mod placing;
pub mod portfolio;
mod ports;
mod publish;
mod read;
mod sell;
mod views;

use platform::events::{DailyBarsStored, QuotesRefreshed};
use platform::jobs::JobRegistry;
use platform::ports::MarketCode;
use platform::{AppContext, Manifest, Module, ServiceConfig};

pub struct RatingsModule;

/// Fills the market's limit orders, credits its dividends, then stores its lists' daily values,
/// with bars up to the event's day; returns the fills and the dividends credited.
pub async fn follow_market(ctx: &AppContext, market: MarketCode, through: chrono::NaiveDate) -> platform::ApiResult<(usize, usize)> {
    let filled = fills::fill_orders(ctx, market, through).await?;
    let credited = dividends::credit(ctx, market, through, chrono::Utc::now()).await?;
    performance::store::refresh_market(ctx, market, through).await?;
    Ok((filled, credited))
}

impl Module for RatingsModule {
    fn id(&self) -> &'static str {
        "ratings"
    }

    /// Lists come from analysts, prices from market, access from subscriptions.
    fn depends_on(&self) -> &'static [&'static str] {
        &["market", "subscriptions", "analysts"]
    }

    /// Each Eva list's record, for the analysts directory; the lists holding a stock, for Eva Chat.
    fn provide(&self, _ctx: &AppContext, ports: &mut platform::ports::PortRegistry) {
        use platform::ports::{RatingLists, StockCoverage, TrackRecords};
        ports.provide::<dyn TrackRecords<RatingLists>>(std::sync::Arc::new(ports::track_records::ListRecords));
        ports.provide::<dyn StockCoverage<RatingLists>>(std::sync::Arc::new(ports::coverage::ListHoldings));
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(create_rating::create_rating)
            .service(update_rating::update_rating)
            .service(sell_rating::sell_rating)
            .service(sell_rating::partial_sell_rating)
            .service(list_orders::list_orders)
            .service(cancel_order::cancel_order)
            .service(edit_order::edit_order)
            .service(list_ratings::list_ratings)
            .service(list_ratings::list_ratings_guest)
            .service(list_lists::list_lists)
            .service(list_lists::list_lists_guest)
            .service(get_list::get_list)
            .service(get_list::get_list_guest)
            .service(list_history::list_history)
            .service(export_history::export_history)
            .service(verify_list::verify_list)
            .service(set_capital::set_capital)
            .service(graph_data::graph_data)
            .service(list_performance::list_performance)
            .service(stock_performance::stock_performance)
            .service(rating_comments::post_rating_comment)
            .service(rating_comments::list_rating_comments)
            .service(state_comments::post_state_comment)
            .service(state_comments::list_state_comments)
            .service(rating_details::rating_details)
            .service(rating_images::attach_images)
            .service(rating_images::get_image)
            .service(favourites::toggle_list)
            .service(favourites::toggle_rating)
            .service(favourites::favourite_lists)
            .service(favourites::favourite_ratings)
            .service(my_ratings::my_ratings)
            .service(custom_lists::create_custom_list)
            .service(custom_lists::get_custom_list)
            .service(custom_lists::custom_list_performance);
    }

    /// Each time a market's bars are stored, its limit orders fill and its dividends are
    /// credited (both once, whatever the number of deliveries).
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.on::<DailyBarsStored, _, _>("ratings.follow_market", |event, _delivery, ctx| async move {
            let Some(market) = MarketCode::from_code(&event.market) else { return Ok(()) };
            follow_market(&ctx, market, event.date).await.map_err(|e| -> platform::jobs::JobError { e.to_string().into() })?;
            Ok(())
        });
        // Market orders placed while the market had no current price fill at its next one.
        registry.on::<QuotesRefreshed, _, _>("ratings.fill_at_quotes", |event, _delivery, ctx| async move {
            let Some(market) = MarketCode::from_code(&event.market) else { return Ok(()) };
            fills::fill_at_quotes(&ctx, market).await.map_err(|e| -> platform::jobs::JobError { e.to_string().into() })?;
            Ok(())
        });
    }

    /// With demo data: the demo analysts' Eva lists with a few years of history.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> futures_util::future::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "قوائم إيفا",
            name_en: "Eva lists",
            // The favourites page is the ratings module's; opinions adds its part (DECISIONS 10).
            routes: vec![
                "/eva",
                "/analyst_eva",
                "/ratings/:id",
                "/rating-list-history/:id",
                "/rating-state-comments/:id",
                "/rating-details/:id",
                "/my_favourites",
            ],
            nav: vec![],
        }
    }
}
