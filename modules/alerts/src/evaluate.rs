//! Evaluating alerts where prices arrive: after each refresh of a market's quotes. For each stock
//! with active alerts, the ordered index (stock, condition, state, level) gives just the alerts
//! its quote reaches, so the work grows with the alerts that fire, not with those that exist.
//! Each firing is inserted under its unique (alert, trigger key): whichever worker inserts it
//! first fires it, and the others find it there.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::events::{AlertFiring, AlertsFired};
use platform::ports::{MarketCode, MarketData, StockRef};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::entities::{alerts, firings};
use crate::rebase;
use crate::terms::{AlertState, Condition, Repeat};
use crate::trigger::{self, Quote, Watch};

/// Firings per transaction and per event.
const BATCH: usize = 500;

/// One alert that fires now, for a reason its key names, at a price and its time.
pub(crate) struct Due {
    pub alert: alerts::Model,
    pub trigger_key: String,
    pub quote: Quote,
    /// A dividend alert's dividend: its ex-date and amount per share.
    pub dividend: Option<(chrono::NaiveDate, i64)>,
}

/// [`market`] for a market named by its code, as events name it; an unknown code is no market.
pub async fn market_named(ctx: &AppContext, code: &str) -> anyhow::Result<usize> {
    match MarketCode::from_code(code) {
        Some(m) => market(ctx, m, Utc::now()).await,
        None => Ok(0),
    }
}

/// Evaluates every active alert of `market` against its latest quotes; returns how many fired.
pub async fn market(ctx: &AppContext, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let Some(prices) = ctx.port::<dyn MarketData>() else { return Ok(0) };
    // Levels set before a split are re-based before any quote after it is read against them.
    rebase::apply_due(ctx, market, now).await?;
    let stock_ids = watched_stocks(ctx, market, &Condition::ON_QUOTES).await?;
    if stock_ids.is_empty() {
        return Ok(0);
    }
    let quotes = prices.latest_prices(&stock_ids).await?;
    let mut due = Vec::new();
    for (stock_id, latest) in &quotes {
        let quote = Quote { price: latest.price, previous_close: latest.previous_close, at: latest.at };
        due.extend(due_on(ctx, *stock_id, &quote, market, now).await?);
    }
    fire_all(ctx, &due, &stock_ids, now).await
}

/// The stocks of `market` with active alerts of these conditions.
pub(crate) async fn watched_stocks(ctx: &AppContext, market: MarketCode, conditions: &[Condition]) -> Result<Vec<i64>, sea_orm::DbErr> {
    alerts::Entity::find()
        .select_only()
        .column(alerts::Column::StockId)
        .distinct()
        .filter(alerts::Column::MarketId.eq(market.id()))
        .filter(alerts::Column::State.eq(AlertState::Active))
        .filter(alerts::Column::Condition.is_in(conditions.iter().copied()))
        .into_tuple()
        .all(&ctx.db)
        .await
}

/// The stock's alerts of these conditions that watch now: active and not expired.
pub(crate) fn watching(stock_id: i64, conditions: &[Condition], now: DateTime<Utc>) -> sea_orm::Select<alerts::Entity> {
    alerts::Entity::find()
        .filter(alerts::Column::StockId.eq(stock_id))
        .filter(alerts::Column::Condition.is_in(conditions.iter().copied()))
        .filter(alerts::Column::State.eq(AlertState::Active))
        .filter(alerts::Column::ExpiresAt.gt(now))
}

/// Fires what is due, in batches.
pub(crate) async fn fire_all(ctx: &AppContext, due: &[Due], stock_ids: &[i64], now: DateTime<Utc>) -> anyhow::Result<usize> {
    let Some(prices) = ctx.port::<dyn MarketData>().filter(|_| !due.is_empty()) else { return Ok(0) };
    let stocks = prices.stocks(stock_ids).await?;
    let mut fired = 0;
    for chunk in due.chunks(BATCH) {
        fired += fire(ctx, chunk, &stocks, now).await?;
    }
    Ok(fired)
}

/// The alerts of one stock its quote fires: per condition, the levels it reaches, read in the
/// index's order.
async fn due_on(ctx: &AppContext, stock_id: i64, quote: &Quote, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<Vec<Due>> {
    let mut due = Vec::new();
    let quote_day = quote.at.with_timezone(&market.timezone()).date_naive();
    let moves_mean_nothing = rebase::ex_date_on(ctx, stock_id, quote_day).await?;
    for condition in Condition::ON_QUOTES {
        if moves_mean_nothing && condition.is_change() {
            continue;
        }
        let reached = match condition {
            Condition::PriceAbove => alerts::Column::Level.lte(quote.price.0),
            Condition::PriceBelow => alerts::Column::Level.gte(quote.price.0),
            Condition::ChangeUp => match quote.change_bp() {
                Some(change) => alerts::Column::Level.lte(change),
                None => continue,
            },
            Condition::ChangeDown => match quote.change_bp() {
                Some(change) => alerts::Column::Level.lte(-change),
                None => continue,
            },
            _ => continue,
        };
        let candidates = watching(stock_id, &[condition], now).filter(reached).all(&ctx.db).await?;
        for alert in candidates {
            if let Some(trigger_key) = trigger::fires(&Watch::of(&alert), quote, market, now) {
                due.push(Due { alert, trigger_key, quote: *quote, dividend: None });
            }
        }
    }
    Ok(due)
}

/// Records the firings not recorded yet and announces them in one event, in one transaction.
async fn fire(ctx: &AppContext, due: &[Due], stocks: &HashMap<i64, StockRef>, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let mut fired = Vec::new();
    for d in due {
        let Some(stock) = stocks.get(&d.alert.stock_id) else { continue };
        let row = firings::ActiveModel {
            alert_id: Set(d.alert.id),
            user_id: Set(d.alert.user_id),
            trigger_key: Set(d.trigger_key.clone()),
            price: Set(d.quote.price.0),
            priced_at: Set(d.quote.at),
            created_at: Set(now),
            ..Default::default()
        };
        let inserted = firings::Entity::insert(row)
            .on_conflict_do_nothing_on([firings::Column::AlertId, firings::Column::TriggerKey])
            .exec_without_returning(&txn)
            .await?;
        if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
            continue;
        }
        let mut update = alerts::Entity::update_many()
            .col_expr(alerts::Column::LastFiredAt, Expr::value(now))
            .col_expr(alerts::Column::FiredCount, Expr::col(alerts::Column::FiredCount).add(1))
            .col_expr(alerts::Column::UpdatedAt, Expr::value(now));
        if d.alert.repeat == Repeat::Once {
            update = update.col_expr(alerts::Column::State, Expr::value(AlertState::Done.as_str()));
        }
        update.filter(alerts::Column::Id.eq(d.alert.id)).exec(&txn).await?;
        fired.push(AlertFiring {
            alert_id: d.alert.id,
            user_id: d.alert.user_id,
            stock_id: stock.id,
            symbol: stock.symbol.clone(),
            name_ar: stock.name_ar.clone(),
            name_en: stock.name_en.clone(),
            market: stock.market,
            condition: d.alert.condition.as_str().to_owned(),
            level: d.alert.level,
            price: d.quote.price.0,
            priced_at: d.quote.at,
            trigger_key: d.trigger_key.clone(),
            ex_date: d.dividend.map(|(day, _)| day),
            dividend: d.dividend.map(|(_, amount)| amount),
        });
    }
    let count = fired.len();
    if count > 0 {
        ctx.stage_events(&txn, &[AlertsFired { firings: fired }]).await?;
    }
    txn.commit().await?;
    if count > 0 {
        ctx.relay_events().await;
    }
    Ok(count)
}
