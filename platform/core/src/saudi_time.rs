//! The day a Saudi user lives in. Dates users see (a subscription's start, an instalment's due
//! day, a birthday's age, a daily balance) are Riyadh's, not UTC's: from 21:00 UTC it is already
//! tomorrow there. Market times stay in each market's own zone (`MarketCode::timezone`).

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Asia::Riyadh;

/// The zone of Saudi users' calendar days.
pub const ZONE: chrono_tz::Tz = Riyadh;

/// The Riyadh day a moment falls on.
pub fn day_of(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&ZONE).date_naive()
}

/// Today in Riyadh.
pub fn today() -> NaiveDate {
    day_of(Utc::now())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_riyadh_day_starts_three_hours_before_utc_s() {
        let evening = Utc.with_ymd_and_hms(2026, 11, 26, 21, 30, 0).single().unwrap_or_default();
        assert_eq!(day_of(evening), NaiveDate::from_ymd_opt(2026, 11, 27).unwrap_or_default());
        let afternoon = Utc.with_ymd_and_hms(2026, 11, 26, 20, 59, 59).single().unwrap_or_default();
        assert_eq!(day_of(afternoon), NaiveDate::from_ymd_opt(2026, 11, 26).unwrap_or_default());
    }
}
