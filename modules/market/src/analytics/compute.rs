//! The computation after each end-of-day update: per stock, the latest indicators, the events
//! and signals of the last year; per market, the daily breadth and the equal-weight index.
//! Idempotent: running it twice over the same bars changes nothing.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use super::events::{Direction, EventKind, events_on};
use super::indicators::{Ohlc, Snapshot, YEAR, compute};
use super::risk::measure;
use crate::entities::{
    daily_bars, index_bars, indices, market_breadth, stock_indicators, stock_risk, stock_signals, stocks, technical_events,
};
use platform::price::SCALE;

/// Events, signals and breadth are kept for this many trading days back.
pub const LOOKBACK: usize = YEAR;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ComputeReport {
    pub stocks: usize,
    pub events: usize,
    pub signals: usize,
    pub days: usize,
}

#[derive(Debug, Default, Clone, Copy)]
struct Breadth {
    advancers: i32,
    decliners: i32,
    unchanged: i32,
    above_sma50: i32,
    above_sma200: i32,
    new_highs: i32,
    new_lows: i32,
    total: i32,
}

fn units(v: f64) -> i64 {
    (v * SCALE as f64).round() as i64
}

/// Weighs a day's events: crosses of the long averages count double; two points make a signal.
pub fn score(kinds: &[EventKind]) -> i32 {
    kinds
        .iter()
        .map(|k| {
            let weight = if matches!(k, EventKind::GoldenCross | EventKind::DeathCross) { 2 } else { 1 };
            match k.direction() {
                Direction::Bullish => weight,
                Direction::Bearish => -weight,
            }
        })
        .sum()
}

fn indicator_row(stock_id: i64, date: NaiveDate, bar: &Ohlc, s: &Snapshot) -> stock_indicators::ActiveModel {
    stock_indicators::ActiveModel {
        stock_id: Set(stock_id),
        date: Set(date),
        close: Set(units(bar.close)),
        sma20: Set(s.sma20.map(units)),
        sma50: Set(s.sma50.map(units)),
        sma200: Set(s.sma200.map(units)),
        ema12: Set(s.ema12.map(units)),
        ema26: Set(s.ema26.map(units)),
        rsi14: Set(s.rsi14.map(|r| (r * 100.0).round() as i32)),
        macd: Set(s.macd.map(units)),
        macd_signal: Set(s.macd_signal.map(units)),
        bb_upper: Set(s.bb_upper.map(units)),
        bb_middle: Set(s.bb_middle.map(units)),
        bb_lower: Set(s.bb_lower.map(units)),
        atr14: Set(s.atr14.map(units)),
        high52w: Set(units(s.high_52w)),
        low52w: Set(units(s.low_52w)),
    }
}

/// The index each market's betas are measured against.
pub fn benchmark_index(market_id: i32) -> &'static str {
    match market_id {
        1 => "TASI",
        2 => "NOMUC",
        _ => "SPX",
    }
}

async fn benchmark_closes(db: &DatabaseConnection, market_id: i32) -> Result<HashMap<NaiveDate, f64>, sea_orm::DbErr> {
    let Some(index) = indices::Entity::find().filter(indices::Column::Code.eq(benchmark_index(market_id))).one(db).await? else {
        return Ok(HashMap::new());
    };
    Ok(index_bars::Entity::find()
        .filter(index_bars::Column::IndexId.eq(index.id))
        .all(db)
        .await?
        .into_iter()
        .map(|b| (b.date, b.close as f64))
        .collect())
}

fn bp(x: f64) -> i32 {
    (x * 10_000.0).round().clamp(i32::MIN as f64, i32::MAX as f64) as i32
}

/// Computes one market's analytics from its stored bars.
pub async fn compute_market(db: &DatabaseConnection, market_id: i32) -> Result<ComputeReport, sea_orm::DbErr> {
    let members = stocks::Entity::find().filter(stocks::Column::MarketId.eq(market_id)).all(db).await?;
    let benchmark = benchmark_closes(db, market_id).await?;
    let mut risk_rows = Vec::new();
    let mut report = ComputeReport::default();
    let mut breadth: BTreeMap<NaiveDate, Breadth> = BTreeMap::new();
    let mut event_rows = Vec::new();
    let mut signal_rows = Vec::new();
    let mut indicator_rows = Vec::new();

    for stock in &members {
        let bars = daily_bars::Entity::find()
            .filter(daily_bars::Column::StockId.eq(stock.id))
            .order_by_asc(daily_bars::Column::Date)
            .all(db)
            .await?;
        if bars.is_empty() {
            continue;
        }
        report.stocks += 1;
        let ohlc: Vec<Ohlc> = bars
            .iter()
            .map(|b| Ohlc { high: b.high as f64 / SCALE as f64, low: b.low as f64 / SCALE as f64, close: b.close as f64 / SCALE as f64 })
            .collect();
        let snaps = compute(&ohlc);
        let last = bars.len() - 1;
        indicator_rows.push(indicator_row(stock.id, bars[last].date, &ohlc[last], &snaps[last]));
        let window = &bars[bars.len().saturating_sub(YEAR + 1)..];
        let pairs: Vec<(f64, Option<f64>)> = window.iter().map(|b| (b.close as f64, benchmark.get(&b.date).copied())).collect();
        if let Some(r) = measure(&pairs) {
            risk_rows.push(stock_risk::ActiveModel {
                stock_id: Set(stock.id),
                date: Set(bars[last].date),
                volatility_bp: Set(bp(r.volatility)),
                beta_x100: Set(r.beta.map(|b| (b * 100.0).round() as i32)),
                max_drawdown_bp: Set(bp(r.max_drawdown)),
                return1y_bp: Set(bp(r.total_return)),
            });
        }

        for i in bars.len().saturating_sub(LOOKBACK).max(1)..bars.len() {
            let kinds = events_on(&ohlc, &snaps, i);
            let day = breadth.entry(bars[i].date).or_default();
            day.total += 1;
            match bars[i].close.cmp(&bars[i - 1].close) {
                std::cmp::Ordering::Greater => day.advancers += 1,
                std::cmp::Ordering::Less => day.decliners += 1,
                std::cmp::Ordering::Equal => day.unchanged += 1,
            }
            day.above_sma50 += i32::from(snaps[i].sma50.is_some_and(|m| ohlc[i].close > m));
            day.above_sma200 += i32::from(snaps[i].sma200.is_some_and(|m| ohlc[i].close > m));
            day.new_highs += i32::from(kinds.contains(&EventKind::High52w));
            day.new_lows += i32::from(kinds.contains(&EventKind::Low52w));

            for kind in &kinds {
                event_rows.push(technical_events::ActiveModel {
                    stock_id: Set(stock.id),
                    market_id: Set(market_id),
                    date: Set(bars[i].date),
                    kind: Set(kind.code().into()),
                    direction: Set(format!("{:?}", kind.direction()).to_lowercase()),
                    close: Set(bars[i].close),
                    ..Default::default()
                });
            }
            let s = score(&kinds);
            if s.abs() >= 2 {
                signal_rows.push(stock_signals::ActiveModel {
                    stock_id: Set(stock.id),
                    market_id: Set(market_id),
                    date: Set(bars[i].date),
                    signal: Set(if s > 0 { "buy" } else { "sell" }.into()),
                    score: Set(s),
                    close: Set(bars[i].close),
                    reasons: Set(kinds.iter().map(|k| k.code()).collect::<Vec<_>>().join(",")),
                    ..Default::default()
                });
            }
        }
    }
    report.events = event_rows.len();
    report.signals = signal_rows.len();
    report.days = breadth.len();

    for chunk in indicator_rows.chunks(500) {
        stock_indicators::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::column(stock_indicators::Column::StockId)
                    .update_columns([
                        stock_indicators::Column::Date,
                        stock_indicators::Column::Close,
                        stock_indicators::Column::Sma20,
                        stock_indicators::Column::Sma50,
                        stock_indicators::Column::Sma200,
                        stock_indicators::Column::Ema12,
                        stock_indicators::Column::Ema26,
                        stock_indicators::Column::Rsi14,
                        stock_indicators::Column::Macd,
                        stock_indicators::Column::MacdSignal,
                        stock_indicators::Column::BbUpper,
                        stock_indicators::Column::BbMiddle,
                        stock_indicators::Column::BbLower,
                        stock_indicators::Column::Atr14,
                        stock_indicators::Column::High52w,
                        stock_indicators::Column::Low52w,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    for chunk in risk_rows.chunks(500) {
        stock_risk::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::column(stock_risk::Column::StockId)
                    .update_columns([
                        stock_risk::Column::Date,
                        stock_risk::Column::VolatilityBp,
                        stock_risk::Column::BetaX100,
                        stock_risk::Column::MaxDrawdownBp,
                        stock_risk::Column::Return1yBp,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    for chunk in event_rows.chunks(1_000) {
        technical_events::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::columns([technical_events::Column::StockId, technical_events::Column::Date, technical_events::Column::Kind])
                    .do_nothing()
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    for chunk in signal_rows.chunks(1_000) {
        stock_signals::Entity::insert_many(chunk.to_vec())
            .on_conflict(OnConflict::columns([stock_signals::Column::StockId, stock_signals::Column::Date]).do_nothing().to_owned())
            .exec_without_returning(db)
            .await?;
    }
    let breadth_rows: Vec<market_breadth::ActiveModel> = breadth
        .into_iter()
        .map(|(date, b)| market_breadth::ActiveModel {
            market_id: Set(market_id),
            date: Set(date),
            advancers: Set(b.advancers),
            decliners: Set(b.decliners),
            unchanged: Set(b.unchanged),
            above_sma50: Set(b.above_sma50),
            above_sma200: Set(b.above_sma200),
            new_highs: Set(b.new_highs),
            new_lows: Set(b.new_lows),
            total: Set(b.total),
        })
        .collect();
    for chunk in breadth_rows.chunks(500) {
        market_breadth::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::columns([market_breadth::Column::MarketId, market_breadth::Column::Date])
                    .update_columns([
                        market_breadth::Column::Advancers,
                        market_breadth::Column::Decliners,
                        market_breadth::Column::Unchanged,
                        market_breadth::Column::AboveSma50,
                        market_breadth::Column::AboveSma200,
                        market_breadth::Column::NewHighs,
                        market_breadth::Column::NewLows,
                        market_breadth::Column::Total,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_crosses_count_double() {
        assert_eq!(score(&[EventKind::GoldenCross]), 2);
        assert_eq!(score(&[EventKind::MacdBullishCross, EventKind::RsiOverbought]), 0);
        assert_eq!(score(&[EventKind::DeathCross, EventKind::PriceBelowSma50]), -3);
    }
}
