//! Support and resistance from recent pivots: a day whose high (low) is the highest (lowest) of
//! the two days on each side is a swing high (low). Resistance is the nearest swing high above
//! the price, support the nearest swing low below it; the window's own high and low stand in
//! when no pivot lies on that side.

use chrono::NaiveDate;
use platform::ports::PriceBar;
use platform::price::Price;

/// Days on each side a pivot must top (or undercut).
const SIDE: usize = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    pub price: Price,
    /// The day the level was made.
    pub date: NaiveDate,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Levels {
    /// Nearest first, at most two.
    pub supports: Vec<Level>,
    pub resistances: Vec<Level>,
    /// The trading days read.
    pub window: usize,
}

pub fn levels(bars: &[PriceBar], window: usize, price: Option<Price>) -> Levels {
    let bars = &bars[bars.len().saturating_sub(window)..];
    let Some(price) = price.or_else(|| bars.last().map(|b| b.close)) else { return Levels::default() };
    let mut highs = Vec::new();
    let mut lows = Vec::new();
    for i in SIDE..bars.len().saturating_sub(SIDE) {
        let around = || bars[i - SIDE..=i + SIDE].iter().enumerate().filter(move |(j, _)| *j != SIDE);
        if around().all(|(_, b)| b.high <= bars[i].high) {
            highs.push(Level { price: bars[i].high, date: bars[i].date });
        }
        if around().all(|(_, b)| b.low >= bars[i].low) {
            lows.push(Level { price: bars[i].low, date: bars[i].date });
        }
    }
    let mut resistances: Vec<Level> = highs.into_iter().filter(|l| l.price > price).collect();
    resistances.sort_by_key(|l| (l.price, std::cmp::Reverse(l.date)));
    resistances.dedup_by_key(|l| l.price);
    let mut supports: Vec<Level> = lows.into_iter().filter(|l| l.price < price).collect();
    supports.sort_by_key(|l| (std::cmp::Reverse(l.price), std::cmp::Reverse(l.date)));
    supports.dedup_by_key(|l| l.price);
    if resistances.is_empty()
        && let Some(top) = bars.iter().filter(|b| b.high > price).max_by_key(|b| b.high)
    {
        resistances.push(Level { price: top.high, date: top.date });
    }
    if supports.is_empty()
        && let Some(bottom) = bars.iter().filter(|b| b.low < price).min_by_key(|b| b.low)
    {
        supports.push(Level { price: bottom.low, date: bottom.date });
    }
    resistances.truncate(2);
    supports.truncate(2);
    Levels { supports, resistances, window: bars.len() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bars(highs_lows: &[(i64, i64)]) -> Vec<PriceBar> {
        let start = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default();
        highs_lows
            .iter()
            .enumerate()
            .map(|(i, (h, l))| PriceBar {
                date: start + chrono::Days::new(i as u64),
                open: Price(*l),
                high: Price(*h),
                low: Price(*l),
                close: Price((h + l) / 2),
                volume: 1,
            })
            .collect()
    }

    #[test]
    fn the_nearest_swing_high_above_and_swing_low_below_the_price() {
        // Swing highs at 12 (day 2) and 15 (day 6); swing lows at 8 (day 4) and 6 (day 8).
        let b = bars(&[(10, 9), (11, 9), (12, 10), (11, 9), (10, 8), (13, 9), (15, 11), (13, 10), (11, 6), (12, 9), (11, 9)]);
        let l = levels(&b, 30, Some(Price(11)));
        assert_eq!(l.resistances.iter().map(|l| l.price.0).collect::<Vec<_>>(), [12, 15]);
        assert_eq!(l.supports.iter().map(|l| l.price.0).collect::<Vec<_>>(), [8, 6]);
        assert_eq!(l.resistances[0].date, b[2].date);
    }

    #[test]
    fn the_window_s_extremes_stand_in_when_no_pivot_lies_on_a_side() {
        // A steady rise: no swing high above the last price; the low of the window supports.
        let b = bars(&[(10, 9), (11, 10), (12, 11), (13, 12), (14, 13), (15, 14)]);
        let l = levels(&b, 30, Some(Price(16)));
        assert!(l.resistances.is_empty());
        assert_eq!(l.supports[0].price, Price(9));
    }

    #[test]
    fn only_the_window_is_read() {
        let b = bars(&[(20, 1), (21, 2), (30, 3), (21, 2), (20, 1), (12, 10), (13, 11), (14, 12), (13, 11), (12, 10)]);
        let l = levels(&b, 5, Some(Price(11)));
        assert_eq!(l.window, 5);
        assert_eq!(l.resistances[0].price, Price(14));
    }
}
