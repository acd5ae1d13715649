//! Ratios that more than one screen or document shows (the market's tables, the analysis PDF,
//! Eva Chat): one function each, so a stock's dividend yield reads the same everywhere. The PDF
//! once truncated a yield the tables rounded.

use chrono::{Days, NaiveDate};

use crate::price::Price;

/// `part / whole` in basis points, rounded half away from zero; None when `whole` is not positive.
pub fn ratio_bp(part: i128, whole: i128) -> Option<i64> {
    if whole <= 0 {
        return None;
    }
    let scaled = part * 10_000;
    let rounded = (scaled.abs() + whole / 2) / whole;
    i64::try_from(if scaled < 0 { -rounded } else { rounded }).ok()
}

/// `part / whole` × 100 (a multiple such as P/E, two decimals), rounded half away from zero.
pub fn ratio_x100(part: i128, whole: i128) -> Option<i64> {
    ratio_bp(part, whole * 100)
}

/// Cash dividends per share with an ex-date in the year up to `as_of` (after the same day a year
/// before, up to and including `as_of`).
pub fn trailing_year_dividends(paid: impl IntoIterator<Item = (NaiveDate, Price)>, as_of: NaiveDate) -> Price {
    let since = as_of.checked_sub_days(Days::new(365)).unwrap_or(NaiveDate::MIN);
    Price(paid.into_iter().filter(|(ex_date, _)| *ex_date > since && *ex_date <= as_of).map(|(_, amount)| amount.0).sum())
}

/// The dividend yield, basis points of the price: the trailing year's dividends over it.
pub fn dividend_yield_bp(trailing: Price, price: Price) -> Option<i64> {
    ratio_bp(i128::from(trailing.0), i128::from(price.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap_or_default()
    }

    #[test]
    fn ratios_round_half_away_from_zero() {
        assert_eq!(ratio_bp(1, 3), Some(3_333));
        assert_eq!(ratio_bp(2, 3), Some(6_667));
        assert_eq!(ratio_bp(-2, 3), Some(-6_667));
        assert_eq!(ratio_bp(1, 20_000), Some(1)); // 0.5 bp
        assert_eq!(ratio_bp(1, 0), None);
    }

    #[test]
    fn the_trailing_year_is_after_a_year_ago_and_up_to_the_day() {
        let paid = [("2025-11-26", 100), ("2025-11-27", 200), ("2026-05-01", 300), ("2026-11-27", 400), ("2026-11-28", 800)]
            .map(|(d, a)| (day(d), Price(a)));
        assert_eq!(trailing_year_dividends(paid, day("2026-11-27")), Price(700));
        assert_eq!(dividend_yield_bp(Price(9_000), Price(300_000)), Some(300));
        assert_eq!(dividend_yield_bp(Price(9_000), Price(0)), None);
    }
}
