//! A demo deployment never goes stale: after each close (and at start) the demo history grows by
//! the sessions since its last stored day, each drawn from the one before it
//! ([`crate::demo::next_bar`]), with their hours, the stocks' quotes and the demo indices' levels.
//! While a market is in session the demo provider prices the day in progress the same way
//! ([`today_so_far`]), so the day's bar stored at the close is the one traded through the day.

use std::collections::HashMap;

use chrono::{DateTime, Days, NaiveDate, Utc};
use platform::AppContext;
use platform::price::Price;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::demo::{self, Bar};
use crate::demo_intraday::{HourBar, demo_hours};
use crate::entities::{daily_bars, index_bars, indices, quotes, sectors, stocks};
use crate::universe::MarketDef;

/// Sessions added at most in one go: a deployment left off longer catches up over several runs.
const MAX_SESSIONS: usize = 260;
/// Sessions whose volumes set a stock's usual volume.
const VOLUME_SESSIONS: u64 = 20;

/// The last session of `market` that has closed by `now`.
pub fn last_closed_session(market: &MarketDef, now: DateTime<Utc>) -> Option<NaiveDate> {
    let code = platform::ports::MarketCode::from_code(market.code)?;
    let mut day = now.with_timezone(&crate::hours::zone(market)).date_naive();
    for _ in 0..14 {
        if demo::is_trading_day(market, day) && code.session_on(day).1 <= now {
            return Some(day);
        }
        day = day.pred_opt()?;
    }
    None
}

/// Where a demo stock's stored history ends: its last day and close, and its usual volume.
struct Last {
    date: NaiveDate,
    close: Price,
    volume: i64,
}

async fn last_of(db: &impl ConnectionTrait, stock_id: i64, before: NaiveDate) -> Result<Option<Last>, DbErr> {
    let recent = daily_bars::Entity::find()
        .filter(daily_bars::Column::StockId.eq(stock_id))
        .filter(daily_bars::Column::Date.lt(before))
        .order_by_desc(daily_bars::Column::Date)
        .limit(VOLUME_SESSIONS)
        .all(db)
        .await?;
    let Some(last) = recent.first() else { return Ok(None) };
    let volume = recent.iter().map(|b| b.volume).sum::<i64>() / i64::try_from(recent.len()).unwrap_or(1).max(1);
    Ok(Some(Last { date: last.date, close: Price(last.close), volume }))
}

/// Each sector's English name by id: what the demo's draws are keyed by.
pub async fn sector_names(db: &impl ConnectionTrait) -> Result<HashMap<i32, String>, DbErr> {
    Ok(sectors::Entity::find().all(db).await?.into_iter().map(|s| (s.id, s.name_en)).collect())
}

fn sector_of(stock: &stocks::Model, names: &HashMap<i32, String>) -> String {
    stock.sector_id.and_then(|id| names.get(&id).cloned()).unwrap_or_else(|| "none".into())
}

/// Adds the demo stocks' sessions of `market` after their stored history through `through`,
/// then the demo indices' levels; returns how many stock sessions were added.
pub async fn extend_market(ctx: &AppContext, market: &MarketDef, through: NaiveDate) -> Result<usize, DbErr> {
    let db = &ctx.db;
    let names = sector_names(db).await?;
    let members =
        stocks::Entity::find().filter(stocks::Column::MarketId.eq(market.id)).filter(stocks::Column::IsDemo.eq(true)).all(db).await?;
    let mut added = 0;
    let txn = platform::write_txn::begin_write(db).await?;
    for stock in &members {
        let Some(last) = last_of(&txn, stock.id, through.succ_opt().unwrap_or(through)).await? else { continue };
        let days: Vec<NaiveDate> = sessions_after(market, last.date, through);
        if days.is_empty() {
            continue;
        }
        let sector = sector_of(stock, &names);
        let drawn = demo::Sessions::of(demo::DEFAULT_SEED, market, &stock.symbol, &sector);
        let mut previous = last.close;
        let mut bars = Vec::with_capacity(days.len());
        for day in days {
            let bar = drawn.next_bar(previous, last.volume, day);
            previous = bar.close;
            bars.push(bar);
        }
        added += bars.len();
        crate::store::upsert_bars(
            &txn,
            bars.iter().map(|b| crate::store::bar_row(stock.id, b.date, b.open, b.high, b.low, b.close, b.volume)).collect(),
        )
        .await?;
        let hours = bars
            .iter()
            .flat_map(|b| demo_hours(demo::DEFAULT_SEED, market, &stock.symbol, b))
            .map(|h| crate::store::hour_row(stock.id, market, &h))
            .collect();
        crate::store::upsert_hours(&txn, hours).await?;
        if let Some(bar) = bars.last() {
            let previous_close = bars.len().checked_sub(2).and_then(|i| bars.get(i)).map_or(last.close, |b| b.close);
            crate::store::upsert_quotes(
                &txn,
                vec![quote_row(stock.id, bar, previous_close, crate::seed::close_time_utc(market, bar.date))],
            )
            .await?;
        }
    }
    for index in indices::Entity::find().filter(indices::Column::MarketId.eq(market.id)).all(&txn).await? {
        extend_index(&txn, &index, market, &members, &names, through).await?;
    }
    txn.commit().await?;
    if added > 0 {
        ctx.caches.changed(db, crate::view_cache::QUOTES_TOPIC).await?;
    }
    Ok(added)
}

/// The trading sessions of `market` after `last` through `through`, at most [`MAX_SESSIONS`] of
/// them, the earliest first: a history never has a gap, and the next run goes on from there.
fn sessions_after(market: &MarketDef, last: NaiveDate, through: NaiveDate) -> Vec<NaiveDate> {
    let mut days = Vec::new();
    let mut day = last;
    while days.len() < MAX_SESSIONS {
        let Some(next) = day.checked_add_days(Days::new(1)) else { break };
        if next > through {
            break;
        }
        if demo::is_trading_day(market, next) {
            days.push(next);
        }
        day = next;
    }
    days
}

fn quote_row(stock_id: i64, bar: &Bar, previous_close: Price, at: DateTime<Utc>) -> quotes::ActiveModel {
    quotes::ActiveModel {
        stock_id: Set(stock_id),
        price: Set(bar.close.0),
        previous_close: Set(previous_close.0),
        open: Set(bar.open.0),
        high: Set(bar.high.0),
        low: Set(bar.low.0),
        volume: Set(bar.volume),
        quoted_at: Set(at),
        delay_minutes: Set(15),
        source: Set("demo".into()),
    }
}

/// Each session of `index` after its last stored level through `through`, moved as its members'
/// combined value moved (the seed's capitalisation weighting, chained day to day).
async fn extend_index(
    txn: &impl ConnectionTrait,
    index: &indices::Model,
    market: &MarketDef,
    members: &[stocks::Model],
    names: &HashMap<i32, String>,
    through: NaiveDate,
) -> Result<(), DbErr> {
    let Some(last) = index_bars::Entity::find()
        .filter(index_bars::Column::IndexId.eq(index.id))
        .order_by_desc(index_bars::Column::Date)
        .one(txn)
        .await?
    else {
        return Ok(());
    };
    let held: HashMap<i64, i64> = members
        .iter()
        .filter(|s| crate::seed::index_includes(&index.code, Some(&sector_of(s, names))))
        .map(|s| (s.id, s.shares_outstanding))
        .collect();
    let mut level = last.close as f64;
    let mut previous_day = last.date;
    for day in sessions_after(market, last.date, through) {
        let rows = daily_bars::Entity::find()
            .filter(daily_bars::Column::StockId.is_in(held.keys().copied()))
            .filter(daily_bars::Column::Date.is_in([previous_day, day]))
            .all(txn)
            .await?;
        let mut before: HashMap<i64, i64> = HashMap::new();
        let mut on_day: HashMap<i64, &daily_bars::Model> = HashMap::new();
        for row in &rows {
            if row.date == previous_day {
                before.insert(row.stock_id, row.close);
            } else {
                on_day.insert(row.stock_id, row);
            }
        }
        let weight = |stock_id: i64| *held.get(&stock_id).unwrap_or(&0) as f64;
        let base: f64 = on_day.keys().filter_map(|id| before.get(id).map(|c| *c as f64 * weight(*id))).sum();
        if base <= 0.0 {
            break;
        }
        let moved = |pick: fn(&daily_bars::Model) -> i64| -> i64 {
            let value: f64 = on_day.iter().filter(|(id, _)| before.contains_key(*id)).map(|(id, b)| pick(b) as f64 * weight(*id)).sum();
            // Index levels are quoted to 0.01.
            ((level * value / base) / 100.0).round() as i64 * 100
        };
        let (open, close) = (moved(|b| b.open), moved(|b| b.close));
        let bar = index_bars::ActiveModel {
            index_id: Set(index.id),
            date: Set(day),
            open: Set(open),
            high: Set(moved(|b| b.high).max(open).max(close)),
            low: Set(moved(|b| b.low).min(open).min(close)),
            close: Set(close),
            volume: Set(on_day.values().map(|b| b.volume).sum()),
        };
        index_bars::Entity::insert(bar).exec_without_returning(txn).await?;
        level = close as f64;
        previous_day = day;
    }
    Ok(())
}

/// The demo's day in progress for one stock at `now`: the day's bar as it will be stored at the
/// close, and its hours that have ended by `as_of` (now less the delay). None outside a session
/// or for a stock without history.
/// `sectors` is [`sector_names`], read once by the caller for all its stocks.
pub async fn today_so_far(
    db: &impl ConnectionTrait,
    sectors: &HashMap<i32, String>,
    market: &MarketDef,
    stock: &stocks::Model,
    now: DateTime<Utc>,
    as_of: DateTime<Utc>,
) -> Result<Option<(Bar, Price, Vec<HourBar>)>, DbErr> {
    if !crate::hours::is_open(market, now) {
        return Ok(None);
    }
    let today = now.with_timezone(&crate::hours::zone(market)).date_naive();
    let Some(last) = last_of(db, stock.id, today).await? else { return Ok(None) };
    let sector = sector_of(stock, sectors);
    let drawn = demo::Sessions::of(demo::DEFAULT_SEED, market, &stock.symbol, &sector);
    // A day missed while the deployment was off is drawn too, so today follows from it.
    let mut previous = last.close;
    for day in sessions_after(market, last.date, today.pred_opt().unwrap_or(today)) {
        previous = drawn.next_bar(previous, last.volume, day).close;
    }
    let bar = drawn.next_bar(previous, last.volume, today);
    let hours = demo_hours(demo::DEFAULT_SEED, market, &stock.symbol, &bar).into_iter().filter(|h| h.ends_at <= as_of).collect();
    Ok(Some((bar, previous, hours)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::universe::MARKETS;
    use chrono::TimeZone;

    #[test]
    fn the_last_closed_session_is_today_after_the_close_and_the_day_before_until_then() {
        let tasi = &MARKETS[0];
        let riyadh = chrono_tz::Asia::Riyadh;
        let at = |d: u32, h: u32| riyadh.with_ymd_and_hms(2026, 11, d, h, 0, 0).single().map(|t| t.with_timezone(&Utc)).unwrap_or_default();
        let day = |d: u32| NaiveDate::from_ymd_opt(2026, 11, d);
        // Sunday 29 November: before the close, Thursday the 26th; after it, the 29th.
        assert_eq!(last_closed_session(tasi, at(29, 14)), day(26));
        assert_eq!(last_closed_session(tasi, at(29, 16)), day(29));
        // The weekend: Thursday.
        assert_eq!(last_closed_session(tasi, at(28, 12)), day(26));
    }

    #[test]
    fn sessions_after_skip_the_weekend_and_are_bounded() {
        let tasi = &MARKETS[0];
        let d = |m: u32, day: u32| NaiveDate::from_ymd_opt(2026, m, day).unwrap_or_default();
        assert_eq!(sessions_after(tasi, d(11, 25), d(11, 29)), vec![d(11, 26), d(11, 29)]);
        assert!(sessions_after(tasi, d(11, 29), d(11, 29)).is_empty());
        let long_ago = d(11, 29).checked_sub_days(Days::new(800)).unwrap_or_default();
        assert_eq!(sessions_after(tasi, long_ago, d(11, 29)).len(), MAX_SESSIONS);
    }
}
