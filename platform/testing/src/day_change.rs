//! Tests date what they do the way the app does, from the wall clock (a session "today", a bar
//! "yesterday"). A test that straddles midnight sees two todays: CI once failed because a list's
//! sale, made at 23:59:59 in Riyadh, was booked on the next day. No test app starts in the last
//! [`MARGIN`] of a calendar day in any zone the app dates by; it waits for the new day instead.

use std::time::Duration;

use chrono::{DateTime, Days, Utc};
use chrono_tz::Tz;
use platform::ports::MarketCode;

/// Longer than any one test runs, so a test that starts outside it ends on the day it began.
pub const MARGIN: Duration = Duration::from_secs(120);

/// Users' days and the Saudi markets' sessions (Riyadh), the US market's sessions (New York),
/// and UTC, which stored timestamps and some schedules use.
fn zones() -> [Tz; 3] {
    [platform::saudi_time::ZONE, MarketCode::Us.timezone(), chrono_tz::UTC]
}

/// How long from `now` until the nearest coming midnight in any of the zones.
pub fn until_next_midnight(now: DateTime<Utc>) -> Duration {
    zones()
        .into_iter()
        .filter_map(|zone| {
            let local = now.with_timezone(&zone);
            let midnight = local.date_naive().checked_add_days(Days::new(1))?.and_hms_opt(0, 0, 0)?;
            // Midnight may not exist on a day daylight saving starts at it; the earliest moment on
            // or after it is the day's start.
            let start = midnight.and_local_timezone(zone).earliest()?;
            (start.with_timezone(&Utc) - now).to_std().ok()
        })
        .min()
        .unwrap_or(Duration::MAX)
}

/// Waits out the end of the day when it is nearer than [`MARGIN`].
pub async fn wait_out_day_change() {
    let left = until_next_midnight(Utc::now());
    if left < MARGIN {
        eprintln!("a calendar day ends in {} s: the test starts on the next one", left.as_secs());
        tokio::time::sleep(left + Duration::from_secs(1)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 28, h, m, s).single().unwrap()
    }

    #[test]
    fn riyadh_midnight_is_three_hours_before_utc_s() {
        // 20:59:57 UTC is 23:59:57 in Riyadh, where CI's sale was booked a day late.
        assert_eq!(until_next_midnight(at(20, 59, 57)), Duration::from_secs(3));
    }

    #[test]
    fn new_york_and_utc_midnights_count_too() {
        // New York is five hours behind UTC in November.
        assert_eq!(until_next_midnight(at(4, 58, 0)), Duration::from_secs(120));
        assert_eq!(until_next_midnight(at(23, 59, 0)), Duration::from_secs(60));
    }

    #[test]
    fn the_middle_of_the_day_is_far_from_any_midnight() {
        assert!(until_next_midnight(at(12, 0, 0)) > MARGIN);
    }
}
