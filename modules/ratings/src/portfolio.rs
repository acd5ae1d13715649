//! A list's model portfolio, in exact integers: prices and cash in price units (1/10,000 of the
//! list's currency, `platform::price`), holdings in whole shares. Every list starts from the
//! basis capital of 100,000 (DECISIONS 6). An order's size is its entry percentage of the list's
//! value at the order; what whole shares cannot use stays in cash.

use std::collections::BTreeMap;

use platform::money::mul_div_half_even;
use platform::price::{Price, SCALE};

/// 100,000 in the list's currency, in price units.
pub const BASIS_CAPITAL: i64 = 100_000 * SCALE;
/// Percentages are kept in basis points: 100% = 10,000.
pub const WHOLE_BP: i64 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PortfolioError {
    #[error("the list does not have the cash for this order")]
    NotEnoughCash,
    #[error("the list does not hold that many shares")]
    NotEnoughShares,
    #[error("the order buys or sells no share")]
    NoShares,
}

/// One stock held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Holding {
    pub shares: i64,
    /// What the shares held cost, in price units.
    pub cost: i64,
}

impl Holding {
    /// The average cost per share, half to even; None when nothing is held.
    pub fn average_cost(&self) -> Option<Price> {
        (self.shares > 0).then(|| Price(mul_div_half_even(self.cost, 1, self.shares)))
    }
}

/// What a sale gave back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sale {
    pub proceeds: i64,
    /// The cost of the shares sold, at their average cost.
    pub cost: i64,
    pub profit: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Portfolio {
    pub cash: i64,
    /// By stock id.
    pub holdings: BTreeMap<i64, Holding>,
}

impl Default for Portfolio {
    fn default() -> Self {
        Self { cash: BASIS_CAPITAL, holdings: BTreeMap::new() }
    }
}

/// Whole shares that `percent_bp` of `value` buys at `price`, rounded down.
pub fn shares_for(value: i64, percent_bp: i64, price: Price) -> i64 {
    if price.0 <= 0 || value <= 0 || percent_bp <= 0 {
        return 0;
    }
    let budget = i128::from(value) * i128::from(percent_bp) / i128::from(WHOLE_BP);
    i64::try_from(budget / i128::from(price.0)).unwrap_or(i64::MAX)
}

fn cost_of(shares: i64, price: Price) -> Option<i64> {
    shares.checked_mul(price.0)
}

impl Portfolio {
    /// Cash plus every holding at `price_of` (a holding without a price counts at its cost).
    pub fn value(&self, price_of: impl Fn(i64) -> Option<Price>) -> i64 {
        self.cash
            + self.holdings.iter().map(|(stock, h)| price_of(*stock).and_then(|p| cost_of(h.shares, p)).unwrap_or(h.cost)).sum::<i64>()
    }

    /// Buys `shares` of `stock` at `price`: a new rating, an increase, or a filled limit order.
    pub fn buy(&mut self, stock: i64, shares: i64, price: Price) -> Result<(), PortfolioError> {
        if shares <= 0 {
            return Err(PortfolioError::NoShares);
        }
        let cost = cost_of(shares, price).ok_or(PortfolioError::NotEnoughCash)?;
        if cost > self.cash {
            return Err(PortfolioError::NotEnoughCash);
        }
        self.cash -= cost;
        let holding = self.holdings.entry(stock).or_default();
        holding.shares += shares;
        holding.cost += cost;
        Ok(())
    }

    /// Sells `shares` of `stock` at `price`; the cost leaves with the shares at the average cost,
    /// so the average cost of what stays is unchanged. Selling everything closes the holding.
    pub fn sell(&mut self, stock: i64, shares: i64, price: Price) -> Result<Sale, PortfolioError> {
        if shares <= 0 {
            return Err(PortfolioError::NoShares);
        }
        let holding = self.holdings.get(&stock).copied().ok_or(PortfolioError::NotEnoughShares)?;
        if shares > holding.shares {
            return Err(PortfolioError::NotEnoughShares);
        }
        let proceeds = cost_of(shares, price).ok_or(PortfolioError::NotEnoughShares)?;
        let cost = if shares == holding.shares { holding.cost } else { mul_div_half_even(holding.cost, shares, holding.shares) };
        self.cash += proceeds;
        if shares == holding.shares {
            self.holdings.remove(&stock);
        } else {
            self.holdings.insert(stock, Holding { shares: holding.shares - shares, cost: holding.cost - cost });
        }
        Ok(Sale { proceeds, cost, profit: proceeds - cost })
    }

    /// Credits a dividend of `per_share` for every share of `stock` held; returns the amount.
    pub fn credit_dividend(&mut self, stock: i64, per_share: Price) -> i64 {
        let amount = self.holdings.get(&stock).and_then(|h| cost_of(h.shares, per_share)).unwrap_or(0);
        self.cash += amount;
        amount
    }

    /// `part` of the list's `value`, in basis points, half to even.
    pub fn weight_bp(part: i64, value: i64) -> i64 {
        if value <= 0 { 0 } else { mul_div_half_even(part, WHOLE_BP, value) }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn sar(units: i64) -> Price {
        Price(units * SCALE)
    }

    #[test]
    fn an_entry_percentage_buys_whole_shares_and_leaves_the_rest_in_cash() {
        let mut p = Portfolio::default();
        // 10% of 100,000 at 32.45: 308 shares (9,994.60); 5.40 stays in cash.
        let shares = shares_for(p.value(|_| None), 1_000, Price(324_500));
        assert_eq!(shares, 308);
        p.buy(1120, shares, Price(324_500)).unwrap();
        assert_eq!(p.cash, BASIS_CAPITAL - 308 * 324_500);
        assert_eq!(p.holdings[&1120].average_cost(), Some(Price(324_500)));
        assert_eq!(shares_for(0, 1_000, sar(10)), 0);
        assert_eq!(shares_for(BASIS_CAPITAL, 1_000, Price(0)), 0);
    }

    #[test]
    fn an_increase_recomputes_the_average_cost() {
        let mut p = Portfolio::default();
        p.buy(1, 100, sar(10)).unwrap();
        p.buy(1, 50, sar(13)).unwrap();
        // (1,000 + 650) / 150 = 11.
        assert_eq!(p.holdings[&1].average_cost(), Some(sar(11)));
        p.buy(1, 1, Price(100_001)).unwrap();
        // (1,650 + 10.0001) / 151 = 10.99337… → 10.9934.
        assert_eq!(p.holdings[&1].average_cost(), Some(Price(109_934)));
    }

    #[test]
    fn a_partial_sell_keeps_the_average_cost_and_books_the_profit() {
        let mut p = Portfolio::default();
        p.buy(1, 100, sar(10)).unwrap();
        p.buy(1, 50, sar(13)).unwrap();
        let sale = p.sell(1, 60, sar(12)).unwrap();
        assert_eq!(sale, Sale { proceeds: 720 * SCALE, cost: 660 * SCALE, profit: 60 * SCALE });
        assert_eq!(p.holdings[&1], Holding { shares: 90, cost: 990 * SCALE });
        assert_eq!(p.holdings[&1].average_cost(), Some(sar(11)));
        let rest = p.sell(1, 90, sar(9)).unwrap();
        assert_eq!(rest.profit, -180 * SCALE);
        assert!(p.holdings.is_empty(), "selling everything closes the holding");
        // 100,000 − 1,650 + 720 + 810.
        assert_eq!(p.cash, (100_000 - 1_650 + 720 + 810) * SCALE);
    }

    #[test]
    fn orders_beyond_the_cash_or_the_holding_are_refused_and_change_nothing() {
        let mut p = Portfolio::default();
        let before = p.clone();
        assert_eq!(p.buy(1, 10_001, sar(10)), Err(PortfolioError::NotEnoughCash));
        assert_eq!(p.buy(1, 0, sar(10)), Err(PortfolioError::NoShares));
        assert_eq!(p.sell(1, 1, sar(10)), Err(PortfolioError::NotEnoughShares));
        assert_eq!(p, before);
        p.buy(1, 10_000, sar(10)).unwrap();
        assert_eq!(p.cash, 0, "the whole capital may be invested");
        assert_eq!(p.sell(1, 10_001, sar(10)), Err(PortfolioError::NotEnoughShares));
    }

    #[test]
    fn dividends_are_credited_per_share_held_and_weights_add_up() {
        let mut p = Portfolio::default();
        p.buy(1, 1_000, sar(40)).unwrap();
        p.buy(2, 500, sar(20)).unwrap();
        assert_eq!(p.credit_dividend(1, Price(12_500)), 1_250 * SCALE);
        assert_eq!(p.credit_dividend(3, sar(1)), 0, "nothing for a stock not held");
        let prices = |stock: i64| match stock {
            1 => Some(sar(44)),
            _ => None,
        };
        // Cash 51,250; stock 1 at 44 = 44,000; stock 2 without a price at its cost, 10,000.
        let value = p.value(prices);
        assert_eq!(value, 105_250 * SCALE);
        let weights =
            [Portfolio::weight_bp(p.cash, value), Portfolio::weight_bp(44_000 * SCALE, value), Portfolio::weight_bp(10_000 * SCALE, value)];
        assert_eq!(weights, [4_869, 4_181, 950]);
        assert_eq!(weights.iter().sum::<i64>(), WHOLE_BP);
    }
}
