//! Trading hours: Saudi markets Sunday to Thursday 10:00–15:00 (Asia/Riyadh), US markets Monday
//! to Friday 09:30–16:00 (America/New_York). Holidays are not modelled.

use chrono::{DateTime, NaiveTime, TimeZone, Utc, Weekday, Datelike};
use chrono_tz::Tz;

use crate::universe::MarketDef;

pub fn zone(market: &MarketDef) -> Tz {
    match market.timezone {
        "Asia/Riyadh" => chrono_tz::Asia::Riyadh,
        _ => chrono_tz::America::New_York,
    }
}

fn session(market: &MarketDef) -> (NaiveTime, NaiveTime) {
    let t = |h, m| NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default();
    match market.timezone {
        "Asia/Riyadh" => (t(10, 0), t(15, 0)),
        _ => (t(9, 30), t(16, 0)),
    }
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
