//! The Umm al-Qura calendar as Saudi Arabia publishes it (KACST's tables, 1343–1500 AH), read
//! from `templates/calendars/umm-al-qura.json`, which the web app reads too. ICU's Umm al-Qura
//! (ICU4X here, ICU4C in browsers) differs from the published tables for hundreds of months
//! before 1420 AH: a birth date entered in Hijri came out a day late.

use std::sync::OnceLock;

use chrono::{Days, NaiveDate};
use serde::Deserialize;

#[derive(Deserialize)]
struct Table {
    first_year: i32,
    last_year: i32,
    /// The first day of every month from 1 Muharram `first_year`, and the day after the last
    /// month: Reduced Julian Day numbers (days since 1858-11-16).
    month_starts_rjd: Vec<u32>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Checked by the tests below: a table that does not parse never reaches a build.
        serde_json::from_str(include_str!("../../../templates/calendars/umm-al-qura.json")).unwrap_or(Table {
            first_year: 0,
            last_year: -1,
            month_starts_rjd: Vec::new(),
        })
    })
}

/// The Hijri years the table covers.
pub fn years() -> std::ops::RangeInclusive<i32> {
    let t = table();
    t.first_year..=t.last_year
}

fn rjd_epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(1858, 11, 16).unwrap_or_default()
}

fn day_of(rjd: u32) -> Option<NaiveDate> {
    rjd_epoch().checked_add_days(Days::new(u64::from(rjd)))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HijriError {
    /// Before 1343 or after 1500 AH: no published table to convert with.
    OutsideTables,
    /// No such month, or a 30th in a 29-day month.
    NoSuchDay,
}

/// The Gregorian day of `day` `month` `year` AH.
pub fn to_gregorian(year: i32, month: u8, day: u8) -> Result<NaiveDate, HijriError> {
    let t = table();
    if !years().contains(&year) {
        return Err(HijriError::OutsideTables);
    }
    if !(1..=12).contains(&month) || day == 0 {
        return Err(HijriError::NoSuchDay);
    }
    let index = usize::try_from((year - t.first_year) * 12).map_err(|_| HijriError::OutsideTables)? + usize::from(month - 1);
    let (start, next) = (
        t.month_starts_rjd.get(index).ok_or(HijriError::OutsideTables)?,
        t.month_starts_rjd.get(index + 1).ok_or(HijriError::OutsideTables)?,
    );
    if u32::from(day) > next - start {
        return Err(HijriError::NoSuchDay);
    }
    day_of(start + u32::from(day) - 1).ok_or(HijriError::OutsideTables)
}

/// The Hijri year, month and day of a Gregorian day, when the table covers it.
pub fn from_gregorian(date: NaiveDate) -> Option<(i32, u8, u8)> {
    let t = table();
    let rjd = u32::try_from(date.signed_duration_since(rjd_epoch()).num_days()).ok()?;
    // The last month start at or before the day.
    let index = t.month_starts_rjd.partition_point(|start| *start <= rjd).checked_sub(1)?;
    if index + 1 >= t.month_starts_rjd.len() {
        return None;
    }
    let year = t.first_year + i32::try_from(index / 12).ok()?;
    let month = u8::try_from(index % 12 + 1).ok()?;
    let day = u8::try_from(rjd - t.month_starts_rjd[index] + 1).ok()?;
    Some((year, month, day))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_table_covers_1343_to_1500_with_months_of_29_or_30_days() {
        let t = table();
        assert_eq!(years(), 1343..=1500);
        assert_eq!(t.month_starts_rjd.len(), (1500 - 1343 + 1) * 12 + 1);
        // The first calendars, as printed, had a few months of 28 or 31 days (until 1364 AH).
        let lengths: Vec<u32> = t.month_starts_rjd.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(lengths.iter().all(|l| (28..=31).contains(l)));
        assert!(lengths[(1365 - 1343) * 12..].iter().all(|l| matches!(l, 29 | 30)));
        assert_eq!(to_gregorian(1345, 5, 31).map(|d| d.to_string()), to_gregorian(1345, 6, 1).map(|d| (d - Days::new(1)).to_string()));
        assert_eq!(to_gregorian(1343, 1, 1), Ok(day(1924, 8, 1)));
        assert_eq!(from_gregorian(day(2077, 11, 16)), Some((1500, 12, 30)));
    }

    #[test]
    fn published_days_convert_both_ways() {
        // 1 Ramadan 1445 was Monday 11 March 2024; 1 Muharram 1400 was 20 November 1979, the day
        // the Grand Mosque was seized (ICU's calendar says the 21st).
        assert_eq!(to_gregorian(1445, 9, 1), Ok(day(2024, 3, 11)));
        assert_eq!(to_gregorian(1400, 1, 1), Ok(day(1979, 11, 20)));
        assert_eq!(from_gregorian(day(2024, 3, 11)), Some((1445, 9, 1)));
        assert_eq!(from_gregorian(day(2024, 3, 10)), Some((1445, 8, 29)));
    }

    #[test]
    fn before_1420_the_published_day_not_icu_s() {
        // The published tables start Safar 1343 on 31 August 1924; ICU's computed calendar calls
        // that day 30 Muharram, so its 1 Safar 1343 is a day late.
        assert_eq!(to_gregorian(1343, 2, 1), Ok(day(1924, 8, 31)));
        assert_eq!(from_gregorian(day(1924, 8, 31)), Some((1343, 2, 1)));
    }

    /// Dates by an independent implementation of the published tables (R. H. van Gent's
    /// compilation, through npm's hijri-converter: web/scripts/umm-al-qura-samples.mjs).
    #[test]
    fn an_independent_implementation_agrees_day_for_day() {
        #[derive(Deserialize)]
        struct Samples {
            samples: Vec<(i32, u8, u8, NaiveDate)>,
        }
        let samples: Samples = serde_json::from_str(include_str!("../tests/fixtures/umm-al-qura-van-gent.json")).unwrap();
        assert!(samples.samples.len() > 100);
        for (year, month, day, gregorian) in samples.samples {
            assert_eq!(to_gregorian(year, month, day), Ok(gregorian), "{day} {month} {year} AH");
            assert_eq!(from_gregorian(gregorian), Some((year, month, day)), "{gregorian}");
        }
    }

    #[test]
    fn days_outside_the_tables_or_the_month_are_refused() {
        assert_eq!(to_gregorian(1342, 12, 29), Err(HijriError::OutsideTables));
        assert_eq!(to_gregorian(1501, 1, 1), Err(HijriError::OutsideTables));
        assert_eq!(to_gregorian(1410, 13, 1), Err(HijriError::NoSuchDay));
        assert_eq!(to_gregorian(1410, 1, 31), Err(HijriError::NoSuchDay));
        assert_eq!(from_gregorian(day(1924, 7, 31)), None);
        assert_eq!(from_gregorian(day(2077, 11, 17)), None);
    }
}
