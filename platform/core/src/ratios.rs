//! Ratios that more than one screen or document shows (the market's tables, the analysis PDF,
//! Eva Chat, the stock reports): one function each, so a stock's dividend yield or 3-month change
//! reads the same everywhere. The PDF once truncated a yield the tables rounded, and Eva Chat once
//! counted a month in trading days where the tables counted calendar days.

use chrono::{Datelike, Days, NaiveDate};

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

/// Trading days in a year, for 52-week figures and the year's return.
pub const TRADING_YEAR: usize = 250;

/// The 52-week range (lowest low, highest high) of daily bars given oldest first as (high, low):
/// the last [`TRADING_YEAR`] of them. The stock page, the technical picture and every document that
/// quotes the range read it from here.
pub fn year_range(bars: &[(i64, i64)]) -> Option<(i64, i64)> {
    let year = &bars[bars.len().saturating_sub(TRADING_YEAR)..];
    let low = year.iter().map(|(_, low)| *low).min()?;
    let high = year.iter().map(|(high, _)| *high).max()?;
    Some((low, high))
}

/// The change from `from` to `to` in basis points; None without a positive base.
pub fn change_bp(from: Price, to: Price) -> Option<i64> {
    ratio_bp(i128::from(to.0) - i128::from(from.0), i128::from(from.0))
}

/// The periods a stock's change is quoted over, counted back from the day of the price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangePeriod {
    /// 7 calendar days.
    Week,
    /// 30 calendar days.
    Month,
    /// 91 calendar days.
    Quarter,
    /// 182 calendar days.
    HalfYear,
    /// Since the last close of the previous calendar year.
    YearToDate,
}

/// How far before a period's first day its base close may lie: a market closed longer than this
/// (a long holiday) has no close to measure from.
pub const BASE_SEARCH_DAYS: u64 = 7;

impl ChangePeriod {
    /// The day whose close (or the last one before it) the change is measured from.
    pub fn base_day(self, as_of: NaiveDate) -> NaiveDate {
        let back = |days: u64| as_of.checked_sub_days(Days::new(days)).unwrap_or(NaiveDate::MIN);
        match self {
            Self::Week => back(7),
            Self::Month => back(30),
            Self::Quarter => back(91),
            Self::HalfYear => back(182),
            Self::YearToDate => NaiveDate::from_ymd_opt(as_of.year() - 1, 12, 31).unwrap_or(as_of),
        }
    }

    /// The first day a base close is looked for on.
    pub fn search_from(self, as_of: NaiveDate) -> NaiveDate {
        let day = self.base_day(as_of);
        day.checked_sub_days(Days::new(BASE_SEARCH_DAYS)).unwrap_or(NaiveDate::MIN)
    }
}

/// The last close on or before `period`'s base day, within [`BASE_SEARCH_DAYS`] of it.
/// `closes` may come in any order.
pub fn base_close(closes: impl IntoIterator<Item = (NaiveDate, Price)>, period: ChangePeriod, as_of: NaiveDate) -> Option<Price> {
    let (from, to) = (period.search_from(as_of), period.base_day(as_of));
    closes.into_iter().filter(|(day, _)| *day >= from && *day <= to).max_by_key(|(day, _)| *day).map(|(_, close)| close)
}

/// The change over `period` to `price` on `as_of`, in basis points.
pub fn period_change_bp(
    closes: impl IntoIterator<Item = (NaiveDate, Price)>,
    period: ChangePeriod,
    as_of: NaiveDate,
    price: Price,
) -> Option<i64> {
    change_bp(base_close(closes, period, as_of)?, price)
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

    #[test]
    fn the_year_range_is_the_last_year_of_days_only() {
        let mut bars = vec![(900, 1)]; // older than a year: ignored
        bars.extend((0..TRADING_YEAR as i64).map(|i| (100 + i % 7, 50 - i % 5)));
        assert_eq!(year_range(&bars), Some((46, 106)));
        assert_eq!(year_range(&[]), None);
    }

    #[test]
    fn a_change_rounds_like_every_other_ratio() {
        assert_eq!(change_bp(Price(30_000), Price(31_000)), Some(333));
        assert_eq!(change_bp(Price(30_000), Price(29_000)), Some(-333));
        assert_eq!(change_bp(Price(20_000), Price(20_001)), Some(1)); // 0.5 bp
        assert_eq!(change_bp(Price(0), Price(1)), None);
    }

    #[test]
    fn periods_count_calendar_days_back_from_the_price() {
        let as_of = day("2026-11-27");
        assert_eq!(ChangePeriod::Month.base_day(as_of), day("2026-10-28"));
        assert_eq!(ChangePeriod::Quarter.base_day(as_of), day("2026-08-28"));
        assert_eq!(ChangePeriod::HalfYear.base_day(as_of), day("2026-05-29"));
        assert_eq!(ChangePeriod::YearToDate.base_day(as_of), day("2025-12-31"));
    }

    #[test]
    fn the_base_is_the_last_close_on_or_before_the_base_day_within_a_week() {
        let as_of = day("2026-11-27");
        // 2026-10-28 was a Wednesday; the market was shut from the 25th.
        let closes = [("2026-10-20", 9_000), ("2026-10-22", 10_000), ("2026-10-29", 11_000), ("2026-11-27", 12_000)]
            .map(|(d, c)| (day(d), Price(c)));
        assert_eq!(base_close(closes, ChangePeriod::Month, as_of), Some(Price(10_000)));
        assert_eq!(period_change_bp(closes, ChangePeriod::Month, as_of, Price(12_000)), Some(2_000));
        // Nothing within a week of the base day: no figure rather than an older one.
        let stale = [("2026-10-20", 9_000), ("2026-11-27", 12_000)].map(|(d, c)| (day(d), Price(c)));
        assert_eq!(base_close(stale, ChangePeriod::Month, as_of), None);
    }
}
