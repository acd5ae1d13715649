//! Growth, margins and valuation ratios from a company's reported year, at a price: the stock
//! page and the analysis PDF show these, so both read them from here.

use chrono::NaiveDate;

use crate::ports::FundamentalPeriod;
use crate::price::Price;
use crate::ratios::{ratio_bp, ratio_x100};

/// What an investor compares companies by; None where the figures do not allow it (a loss has no
/// P/E, a first year no growth).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Valuation {
    /// The reported year the ratios come from.
    pub period_end: NaiveDate,
    pub months: i16,
    pub demo: bool,
    pub revenue_growth_bp: Option<i64>,
    pub earnings_growth_bp: Option<i64>,
    pub net_margin_bp: Option<i64>,
    /// Price over earnings per share, × 100.
    pub pe_x100: Option<i64>,
    /// Market value over shareholders' equity, × 100.
    pub pb_x100: Option<i64>,
    pub dividend_yield_bp: Option<i64>,
    /// The year's dividends per share over earnings per share.
    pub payout_bp: Option<i64>,
}

/// The ratios of the newest full year in `periods` (any order), against the year before it.
/// `trailing_dividends` per share, `shares` outstanding (0 when unknown).
pub fn valuation(periods: &[FundamentalPeriod], price: Price, shares: i64, trailing_dividends: Price) -> Option<Valuation> {
    let mut years: Vec<&FundamentalPeriod> = periods.iter().filter(|p| p.months == 12).collect();
    years.sort_by_key(|p| std::cmp::Reverse(p.period_end));
    let year = *years.first()?;
    // The year before: the full year that ended 11 to 13 months earlier.
    let before = years.iter().skip(1).find(|p| (330..=400).contains(&(year.period_end - p.period_end).num_days()));
    let growth = |now: i64, then: i64| (then > 0).then(|| ratio_bp(i128::from(now - then), i128::from(then))).flatten();
    let positive_eps = (year.eps > 0).then_some(year.eps);
    // Market value in minor units: price units × shares / 100.
    let market_value = i128::from(price.0) * i128::from(shares) / 100;
    Some(Valuation {
        period_end: year.period_end,
        months: year.months,
        demo: year.demo,
        revenue_growth_bp: before.and_then(|b| growth(year.revenue, b.revenue)),
        earnings_growth_bp: before.and_then(|b| growth(year.net_income, b.net_income)),
        net_margin_bp: (year.revenue > 0).then(|| ratio_bp(i128::from(year.net_income), i128::from(year.revenue))).flatten(),
        pe_x100: positive_eps.and_then(|eps| ratio_x100(i128::from(price.0), i128::from(eps))),
        pb_x100: (shares > 0 && year.book_value > 0).then(|| ratio_x100(market_value, i128::from(year.book_value))).flatten(),
        dividend_yield_bp: crate::ratios::dividend_yield_bp(trailing_dividends, price),
        payout_bp: positive_eps.and_then(|eps| ratio_bp(i128::from(trailing_dividends.0), i128::from(eps))),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn year(end: &str, revenue: i64, net_income: i64, eps: i64, book_value: i64) -> FundamentalPeriod {
        FundamentalPeriod {
            period_end: NaiveDate::parse_from_str(end, "%Y-%m-%d").unwrap_or_default(),
            months: 12,
            revenue,
            net_income,
            eps,
            book_value,
            debt: 0,
            cash: 0,
            demo: false,
        }
    }

    #[test]
    fn a_year_against_the_one_before_at_a_price() {
        // 4,000 m shares at 100.00; EPS 5.00 on 20,000 m net income; equity 160,000 m (in halalas).
        let sar = |whole: i64| whole * 100;
        let periods = [
            year("2024-12-31", sar(80_000_000_000), sar(16_000_000_000), 40_000, sar(150_000_000_000)),
            year("2025-12-31", sar(100_000_000_000), sar(20_000_000_000), 50_000, sar(160_000_000_000)),
        ];
        let v = valuation(&periods, Price(1_000_000), 4_000_000_000, Price(30_000)).unwrap();
        assert_eq!(v.period_end.to_string(), "2025-12-31");
        assert_eq!((v.revenue_growth_bp, v.earnings_growth_bp, v.net_margin_bp), (Some(2_500), Some(2_500), Some(2_000)));
        assert_eq!((v.pe_x100, v.pb_x100), (Some(2_000), Some(250)));
        assert_eq!((v.dividend_yield_bp, v.payout_bp), (Some(300), Some(6_000)));
    }

    #[test]
    fn a_loss_has_no_pe_and_a_first_year_no_growth() {
        let v = valuation(&[year("2025-12-31", 100_000, -20_000, -1_000, 50_000)], Price(100_000), 1_000, Price(0)).unwrap();
        assert_eq!((v.pe_x100, v.payout_bp, v.revenue_growth_bp), (None, None, None));
        assert_eq!(v.net_margin_bp, Some(-2_000));
        assert!(valuation(&[], Price(1), 1, Price(0)).is_none());
    }
}
