//! The demo's hours (DECISIONS 7): a deterministic path inside each demo day, so the hourly
//! bars always agree with the daily bar they come from: the first hour opens at the day's open,
//! the last closes at its close, one hour touches the day's high and one its low, and the
//! hours' volumes add up to the day's.

use chrono::{DateTime, Utc};
use rand::Rng;

use crate::demo::{Bar, rng_for};
use crate::hours::session_hours;
use crate::universe::MarketDef;
use platform::price::Price;

/// One session hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HourBar {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub open: Price,
    pub high: Price,
    pub low: Price,
    pub close: Price,
    pub volume: i64,
}

/// One tick of 0.01 in price units.
const TICK: i64 = 100;

fn on_tick(value: f64, low: i64, high: i64) -> i64 {
    let ticks = (value / TICK as f64).round() as i64 * TICK;
    ticks.clamp(low, high)
}

/// The hours of `day` for one demo stock.
pub fn demo_hours(seed: u64, market: &MarketDef, symbol: &str, day: &Bar) -> Vec<HourBar> {
    let hours = session_hours(market, day.date);
    let n = hours.len();
    if n == 0 {
        return Vec::new();
    }
    let date = day.date.to_string();
    let mut rng = rng_for(seed, &["hours", market.code, symbol, &date]);
    let (open, high, low, close) = (day.open.0, day.high.0, day.low.0, day.close.0);

    // Closes walk from the open to the close: a bridge with noise, inside the day's range.
    let range = (high - low).max(TICK) as f64;
    let mut closes = Vec::with_capacity(n);
    for k in 1..n {
        let along = open as f64 + (close - open) as f64 * k as f64 / n as f64;
        let noise = (rng.r#gen::<f64>() - 0.5) * range * 0.6;
        closes.push(on_tick(along + noise, low, high));
    }
    closes.push(close);

    let high_hour = rng.gen_range(0..n);
    let low_hour = if n > 1 { (high_hour + rng.gen_range(1..n)) % n } else { 0 };

    // More trading near the open and the close, as on real sessions.
    let weights: Vec<f64> = (0..n)
        .map(|k| {
            let edge = if k == 0 || k == n - 1 { 1.8 } else { 1.0 };
            edge * (0.7 + 0.6 * rng.r#gen::<f64>())
        })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut volumes: Vec<i64> = weights.iter().map(|w| (day.volume as f64 * w / total).floor() as i64).collect();
    let shortfall = day.volume - volumes.iter().sum::<i64>();
    if let Some(last) = volumes.last_mut() {
        *last += shortfall;
    }

    let mut bars = Vec::with_capacity(n);
    let mut previous = open;
    for (k, (starts_at, ends_at)) in hours.into_iter().enumerate() {
        let c = closes[k];
        let body_high = previous.max(c);
        let body_low = previous.min(c);
        let wick = (range * 0.15 * rng.r#gen::<f64>()) as i64;
        let mut h = on_tick((body_high + wick) as f64, low, high).max(body_high);
        let mut l = on_tick((body_low - wick) as f64, low, high).min(body_low);
        if k == high_hour {
            h = high;
        }
        if k == low_hour {
            l = low;
        }
        bars.push(HourBar {
            starts_at,
            ends_at,
            open: Price(previous),
            high: Price(h),
            low: Price(l),
            close: Price(c),
            volume: volumes[k],
        });
        previous = c;
    }
    bars
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::universe::MARKETS;
    use chrono::NaiveDate;

    fn day(date: (i32, u32, u32), o: i64, h: i64, l: i64, c: i64, v: i64) -> Bar {
        Bar {
            date: NaiveDate::from_ymd_opt(date.0, date.1, date.2).unwrap(),
            open: Price(o),
            high: Price(h),
            low: Price(l),
            close: Price(c),
            volume: v,
        }
    }

    fn assert_agrees(hours: &[HourBar], bar: &Bar) {
        assert_eq!(hours.first().unwrap().open, bar.open);
        assert_eq!(hours.last().unwrap().close, bar.close);
        assert_eq!(hours.iter().map(|h| h.high).max().unwrap(), bar.high);
        assert_eq!(hours.iter().map(|h| h.low).min().unwrap(), bar.low);
        assert_eq!(hours.iter().map(|h| h.volume).sum::<i64>(), bar.volume);
        for pair in hours.windows(2) {
            assert_eq!(pair[0].close, pair[1].open, "each hour opens where the last closed");
            assert_eq!(pair[0].ends_at, pair[1].starts_at);
        }
        for h in hours {
            assert!(h.low <= h.open.min(h.close) && h.high >= h.open.max(h.close), "{h:?}");
            assert_eq!(h.close.0 % TICK, 0);
        }
    }

    #[test]
    fn the_hours_add_up_to_their_day_on_every_market() {
        let bars = [
            day((2026, 11, 22), 325_000, 331_500, 322_000, 329_900, 1_234_567),
            day((2026, 11, 23), 100_000, 100_000, 100_000, 100_000, 10),
            day((2026, 11, 24), 1_800_000, 1_900_000, 1_750_000, 1_760_000, 9_999_999),
        ];
        for market in &MARKETS {
            for bar in &bars {
                for symbol in ["1120", "2222", "AAPL"] {
                    let hours = demo_hours(7, market, symbol, bar);
                    assert!(hours.len() >= 5);
                    assert_agrees(&hours, bar);
                }
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_hours() {
        let bar = day((2026, 11, 22), 325_000, 331_500, 322_000, 329_900, 1_000_000);
        assert_eq!(demo_hours(1, &MARKETS[0], "1120", &bar), demo_hours(1, &MARKETS[0], "1120", &bar));
        assert_ne!(demo_hours(1, &MARKETS[0], "1120", &bar), demo_hours(1, &MARKETS[0], "2222", &bar));
    }
}
