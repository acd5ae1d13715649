//! The list's value at each close, replayed from its fills and dividends over the stocks'
//! closes: exact integers, the last known close carried over days a stock did not trade.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;

/// A fill as the replay needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fill {
    pub day: NaiveDate,
    pub stock: i64,
    /// Bought (+) or sold (−).
    pub shares: i64,
    pub price: i64,
}

/// Cash that came in on a day (a dividend on its ex-date).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Credit {
    pub day: NaiveDate,
    pub amount: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayValue {
    pub date: NaiveDate,
    pub value: i64,
    pub cash: i64,
}

/// Closes by stock, by day (price units).
pub type Closes = HashMap<i64, BTreeMap<NaiveDate, i64>>;

/// The value at the close of each of `days` (sorted), from `start_cash` and everything up to and
/// including that day.
pub fn daily_values(start_cash: i64, fills: &[Fill], credits: &[Credit], days: &[NaiveDate], closes: &Closes) -> Vec<DayValue> {
    let mut fills: Vec<Fill> = fills.to_vec();
    fills.sort_by_key(|f| f.day);
    let mut credits: Vec<Credit> = credits.to_vec();
    credits.sort_by_key(|c| c.day);
    let (mut next_fill, mut next_credit) = (0, 0);
    let mut cash = start_cash;
    // Shares held, and the last price known for each stock with the day it is from: a fill's
    // price is newer than the closes before its day.
    let mut held: BTreeMap<i64, (i64, i64, NaiveDate)> = BTreeMap::new();
    let mut out = Vec::with_capacity(days.len());
    for &day in days {
        while let Some(f) = fills.get(next_fill).filter(|f| f.day <= day) {
            cash -= f.shares.saturating_mul(f.price);
            let entry = held.entry(f.stock).or_insert((0, f.price, f.day));
            entry.0 += f.shares;
            entry.1 = f.price;
            entry.2 = f.day;
            next_fill += 1;
        }
        while let Some(c) = credits.get(next_credit).filter(|c| c.day <= day) {
            cash += c.amount;
            next_credit += 1;
        }
        let mut value = cash;
        for (stock, (shares, last, known_on)) in held.iter_mut() {
            if let Some((close_day, close)) = closes.get(stock).and_then(|c| c.range(..=day).next_back()).filter(|(d, _)| **d >= *known_on)
            {
                *last = *close;
                *known_on = *close_day;
            }
            value += shares.saturating_mul(*last);
        }
        out.push(DayValue { date: day, value, cash });
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
    }

    /// Tenths of the currency, in price units.
    fn p(tenths: i64) -> i64 {
        tenths * 1_000
    }

    #[test]
    fn the_value_follows_fills_closes_and_dividends_day_by_day() {
        let fills = [Fill { day: d(2), stock: 1, shares: 100, price: p(100) }, Fill { day: d(4), stock: 1, shares: -40, price: p(120) }];
        let credits = [Credit { day: d(5), amount: p(300) }];
        let mut closes: Closes = HashMap::new();
        // No close on the 4th or the 5th: the sale's price (12) is newer than the 3rd's close.
        closes.insert(1, BTreeMap::from([(d(2), p(105)), (d(3), p(110)), (d(6), p(90))]));
        let days = [d(1), d(2), d(3), d(4), d(5), d(6)];
        let values: Vec<(i64, i64)> = daily_values(p(10_000), &fills, &credits, &days, &closes).iter().map(|v| (v.value, v.cash)).collect();
        assert_eq!(
            values,
            vec![
                (p(10_000), p(10_000)),
                // Cash 0 after 100 × 10; 100 at 10.5.
                (p(10_500), 0),
                (p(11_000), 0),
                // 40 sold at 12: cash 480; 60 at 12.
                (p(12_000), p(4_800)),
                (p(12_300), p(5_100)),
                // 60 at 9.
                (p(10_500), p(5_100)),
            ]
        );
    }
}
