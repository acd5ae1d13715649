//! Trading hours: Saudi markets Sunday to Thursday 10:00–15:00 (Asia/Riyadh), US markets Monday
//! to Friday 09:30–16:00 (America/New_York). Holidays are not modelled.

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, TimeZone, Utc, Weekday};
use chrono_tz::Tz;

use crate::universe::MarketDef;

pub fn zone(market: &MarketDef) -> Tz {
    match market.timezone {
        "Asia/Riyadh" => chrono_tz::Asia::Riyadh,
        _ => chrono_tz::America::New_York,
    }
}

fn session(market: &MarketDef) -> (NaiveTime, NaiveTime) {
    platform::ports::MarketCode::from_code(market.code)
        .map_or_else(|| platform::ports::MarketCode::Us.session_times(), |code| code.session_times())
}

/// The session's hours on `day`, in UTC: consecutive hours from the open, the last cut at the
/// close (Tadawul 10:00–15:00 gives five; New York 09:30–16:00 gives six and a half-hour).
pub fn session_hours(market: &MarketDef, day: NaiveDate) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
    let (open, close) = session(market);
    let tz = zone(market);
    let at = |t: NaiveTime| tz.from_local_datetime(&day.and_time(t)).single().map(|d| d.with_timezone(&Utc));
    let (Some(start), Some(end)) = (at(open), at(close)) else { return Vec::new() };
    let mut hours = Vec::new();
    let mut from = start;
    while from < end {
        let to = (from + chrono::Duration::hours(1)).min(end);
        hours.push((from, to));
        from = to;
    }
    hours
}

/// Whether the market is in its trading session at `now`.
pub fn is_open(market: &MarketDef, now: DateTime<Utc>) -> bool {
    let local = zone(market).from_utc_datetime(&now.naive_utc());
    let trading_day = match market.timezone {
        "Asia/Riyadh" => !matches!(local.weekday(), Weekday::Fri | Weekday::Sat),
        _ => !matches!(local.weekday(), Weekday::Sat | Weekday::Sun),
    };
    let (open, close) = session(market);
    trading_day && local.time() >= open && local.time() < close
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::universe::MARKETS;

    fn utc(y: i32, mo: u32, d: u32, h: u32, mi: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, mo, d, h, mi, 0).single().unwrap_or_default()
    }

    #[test]
    fn saudi_session_in_riyadh_time() {
        let tasi = &MARKETS[0];
        // Sunday 22 November 2026: 10:00 Riyadh is 07:00 UTC.
        assert!(!is_open(tasi, utc(2026, 11, 22, 6, 59)));
        assert!(is_open(tasi, utc(2026, 11, 22, 7, 0)));
        assert!(is_open(tasi, utc(2026, 11, 22, 11, 59)));
        assert!(!is_open(tasi, utc(2026, 11, 22, 12, 0)));
        // Friday is closed.
        assert!(!is_open(tasi, utc(2026, 11, 20, 9, 0)));
    }

    #[test]
    fn a_session_is_cut_into_hours_from_its_open() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default();
        let tasi = session_hours(&MARKETS[0], day);
        assert_eq!(tasi.len(), 5);
        assert_eq!(tasi[0], (utc(2026, 11, 22, 7, 0), utc(2026, 11, 22, 8, 0)));
        assert_eq!(tasi[4].1, utc(2026, 11, 22, 12, 0));
        let us = session_hours(&MARKETS[2], NaiveDate::from_ymd_opt(2026, 11, 23).unwrap_or_default());
        assert_eq!(us.len(), 7);
        assert_eq!(us[0].0, utc(2026, 11, 23, 14, 30));
        // The last block is the half hour to the 16:00 close.
        assert_eq!(us[6], (utc(2026, 11, 23, 20, 30), utc(2026, 11, 23, 21, 0)));
    }

    #[test]
    fn us_session_follows_daylight_saving() {
        let us = &MARKETS[2];
        // Monday 23 November 2026 (EST, UTC-5): 09:30 is 14:30 UTC.
        assert!(!is_open(us, utc(2026, 11, 23, 14, 29)));
        assert!(is_open(us, utc(2026, 11, 23, 14, 30)));
        // Monday 6 July 2026 (EDT, UTC-4): 09:30 is 13:30 UTC.
        assert!(is_open(us, utc(2026, 7, 6, 13, 30)));
        assert!(!is_open(us, utc(2026, 7, 6, 20, 0)));
        // Sunday is closed.
        assert!(!is_open(us, utc(2026, 11, 22, 15, 0)));
    }
}
