//! The market module's side of the `MarketAnalytics` port: a stock's technical picture on daily
//! or weekly bars, computed with the same indicator code as the market pages, beside the latest
//! stored signals, events and risk figures.

use async_trait::async_trait;
use chrono::{Datelike, Days, NaiveDate};
use platform::ports::{BarInterval, MarketAnalytics, MarketCode, PortError, RiskFigures, StockSignal, TechnicalEvent, TechnicalPicture};
use platform::price::{Price, SCALE};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait};

use crate::analytics::events::{Direction, EventKind};
use crate::analytics::indicators::{Ohlc, compute};
use crate::entities::{daily_bars, stock_risk, stock_signals, stocks, technical_events};
use crate::universe::MARKETS;

/// How many signals and events a picture carries.
const LATEST_SIGNALS: u64 = 5;
const LATEST_EVENTS: u64 = 8;

pub struct MarketAnalyticsPort {
    pub db: DatabaseConnection,
}

fn err(e: impl Into<anyhow::Error>) -> PortError {
    PortError::new("MarketAnalytics", e)
}

fn price(v: f64) -> Price {
    Price((v * SCALE as f64).round() as i64)
}

fn signed(v: f64) -> i64 {
    (v * SCALE as f64).round() as i64
}

/// One bar of the series the indicators run on.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Bar {
    date: NaiveDate,
    ohlc: Ohlc,
}

/// Daily bars grouped into the market's trading weeks (a week runs from its first trading
/// weekday; each weekly bar is dated by its last trading day).
fn weekly(days: &[Bar], market: MarketCode) -> Vec<Bar> {
    let (first, _) = market.trading_week();
    let week_of = |d: NaiveDate| {
        let back = (7 + d.weekday().num_days_from_monday() - first.num_days_from_monday()) % 7;
        d.checked_sub_days(Days::new(u64::from(back))).unwrap_or(d)
    };
    let mut weeks: Vec<(NaiveDate, Bar)> = Vec::new();
    for bar in days {
        let key = week_of(bar.date);
        match weeks.last_mut() {
            Some((k, w)) if *k == key => {
                w.date = bar.date;
                w.ohlc.high = w.ohlc.high.max(bar.ohlc.high);
                w.ohlc.low = w.ohlc.low.min(bar.ohlc.low);
                w.ohlc.close = bar.ohlc.close;
            }
            _ => weeks.push((key, *bar)),
        }
    }
    weeks.into_iter().map(|(_, w)| w).collect()
}

#[async_trait]
impl MarketAnalytics for MarketAnalyticsPort {
    async fn technical_picture(&self, stock_id: i64, interval: BarInterval) -> Result<Option<TechnicalPicture>, PortError> {
        self.picture(stock_id, interval, None).await
    }

    async fn technical_picture_on(
        &self,
        stock_id: i64,
        interval: BarInterval,
        day: NaiveDate,
    ) -> Result<Option<TechnicalPicture>, PortError> {
        self.picture(stock_id, interval, Some(day)).await
    }
}

impl MarketAnalyticsPort {
    /// The picture from what was known at the close of `until` (bars, signals, events, risk up
    /// to that day), or from everything stored.
    async fn picture(&self, stock_id: i64, interval: BarInterval, until: Option<NaiveDate>) -> Result<Option<TechnicalPicture>, PortError> {
        let Some(stock) = stocks::Entity::find_by_id(stock_id).one(&self.db).await.map_err(err)? else { return Ok(None) };
        let Some(market) = MARKETS.iter().find(|m| m.id == stock.market_id).and_then(|m| MarketCode::from_code(m.code)) else {
            return Ok(None);
        };
        // 200 weeks of weekly bars need about four years of days; 200 days about a year.
        let days = match interval {
            BarInterval::Daily => 420,
            BarInterval::Weekly => 1_100,
        };
        let mut rows = daily_bars::Entity::find()
            .filter(daily_bars::Column::StockId.eq(stock_id))
            .apply_if(until, |q, day| q.filter(daily_bars::Column::Date.lte(day)))
            .order_by_desc(daily_bars::Column::Date)
            .limit(days)
            .all(&self.db)
            .await
            .map_err(err)?;
        rows.reverse();
        let unit = |v: i64| v as f64 / SCALE as f64;
        let daily: Vec<Bar> =
            rows.iter().map(|b| Bar { date: b.date, ohlc: Ohlc { high: unit(b.high), low: unit(b.low), close: unit(b.close) } }).collect();
        let series = match interval {
            BarInterval::Daily => daily.clone(),
            BarInterval::Weekly => weekly(&daily, market),
        };
        let Some(last) = series.last().copied() else { return Ok(None) };
        let ohlc: Vec<Ohlc> = series.iter().map(|b| b.ohlc).collect();
        let snapshot = compute(&ohlc).last().copied().unwrap_or_default();
        // The 52-week range is always a year of days, whatever the interval.
        let highs_lows: Vec<(i64, i64)> = rows.iter().map(|b| (b.high, b.low)).collect();
        let Some((low, high)) = crate::analytics::indicators::year_range(&highs_lows) else { return Ok(None) };

        let signals = stock_signals::Entity::find()
            .filter(stock_signals::Column::StockId.eq(stock_id))
            .apply_if(until, |q, day| q.filter(stock_signals::Column::Date.lte(day)))
            .order_by_desc(stock_signals::Column::Date)
            .limit(LATEST_SIGNALS)
            .all(&self.db)
            .await
            .map_err(err)?
            .into_iter()
            .map(|s| StockSignal {
                date: s.date,
                buy: s.signal == "buy",
                score: s.score,
                close: Price(s.close),
                reasons: s.reasons.split(',').filter_map(EventKind::from_code).map(EventKind::title).collect(),
            })
            .collect();
        let events = technical_events::Entity::find()
            .filter(technical_events::Column::StockId.eq(stock_id))
            .apply_if(until, |q, day| q.filter(technical_events::Column::Date.lte(day)))
            .order_by_desc(technical_events::Column::Date)
            .order_by_desc(technical_events::Column::Id)
            .limit(LATEST_EVENTS)
            .all(&self.db)
            .await
            .map_err(err)?
            .into_iter()
            .filter_map(|e| {
                let kind = EventKind::from_code(&e.kind)?;
                Some(TechnicalEvent {
                    date: e.date,
                    title: kind.title(),
                    bullish: matches!(kind.direction(), Direction::Bullish),
                    close: Price(e.close),
                })
            })
            .collect();
        let risk = stock_risk::Entity::find()
            .filter(stock_risk::Column::StockId.eq(stock_id))
            .apply_if(until, |q, day| q.filter(stock_risk::Column::Date.lte(day)))
            .order_by_desc(stock_risk::Column::Date)
            .one(&self.db)
            .await
            .map_err(err)?
            .map(|r| RiskFigures {
                as_of: r.date,
                volatility_bp: r.volatility_bp,
                beta_x100: r.beta_x100,
                max_drawdown_bp: r.max_drawdown_bp,
                return_1y_bp: r.return1y_bp,
            });

        Ok(Some(TechnicalPicture {
            interval,
            as_of: last.date,
            bars: series.len(),
            close: price(last.ohlc.close),
            sma20: snapshot.sma20.map(price),
            sma50: snapshot.sma50.map(price),
            sma200: snapshot.sma200.map(price),
            rsi14_x100: snapshot.rsi14.map(|r| (r * 100.0).round() as i32),
            macd: snapshot.macd.map(signed),
            macd_signal: snapshot.macd_signal.map(signed),
            bb_upper: snapshot.bb_upper.map(price),
            bb_lower: snapshot.bb_lower.map(price),
            atr14: snapshot.atr14.map(price),
            high_52w: Price(high),
            low_52w: Price(low),
            signals,
            events,
            risk,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: &str) -> NaiveDate {
        d.parse().unwrap_or_default()
    }

    fn bar(d: &str, high: f64, low: f64, close: f64) -> Bar {
        Bar { date: day(d), ohlc: Ohlc { high, low, close } }
    }

    #[test]
    fn tadawul_weeks_run_sunday_to_thursday_and_are_dated_by_their_last_day() {
        // 2026-11-15 is a Sunday; 2026-11-19 a Thursday; 2026-11-22 the next Sunday.
        let days = [
            bar("2026-11-15", 10.0, 9.0, 9.5),
            bar("2026-11-17", 11.0, 9.5, 10.5),
            bar("2026-11-19", 10.8, 10.0, 10.2),
            bar("2026-11-22", 10.6, 10.1, 10.4),
        ];
        let weeks = weekly(&days, MarketCode::Tasi);
        assert_eq!(weeks.len(), 2);
        assert_eq!(weeks[0], bar("2026-11-19", 11.0, 9.0, 10.2));
        assert_eq!(weeks[1], bar("2026-11-22", 10.6, 10.1, 10.4));
    }

    #[test]
    fn us_weeks_start_on_monday() {
        // Friday 2026-11-20, then Monday 2026-11-23.
        let weeks = weekly(&[bar("2026-11-20", 5.0, 4.0, 4.5), bar("2026-11-23", 6.0, 4.5, 5.5)], MarketCode::Us);
        assert_eq!(weeks.len(), 2);
    }
}
