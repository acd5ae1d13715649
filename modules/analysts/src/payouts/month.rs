//! Payout months: calendar months in Riyadh time (UTC+3 all year), written `YYYY-MM`.

use chrono::{DateTime, Datelike, NaiveDate, TimeZone, Utc};
use chrono_tz::Asia::Riyadh;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Month {
    year: i32,
    /// 1–12.
    month: u32,
}

impl Month {
    /// Reads `YYYY-MM`; None for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let (year, month) = text.trim().split_once('-')?;
        if year.len() != 4 || month.len() != 2 {
            return None;
        }
        let month = Self { year: year.parse().ok()?, month: month.parse().ok()? };
        (1..=12).contains(&month.month).then_some(month)
    }

    /// The Riyadh month `at` falls in.
    pub fn of(at: DateTime<Utc>) -> Self {
        let local = at.with_timezone(&Riyadh);
        Self { year: local.year(), month: local.month() }
    }

    /// The month before the one `now` falls in: the last finished month.
    pub fn previous(now: DateTime<Utc>) -> Self {
        Self::of(now).before()
    }

    pub fn before(self) -> Self {
        if self.month == 1 { Self { year: self.year - 1, month: 12 } } else { Self { year: self.year, month: self.month - 1 } }
    }

    fn after(self) -> Self {
        if self.month == 12 { Self { year: self.year + 1, month: 1 } } else { Self { year: self.year, month: self.month + 1 } }
    }

    pub fn first_day(self) -> NaiveDate {
        NaiveDate::from_ymd_opt(self.year, self.month, 1).unwrap_or(NaiveDate::MIN)
    }

    /// The first day after the month.
    pub fn end_day(self) -> NaiveDate {
        self.after().first_day()
    }

    /// `[from, to)` in UTC: Riyadh midnight of the 1st to Riyadh midnight of the next month's 1st.
    pub fn bounds(self) -> (DateTime<Utc>, DateTime<Utc>) {
        (riyadh_midnight(self.first_day()), riyadh_midnight(self.end_day()))
    }

    /// Whether the month is over at `now`.
    pub fn has_ended(self, now: DateTime<Utc>) -> bool {
        self.bounds().1 <= now
    }
}

impl std::fmt::Display for Month {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

fn riyadh_midnight(day: NaiveDate) -> DateTime<Utc> {
    // Riyadh has no daylight saving, so every midnight exists once.
    Riyadh.from_local_datetime(&day.and_time(chrono::NaiveTime::MIN)).single().map_or(DateTime::<Utc>::MIN_UTC, |t| t.with_timezone(&Utc))
}

/// Today's date in Riyadh.
pub fn riyadh_today(now: DateTime<Utc>) -> NaiveDate {
    platform::saudi_time::day_of(now)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().expect("a time")
    }

    #[test]
    fn reads_only_year_dash_month() {
        assert_eq!(Month::parse("2026-10").map(|m| m.to_string()), Some("2026-10".into()));
        for bad in ["2026-13", "2026-00", "2026-1", "26-10", "2026/10", "", "2026-10-01", "abcd-ef"] {
            assert_eq!(Month::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_month_runs_from_riyadh_midnight_to_riyadh_midnight() {
        let (from, to) = Month::parse("2026-10").unwrap().bounds();
        assert_eq!(from, at("2026-09-30T21:00:00Z"));
        assert_eq!(to, at("2026-10-31T21:00:00Z"));
    }

    #[test]
    fn the_late_evening_of_the_last_day_in_utc_is_already_next_month_in_riyadh() {
        assert_eq!(Month::of(at("2026-10-31T21:30:00Z")).to_string(), "2026-11");
        assert_eq!(Month::previous(at("2026-10-31T21:30:00Z")).to_string(), "2026-10");
        assert_eq!(Month::previous(at("2026-01-15T12:00:00Z")).to_string(), "2025-12");
    }

    #[test]
    fn a_month_ends_at_riyadh_midnight() {
        let october = Month::parse("2026-10").unwrap();
        assert!(!october.has_ended(at("2026-10-31T20:59:59Z")));
        assert!(october.has_ended(at("2026-10-31T21:00:00Z")));
        assert_eq!(october.end_day(), NaiveDate::from_ymd_opt(2026, 11, 1).unwrap());
    }
}
