//! Keeping prices current: every few minutes while a market trades, quotes come from the
//! provider chain; after each close, the day's bars are stored and the analytics recomputed.

use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use platform::AppContext;
use platform::events::{DailyBarsStored, QuotesRefreshed};
use platform::jobs::JobError;
use sea_orm::ActiveValue::Set;

use crate::analytics::job::ComputeAnalytics;
use crate::entities::quotes;
use crate::hours::is_open;
use crate::lookup::stocks_of_market;
use crate::providers::chain::ProviderChain;
use crate::providers::demo::DemoProvider;
use crate::providers::http::HttpProvider;
use crate::providers::{Provider, SymbolRef};
use crate::settings::MarketSettings;
use crate::universe::{MARKETS, MarketDef};
use crate::view_cache::QUOTES_TOPIC;

/// Builds the configured chain; unknown names and an "http" provider without a base URL are
/// configuration errors.
pub fn build_chain(ctx: &AppContext) -> Result<ProviderChain, JobError> {
    let settings: MarketSettings = ctx.settings.module_config("market")?;
    let mut providers: Vec<Arc<dyn Provider>> = Vec::new();
    for name in &settings.providers {
        match name.as_str() {
            "demo" => providers.push(Arc::new(DemoProvider::new(ctx.db.clone(), settings.delay_minutes))),
            "http" => {
                let base = settings.http_base_url.as_deref().ok_or("[module.market] http_base_url is required for the http provider")?;
                let key = settings.http_api_key.as_ref().map(|k| k.expose().to_owned()).unwrap_or_default();
                providers.push(Arc::new(HttpProvider::new(base, &key)?));
            }
            other => return Err(format!("[module.market] unknown provider '{other}'").into()),
        }
    }
    Ok(ProviderChain::new(providers, Duration::from_secs(settings.quote_cache_secs)))
}

/// The application's chain, built once so its quote cache is shared.
pub fn chain(ctx: &AppContext) -> Result<Arc<ProviderChain>, JobError> {
    ctx.singletons.get_or_try_init(|| build_chain(ctx))
}

async fn symbols_of(ctx: &AppContext, market: &MarketDef) -> Result<Vec<(i64, SymbolRef)>, sea_orm::DbErr> {
    Ok(stocks_of_market(&ctx.db, market.id)
        .await?
        .into_iter()
        .map(|s| (s.id, SymbolRef { symbol: s.symbol, market: market.code.into() }))
        .collect())
}

/// Stores fresh quotes for the markets trading now.
pub async fn refresh_quotes(ctx: AppContext) -> Result<(), JobError> {
    let now = Utc::now();
    refresh_quotes_of(&ctx, MARKETS.iter().filter(|m| is_open(m, now))).await
}

/// Stores fresh quotes for the given markets and drops the views computed from the old ones.
pub async fn refresh_quotes_of(ctx: &AppContext, markets: impl Iterator<Item = &MarketDef>) -> Result<(), JobError> {
    let settings: MarketSettings = ctx.settings.module_config("market")?;
    let chain = chain(ctx)?;
    for market in markets {
        let symbols = symbols_of(ctx, market).await?;
        let refs: Vec<SymbolRef> = symbols.iter().map(|(_, s)| s.clone()).collect();
        let ids: std::collections::HashMap<&SymbolRef, i64> = symbols.iter().map(|(id, s)| (s, *id)).collect();
        let fetched = chain.quotes(&refs).await?;
        let rows: Vec<quotes::ActiveModel> = fetched
            .iter()
            .filter_map(|(q, source)| {
                Some(quotes::ActiveModel {
                    stock_id: Set(*ids.get(&q.symbol)?),
                    price: Set(q.price.0),
                    previous_close: Set(q.previous_close.0),
                    open: Set(q.open.0),
                    high: Set(q.high.0),
                    low: Set(q.low.0),
                    volume: Set(q.volume),
                    quoted_at: Set(q.time),
                    delay_minutes: Set(settings.delay_minutes),
                    source: Set((*source).to_owned()),
                })
            })
            .collect();
        let stored = rows.len();
        crate::store::upsert_quotes(&ctx.db, rows).await?;
        ctx.caches.changed(&ctx.db, QUOTES_TOPIC).await?;
        tracing::info!(market = market.code, stored, "quotes refreshed");
        // Orders waiting for the market's next price fill at these.
        ctx.stage_events(&ctx.db, &[QuotesRefreshed { market: market.code.to_owned(), at: Utc::now() }]).await?;
    }
    ctx.relay_events().await;
    Ok(())
}

/// After a market's close: the last week's days and hours from the providers, then the
/// analytics; hours older than the window are dropped.
pub async fn end_of_day(ctx: AppContext, market: &MarketDef) -> Result<(), JobError> {
    let settings: MarketSettings = ctx.settings.module_config("market")?;
    let chain = chain(&ctx)?;
    let now = Utc::now();
    let to = now.date_naive();
    let from = to - chrono::Duration::days(7);
    if settings.providers.iter().any(|p| p == "demo")
        && let Some(through) = crate::demo_extend::last_closed_session(market, now)
    {
        // The demo history goes on with the sessions since it was drawn, so a demo never goes stale.
        let added = crate::demo_extend::extend_market(&ctx, market, through).await?;
        tracing::info!(market = market.code, added, "demo sessions added");
    }
    let (mut stored, mut hours_stored) = (0, 0);
    let mut newest = None;
    for (stock_id, symbol) in symbols_of(&ctx, market).await? {
        let Ok((bars, _)) = chain.daily_history(&symbol, from, to).await else { continue };
        stored += bars.len();
        newest = newest.max(bars.iter().map(|b| b.date).max());
        let rows = bars.iter().map(|b| crate::store::bar_row(stock_id, b.date, b.open, b.high, b.low, b.close, b.volume)).collect();
        crate::store::upsert_bars(&ctx.db, rows).await?;
        // A source without intraday data leaves the hours to the next provider or to none.
        match chain.hourly_history(&symbol, now - chrono::Duration::days(7), now).await {
            Ok((hours, _)) => {
                hours_stored += hours.len();
                crate::store::upsert_hours(&ctx.db, hours.iter().map(|h| crate::store::hour_row(stock_id, market, h)).collect()).await?;
            }
            Err(e) => tracing::debug!(symbol = symbol.symbol, error = %e, "no session hours"),
        }
    }
    let pruned = crate::store::prune_hours(&ctx.db, to - chrono::Duration::days(settings.hourly_window_days)).await?;
    tracing::info!(market = market.code, stored, hours_stored, pruned, "end-of-day bars stored");
    if let Some(date) = newest {
        // The bars are committed: a crash before this line is made good by the next run.
        ctx.stage_events(&ctx.db, &[DailyBarsStored { market: market.code.to_owned(), date }]).await?;
        ctx.relay_events().await;
    }
    ctx.queue.push(ComputeAnalytics { market_id: market.id }).await?;
    Ok(())
}
