//! Evaluating alerts where prices arrive: after each refresh of a market's quotes. For each stock
//! with active alerts, the ordered index (stock, condition, state, level) gives just the alerts
//! its quote reaches, so the work grows with the alerts that fire, not with those that exist.
//! Each firing is inserted under its unique (alert, trigger key): whichever worker inserts it
//! first fires it, and the others find it there.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use platform::AppContext;
use platform::events::{AlertFiring, AlertsFired};
use platform::ports::{MarketCode, MarketData, StockRef};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::entities::{alerts, firings};
use crate::terms::{AlertState, Condition, Repeat};
use crate::trigger::{self, Quote, Watch};
use crate::{rebase, thresholds};

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
    if !any_watching(ctx, market).await? {
        return Ok(0);
    }
    // Every quoted stock of the market is read against the index: a probe per stock costs less
    // than finding, among all the alerts, the stocks that have one.
    let quotes: HashMap<i64, Quote> = prices
        .latest_prices_in(market)
        .await?
        .into_iter()
        .map(|(id, l)| (id, Quote { price: l.price, previous_close: l.previous_close, at: l.at }))
        .collect();
    let due = due_on_quotes(ctx, &quotes, market, now).await?;
    let mut firing: Vec<i64> = due.iter().map(|d| d.alert.stock_id).collect();
    firing.sort_unstable();
    firing.dedup();
    fire_all(ctx, &due, &firing, now).await
}

/// Whether `market` has any active alert at all (most refreshes of a quiet deployment stop here).
async fn any_watching(ctx: &AppContext, market: MarketCode) -> Result<bool, sea_orm::DbErr> {
    let one: Option<i64> = alerts::Entity::find()
        .select_only()
        .column(alerts::Column::Id)
        .filter(alerts::Column::MarketId.eq(market.id()))
        .filter(alerts::Column::State.eq(AlertState::Active))
        .limit(1)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    Ok(one.is_some())
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

/// The alerts the quotes fire: per condition, one statement for every stock's figure.
async fn due_on_quotes(ctx: &AppContext, quotes: &HashMap<i64, Quote>, market: MarketCode, now: DateTime<Utc>) -> anyhow::Result<Vec<Due>> {
    let days: Vec<(i64, chrono::NaiveDate)> =
        quotes.iter().map(|(id, q)| (*id, q.at.with_timezone(&market.timezone()).date_naive())).collect();
    // On its ex-date a stock's move is read against a close from before the split: it means nothing.
    let moves_mean_nothing = rebase::on_their_ex_date(ctx, &days).await?;
    let mut due = Vec::new();
    for condition in Condition::ON_QUOTES {
        let reach: Vec<(i64, i64)> = quotes
            .iter()
            .filter(|(id, _)| !(condition.is_change() && moves_mean_nothing.contains(*id)))
            .filter_map(|(id, quote)| {
                let figure = match condition {
                    Condition::PriceAbove | Condition::PriceBelow => Some(quote.price.0),
                    Condition::ChangeUp => quote.change_bp(),
                    Condition::ChangeDown => quote.change_bp().map(|c| -c),
                    _ => None,
                };
                figure.map(|f| (*id, f))
            })
            .collect();
        if reach.is_empty() {
            continue;
        }
        for alert in thresholds::reached(ctx, condition, &reach, now).await? {
            let Some(quote) = quotes.get(&alert.stock_id) else { continue };
            if let Some(trigger_key) = trigger::fires(&Watch::of(&alert), quote, market, now) {
                due.push(Due { alert, trigger_key, quote: *quote, dividend: None });
            }
        }
    }
    Ok(due)
}

/// Records the firings not recorded yet and announces them in one event, in one transaction:
/// one insert for the firings (those another worker recorded first come back as not inserted)
/// and one update per kind of repeat for their alerts, whatever the batch's size.
async fn fire(ctx: &AppContext, due: &[Due], stocks: &HashMap<i64, StockRef>, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let due: Vec<&Due> = due.iter().filter(|d| stocks.contains_key(&d.alert.stock_id)).collect();
    if due.is_empty() {
        return Ok(0);
    }
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let rows = due.iter().map(|d| firings::ActiveModel {
        alert_id: Set(d.alert.id),
        user_id: Set(d.alert.user_id),
        trigger_key: Set(d.trigger_key.clone()),
        price: Set(d.quote.price.0),
        priced_at: Set(d.quote.at),
        created_at: Set(now),
        ..Default::default()
    });
    let inserted = firings::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([firings::Column::AlertId, firings::Column::TriggerKey])
        .exec_with_returning_many(&txn)
        .await?;
    let inserted: HashSet<(i64, String)> = match inserted {
        sea_orm::TryInsertResult::Inserted(rows) => rows.into_iter().map(|f| (f.alert_id, f.trigger_key)).collect(),
        sea_orm::TryInsertResult::Empty | sea_orm::TryInsertResult::Conflicted => HashSet::new(),
    };
    let firing: Vec<&Due> = due.into_iter().filter(|d| inserted.contains(&(d.alert.id, d.trigger_key.clone()))).collect();
    for once in [true, false] {
        let ids: Vec<i64> = firing.iter().filter(|d| (d.alert.repeat == Repeat::Once) == once).map(|d| d.alert.id).collect();
        if ids.is_empty() {
            continue;
        }
        let mut update = alerts::Entity::update_many()
            .col_expr(alerts::Column::LastFiredAt, Expr::value(now))
            .col_expr(alerts::Column::FiredCount, Expr::col(alerts::Column::FiredCount).add(1))
            .col_expr(alerts::Column::UpdatedAt, Expr::value(now));
        if once {
            update = update.col_expr(alerts::Column::State, Expr::value(AlertState::Done.as_str()));
        }
        update.filter(alerts::Column::Id.is_in(ids)).exec(&txn).await?;
    }
    let fired: Vec<AlertFiring> = firing
        .iter()
        .filter_map(|d| {
            let stock = stocks.get(&d.alert.stock_id)?;
            Some(AlertFiring {
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
            })
        })
        .collect();
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
