//! Recomputing a market's rankings from the market data: every listed stock's factors, their
//! percentiles within the market, and each strategy's scores and ranks, stored in one
//! transaction (readers see the old ranking or the new one, never half of each).

use std::collections::{BTreeMap, HashMap};

use chrono::{Duration, NaiveDate, Utc};
use platform::AppContext;
use platform::ports::{BarInterval, MarketAnalytics, MarketCode, MarketData, ShariahStatus, StockRef};
use platform::ratios::{ChangePeriod, change_bp, dividend_yield_bp, period_change_bp, trailing_year_dividends};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde::{Deserialize, Serialize};

use crate::entities::scores;
use crate::factors::{Factor, trend_points};
use crate::scoring::{Values, all_percentiles, score};
use crate::strategies::Strategy;

/// A factor as stored with a score: its value and its percentile × 100 in the market.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    pub value: i64,
    pub percentile: i64,
}

/// What one stock's market data says, factor by factor, and the day it was read on.
async fn values_of(
    market: &dyn MarketData,
    analytics: &dyn MarketAnalytics,
    stock: &StockRef,
) -> anyhow::Result<Option<(Values, NaiveDate)>> {
    let Some(picture) = analytics.technical_picture(stock.id, BarInterval::Daily).await? else { return Ok(None) };
    let day = picture.as_of;
    let closes = market.daily_closes(stock.id, day - Duration::days(400), day).await?;
    let mut values = Values::new();
    let close = picture.close;
    // The same figures as the market's tables, the stock page and Eva Chat (platform::ratios).
    for (factor, period) in [(Factor::Return3m, ChangePeriod::Quarter), (Factor::Return6m, ChangePeriod::HalfYear)] {
        if let Some(r) = period_change_bp(closes.iter().copied(), period, day, close) {
            values.insert(factor, r);
        }
    }
    if let Some(risk) = picture.risk {
        values.insert(Factor::Return1y, i64::from(risk.return_1y_bp));
        values.insert(Factor::Volatility, i64::from(risk.volatility_bp));
        values.insert(Factor::MaxDrawdown, i64::from(risk.max_drawdown_bp).abs());
    }
    let dividends = market.dividends(stock.id, day - Duration::days(366), day).await?;
    if let Some(yield_bp) = dividend_yield_bp(trailing_year_dividends(dividends.iter().map(|d| (d.ex_date, d.amount)), day), close) {
        values.insert(Factor::DividendYield, yield_bp);
    }
    if let Some(discount) = change_bp(picture.high_52w, close) {
        values.insert(Factor::DiscountFromHigh, -discount.min(0));
    }
    if let Some(t) = trend_points(close.0, picture.sma50.map(|p| p.0), picture.sma200.map(|p| p.0), picture.rsi14_x100) {
        values.insert(Factor::Trend, t);
    }
    Ok(Some((values, day)))
}

/// A verdict as the rankings keep it: None when the stock was not assessed.
fn verdict(status: ShariahStatus) -> Option<bool> {
    match status {
        ShariahStatus::Compliant => Some(true),
        ShariahStatus::NonCompliant => Some(false),
        ShariahStatus::NotAssessed => None,
    }
}

/// Recomputes `market`'s rankings; returns how many stocks were ranked.
pub async fn market(ctx: &AppContext, market: MarketCode) -> anyhow::Result<usize> {
    let (Some(data), Some(analytics)) = (ctx.port::<dyn MarketData>(), ctx.port::<dyn MarketAnalytics>()) else { return Ok(0) };
    // When the run began: of two runs of one market, the one that began later read newer data.
    let started = Utc::now();
    let listed = data.listed(market).await?;
    let mut values: HashMap<i64, Values> = HashMap::new();
    let mut days: HashMap<i64, NaiveDate> = HashMap::new();
    let mut shariah: HashMap<i64, Option<bool>> = HashMap::new();
    for stock in &listed {
        if let Some((v, day)) = values_of(data.as_ref(), analytics.as_ref(), stock).await? {
            values.insert(stock.id, v);
            days.insert(stock.id, day);
            shariah.insert(stock.id, verdict(stock.shariah));
        }
    }
    let pct = all_percentiles(&values);
    let mut rows = Vec::new();
    for strategy in Strategy::ALL {
        let mut scored: Vec<(i64, i64)> = values.keys().filter_map(|id| score(strategy, *id, &pct).map(|s| (*id, s))).collect();
        // Best first; equal scores by stock id, so the order is the same on every run.
        scored.sort_by_key(|(id, s)| (-*s, *id));
        for (place, (id, s)) in scored.iter().enumerate() {
            let factors: BTreeMap<Factor, Stored> = values[id]
                .iter()
                .filter_map(|(f, v)| pct.get(f).and_then(|m| m.get(id)).map(|p| (*f, Stored { value: *v, percentile: *p })))
                .collect();
            rows.push(scores::ActiveModel {
                strategy: Set(strategy.id().to_owned()),
                stock_id: Set(*id),
                market_id: Set(market.id()),
                score_x100: Set(i32::try_from(*s).unwrap_or_default()),
                rank: Set(i32::try_from(place + 1).unwrap_or(i32::MAX)),
                shariah_compliant: Set(shariah.get(id).copied().flatten()),
                factors: Set(serde_json::to_string(&factors)?),
                as_of: Set(days[id]),
                computed_at: Set(started),
            });
        }
    }
    let ranked = values.len();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    // Runs may overlap (two updates in a row, several workers): one that began later already
    // stored newer figures, which an older run must not replace.
    let newest =
        scores::Entity::find().filter(scores::Column::MarketId.eq(market.id())).order_by_desc(scores::Column::ComputedAt).one(&txn).await?;
    if newest.is_some_and(|n| n.computed_at > started) {
        txn.rollback().await?;
        return Ok(0);
    }
    scores::Entity::delete_many().filter(scores::Column::MarketId.eq(market.id())).exec(&txn).await?;
    for chunk in rows.chunks(500) {
        scores::Entity::insert_many(chunk.to_vec()).exec_without_returning(&txn).await?;
    }
    txn.commit().await?;
    tracing::info!(market = market.code(), ranked, "rankings recomputed");
    Ok(ranked)
}
