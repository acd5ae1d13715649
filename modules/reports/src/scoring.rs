//! Scoring: each factor's value becomes a percentile within the market (0 the worst, 100 the best,
//! ties sharing their average place), and a stock's score for a strategy is the weighted mean of
//! its percentiles over the factors it has (weights of missing factors are left out, not counted
//! as zero). Percentiles and scores are × 100 (basis points) and integers throughout.

use std::collections::{BTreeMap, HashMap};

use crate::factors::Factor;
use crate::strategies::Strategy;

/// One stock's factor values.
pub type Values = BTreeMap<Factor, i64>;

/// Percentiles × 100 of each stock for one factor.
pub fn percentiles(values: &[(i64, i64)], higher_is_better: bool) -> HashMap<i64, i64> {
    let n = values.len();
    let mut out = HashMap::with_capacity(n);
    if n == 0 {
        return out;
    }
    if n == 1 {
        out.insert(values[0].0, 5_000);
        return out;
    }
    let mut sorted: Vec<(i64, i64)> = values.to_vec();
    // Worst first.
    sorted.sort_by_key(|(_, v)| if higher_is_better { *v } else { -*v });
    let key = |v: i64| if higher_is_better { v } else { -v };
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && key(sorted[j + 1].1) == key(sorted[i].1) {
            j += 1;
        }
        // Places i..=j share their mean place, (i + j) / 2, scaled to 0..10000.
        let pct = ((i + j) as i64 * 10_000) / (2 * (n as i64 - 1));
        for item in &sorted[i..=j] {
            out.insert(item.0, pct);
        }
        i = j + 1;
    }
    out
}

/// Every factor's percentiles across the stocks.
pub fn all_percentiles(stocks: &HashMap<i64, Values>) -> HashMap<Factor, HashMap<i64, i64>> {
    let mut by_factor: HashMap<Factor, Vec<(i64, i64)>> = HashMap::new();
    for (id, values) in stocks {
        for (factor, value) in values {
            by_factor.entry(*factor).or_default().push((*id, *value));
        }
    }
    by_factor
        .into_iter()
        .map(|(f, mut v)| {
            v.sort_unstable();
            (f, percentiles(&v, f.higher_is_better()))
        })
        .collect()
}

/// A stock's score × 100 for `strategy` from its percentiles; None when it has none of the
/// strategy's factors.
pub fn score(strategy: Strategy, stock_id: i64, pct: &HashMap<Factor, HashMap<i64, i64>>) -> Option<i64> {
    let (mut weighted, mut weights) = (0i64, 0i64);
    for (factor, weight) in strategy.weights() {
        if let Some(p) = pct.get(factor).and_then(|m| m.get(&stock_id)) {
            weighted += p * i64::from(*weight);
            weights += i64::from(*weight);
        }
    }
    (weights > 0).then(|| weighted / weights)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_hand() {
        // Five stocks, higher better: 10 < 20 = 20 < 30 < 50. Places 0, 1.5, 1.5, 3, 4 of 4.
        let p = percentiles(&[(1, 10), (2, 20), (3, 20), (4, 30), (5, 50)], true);
        assert_eq!((p[&1], p[&2], p[&3], p[&4], p[&5]), (0, 3_750, 3_750, 7_500, 10_000));
        // Lower better (volatility): the calmest is the best.
        let v = percentiles(&[(1, 3_000), (2, 1_500), (3, 4_500)], false);
        assert_eq!((v[&1], v[&2], v[&3]), (5_000, 10_000, 0));
        assert_eq!(percentiles(&[(9, 7)], true)[&9], 5_000, "alone: the middle");
    }

    #[test]
    fn a_score_is_the_weighted_mean_of_the_percentiles_it_has() {
        // Dividend income weighs yield 60, volatility 20, drawdown 20.
        let mut stocks = HashMap::new();
        stocks.insert(1, Values::from([(Factor::DividendYield, 500), (Factor::Volatility, 2_000), (Factor::MaxDrawdown, 1_500)]));
        stocks.insert(2, Values::from([(Factor::DividendYield, 100), (Factor::Volatility, 1_000), (Factor::MaxDrawdown, 3_000)]));
        stocks.insert(3, Values::from([(Factor::Volatility, 3_000), (Factor::MaxDrawdown, 1_000)]));
        let pct = all_percentiles(&stocks);
        // Stock 1: yield best of two (100), volatility middle (50), drawdown middle (50):
        // (60×10000 + 20×5000 + 20×5000) / 100 = 8000.
        assert_eq!(score(Strategy::DividendIncome, 1, &pct), Some(8_000));
        // Stock 2: yield 0, volatility best (100), drawdown worst (0): (0 + 20×10000 + 0) / 100.
        assert_eq!(score(Strategy::DividendIncome, 2, &pct), Some(2_000));
        // Stock 3 pays nothing: only volatility (0) and drawdown (100), weights 20 and 20.
        assert_eq!(score(Strategy::DividendIncome, 3, &pct), Some(5_000));
        assert_eq!(score(Strategy::Momentum, 3, &pct), None);
    }
}
