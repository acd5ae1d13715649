//! How a pending opinion is decided from market data (the README's "Opinions: resolution
//! rules"); pure, so every rule is tested without a database.
//!
//! - Only prices after publishing count: an hour counts when it starts at or after the moment
//!   of publishing; a day without stored hours counts for the target when its session opened
//!   after publishing, and for the stop when it closed after publishing.
//! - Success: the target is reached (a high at or above it for buy/call, a low at or below it
//!   for sell/put), decided at the target price at the end of that hour (or day).
//! - Failure on the stop: a close of the stop type's period at or beyond the stop loss (at or
//!   below it for buy/call, at or above for sell/put). Hour: each session hour's close; two
//!   hours: the close of each two-hour block from the session open (the last block may be
//!   shorter); day: the day's close; week: the close of the last trading day of the market's
//!   week. A day with no stored hours uses its close for hour and two-hour stops.
//! - Within one period, reaching the target comes before that period's close.
//! - Expiry: still pending when the analysis duration date has passed (its day complete):
//!   failed, at the last close on or before that date.
//! - Options are decided on their underlying stock against the same target and stop.

use chrono::{DateTime, Datelike, NaiveDate, Utc, Weekday};
use platform::price::Price;

use crate::terms::{Direction, Reason, StopType};

/// What an opinion says, as resolution reads it.
#[derive(Debug, Clone, Copy)]
pub struct Call {
    pub direction: Direction,
    pub target: Price,
    pub stop: Price,
    pub stop_type: StopType,
    pub published_at: DateTime<Utc>,
    /// When an edit replaced these terms: later prices are the next version's to judge.
    pub until: Option<DateTime<Utc>>,
    /// The analysis duration date: the last day it may succeed.
    pub last_day: NaiveDate,
    /// The price it was published against, for an expiry without any later price.
    pub current: Price,
}

/// One session hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hour {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub high: Price,
    pub low: Price,
    pub close: Price,
}

/// One trading day with its session hours (all of them, or none when not stored).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Day {
    pub date: NaiveDate,
    pub opens_at: DateTime<Utc>,
    pub closes_at: DateTime<Utc>,
    pub high: Price,
    pub low: Price,
    pub close: Price,
    pub hours: Vec<Hour>,
    /// The last trading day of the market's week (see [`mark_week_ends`]).
    pub ends_week: bool,
}

/// How an opinion was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    pub succeeded: bool,
    pub reason: Reason,
    pub price: Price,
    pub at: DateTime<Utc>,
}

fn reaches(call: &Call, high: Price, low: Price) -> bool {
    match call.direction {
        Direction::Up => high >= call.target,
        Direction::Down => low <= call.target,
    }
}

fn breaches(call: &Call, close: Price) -> bool {
    match call.direction {
        Direction::Up => close <= call.stop,
        Direction::Down => close >= call.stop,
    }
}

fn success(call: &Call, at: DateTime<Utc>) -> Decision {
    Decision { succeeded: true, reason: Reason::Target, price: call.target, at }
}

fn stopped(close: Price, at: DateTime<Utc>) -> Decision {
    Decision { succeeded: false, reason: Reason::StopLoss, price: close, at }
}

/// Whether hour `index` of a session of `count` hours closes a two-hour block.
fn closes_two_hour_block(index: usize, count: usize) -> bool {
    index % 2 == 1 || index + 1 == count
}

/// The decision on `days` (the trading days from the day of publishing, oldest first), whose
/// data is complete through `complete_through`; None while the opinion stays pending.
pub fn decide(call: &Call, days: &[Day], complete_through: NaiveDate) -> Option<Decision> {
    let in_force = |ends: DateTime<Utc>| call.until.is_none_or(|until| ends <= until);
    let mut last_close: Option<(Price, DateTime<Utc>)> = None;
    for day in days.iter().filter(|d| d.date <= call.last_day && d.date <= complete_through) {
        if day.closes_at <= call.published_at {
            continue;
        }
        if day.hours.is_empty() {
            if day.opens_at >= call.published_at && in_force(day.closes_at) && reaches(call, day.high, day.low) {
                return Some(success(call, day.closes_at));
            }
        } else {
            let count = day.hours.len();
            let counted = day.hours.iter().enumerate().filter(|(_, h)| h.starts_at >= call.published_at && in_force(h.ends_at));
            for (index, hour) in counted {
                if reaches(call, hour.high, hour.low) {
                    return Some(success(call, hour.ends_at));
                }
                let closes_period = match call.stop_type {
                    StopType::Hour => true,
                    StopType::TwoHours => closes_two_hour_block(index, count),
                    StopType::Day | StopType::Week => false,
                };
                if closes_period && breaches(call, hour.close) {
                    return Some(stopped(hour.close, hour.ends_at));
                }
            }
        }
        let day_decides_stop = match call.stop_type {
            StopType::Day => true,
            StopType::Week => day.ends_week,
            StopType::Hour | StopType::TwoHours => day.hours.is_empty(),
        };
        if !in_force(day.closes_at) {
            return None;
        }
        if day_decides_stop && breaches(call, day.close) {
            return Some(stopped(day.close, day.closes_at));
        }
        last_close = Some((day.close, day.closes_at));
    }
    // Terms replaced before their last session ended cannot expire; an edit after it is too late.
    let last_session_end = days.iter().find(|d| d.date == call.last_day).map(|d| d.closes_at);
    let ran_out = call.until.is_none_or(|until| match last_session_end {
        Some(end) => until >= end,
        None => until.date_naive() > call.last_day,
    });
    if complete_through > call.last_day && ran_out {
        let (price, at) = last_close.unwrap_or((call.current, call.published_at));
        return Some(Decision { succeeded: false, reason: Reason::Expired, price, at });
    }
    None
}

/// The market week a day belongs to, by its first day (Sunday on Tadawul, Monday in the US).
fn week_of(date: NaiveDate, week_starts: Weekday) -> NaiveDate {
    let back = (7 + date.weekday().num_days_from_monday() - week_starts.num_days_from_monday()) % 7;
    date - chrono::Duration::days(i64::from(back))
}

/// Marks each day that ends its market's week: the next trading day is in a later week, or,
/// for the newest day, it is the week's last weekday (Thursday on Tadawul, Friday in the US).
pub fn mark_week_ends(days: &mut [Day], week_starts: Weekday, week_ends: Weekday) {
    let weeks: Vec<NaiveDate> = days.iter().map(|d| week_of(d.date, week_starts)).collect();
    let count = days.len();
    for (i, day) in days.iter_mut().enumerate() {
        day.ends_week = match weeks.get(i + 1) {
            Some(next) => *next != weeks[i],
            None => i + 1 == count && day.date.weekday() == week_ends,
        };
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use chrono::TimeZone;

    fn p(units: &str) -> Price {
        Price::parse(units).unwrap()
    }

    fn date(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    /// 07:00 UTC is Tadawul's 10:00 open.
    fn at(d: u32, hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, d, hour, 0, 0).unwrap()
    }

    /// A day of five hours, each given as (high, low, close); the day's figures follow.
    fn day(d: u32, hours: &[(&str, &str, &str)]) -> Day {
        let hours: Vec<Hour> = hours
            .iter()
            .enumerate()
            .map(|(i, (h, l, c))| Hour { starts_at: at(d, 7 + i as u32), ends_at: at(d, 8 + i as u32), high: p(h), low: p(l), close: p(c) })
            .collect();
        Day {
            date: date(d),
            opens_at: at(d, 7),
            closes_at: at(d, 12),
            high: hours.iter().map(|h| h.high).max().unwrap(),
            low: hours.iter().map(|h| h.low).min().unwrap(),
            close: hours.last().unwrap().close,
            hours,
            ends_week: false,
        }
    }

    fn without_hours(mut d: Day) -> Day {
        d.hours.clear();
        d
    }

    fn buy(stop_type: StopType) -> Call {
        Call {
            direction: Direction::Up,
            target: p("110"),
            stop: p("95"),
            stop_type,
            published_at: at(22, 6),
            until: None,
            last_day: date(30),
            current: p("100"),
        }
    }

    const QUIET: (&str, &str, &str) = ("101", "99", "100");

    #[test]
    fn a_buy_succeeds_when_a_high_reaches_the_target() {
        let days = [day(22, &[QUIET, QUIET, ("110", "100", "105"), QUIET, QUIET])];
        let d = decide(&buy(StopType::Day), &days, date(22)).unwrap();
        assert_eq!((d.succeeded, d.reason, d.price, d.at), (true, Reason::Target, p("110"), at(22, 10)));
    }

    #[test]
    fn a_sell_succeeds_on_a_low_and_fails_on_a_close_above_its_stop() {
        let sell = Call { direction: Direction::Down, target: p("90"), stop: p("104"), ..buy(StopType::Hour) };
        let down = [day(22, &[QUIET, ("100", "90", "92"), QUIET, QUIET, QUIET])];
        assert_eq!(decide(&sell, &down, date(22)).unwrap().at, at(22, 9));
        let up = [day(22, &[QUIET, ("105", "100", "104"), QUIET, QUIET, QUIET])];
        let d = decide(&sell, &up, date(22)).unwrap();
        assert_eq!((d.succeeded, d.reason, d.price, d.at), (false, Reason::StopLoss, p("104"), at(22, 9)));
    }

    /// The same dip below the stop in the second hour, recovered by the day's close.
    fn dip() -> Vec<Day> {
        vec![day(22, &[QUIET, ("100", "93", "94"), ("99", "94", "98"), QUIET, QUIET])]
    }

    #[test]
    fn an_hour_stop_fails_on_the_hour_close() {
        let d = decide(&buy(StopType::Hour), &dip(), date(22)).unwrap();
        assert_eq!((d.succeeded, d.reason, d.price, d.at), (false, Reason::StopLoss, p("94"), at(22, 9)));
    }

    #[test]
    fn a_two_hour_stop_reads_the_close_of_each_block_from_the_open() {
        // Hours 0-1 make the first block: its close (hour 1) is 94, below the stop.
        assert_eq!(decide(&buy(StopType::TwoHours), &dip(), date(22)).unwrap().at, at(22, 9));
        // A dip in hour 2 closes no block (blocks end after hours 1, 3 and the last, 4).
        let mid = vec![day(22, &[QUIET, QUIET, ("100", "93", "94"), ("99", "94", "98"), QUIET])];
        assert_eq!(decide(&buy(StopType::TwoHours), &mid, date(22)), None);
        assert_eq!(decide(&buy(StopType::Hour), &mid, date(22)).unwrap().at, at(22, 10));
        // The shorter last block (hour 4 alone) closes at the session close.
        let late = vec![day(22, &[QUIET, QUIET, QUIET, QUIET, ("100", "93", "94")])];
        assert_eq!(decide(&buy(StopType::TwoHours), &late, date(22)).unwrap().at, at(22, 12));
    }

    #[test]
    fn a_day_stop_ignores_a_recovered_dip_and_fails_on_the_close() {
        assert_eq!(decide(&buy(StopType::Day), &dip(), date(22)), None);
        let weak = vec![day(22, &[QUIET, QUIET, QUIET, QUIET, ("100", "94", "95")])];
        let d = decide(&buy(StopType::Day), &weak, date(22)).unwrap();
        assert_eq!((d.reason, d.price, d.at), (Reason::StopLoss, p("95"), at(22, 12)));
    }

    #[test]
    fn a_week_stop_waits_for_the_last_close_of_the_week() {
        let weak = |d| day(d, &[QUIET, QUIET, QUIET, QUIET, ("100", "94", "95")]);
        // Sunday 22 to Thursday 26 November: Tadawul's week.
        let mut days: Vec<Day> = (22..=25).map(weak).collect();
        mark_week_ends(&mut days, Weekday::Sun, Weekday::Thu);
        assert_eq!(decide(&buy(StopType::Week), &days, date(25)), None, "Wednesday is not the week's close");
        days.push(weak(26));
        mark_week_ends(&mut days, Weekday::Sun, Weekday::Thu);
        assert!(days[4].ends_week && !days[3].ends_week);
        assert_eq!(decide(&buy(StopType::Week), &days, date(26)).unwrap().at, at(26, 12));
        // A week cut short (no Thursday) ends on its Wednesday once Sunday's bar arrives.
        let mut short: Vec<Day> = (22..=25).map(weak).chain([weak(29)]).collect();
        mark_week_ends(&mut short, Weekday::Sun, Weekday::Thu);
        assert!(short[3].ends_week);
        assert_eq!(decide(&buy(StopType::Week), &short, date(29)).unwrap().at, at(25, 12));
    }

    #[test]
    fn within_one_hour_the_target_comes_before_the_close() {
        let both = vec![day(22, &[("111", "90", "94"), QUIET, QUIET, QUIET, QUIET])];
        assert!(decide(&buy(StopType::Hour), &both, date(22)).unwrap().succeeded);
    }

    #[test]
    fn prices_before_publishing_do_not_count() {
        // Published at 09:30 UTC: hours starting at 07:00, 08:00 and 09:00 are before it.
        let call = Call { published_at: Utc.with_ymd_and_hms(2026, 11, 22, 9, 30, 0).unwrap(), ..buy(StopType::Hour) };
        let early = vec![day(22, &[("112", "99", "100"), ("100", "90", "91"), ("110", "99", "100"), QUIET, QUIET])];
        assert_eq!(decide(&call, &early, date(22)), None);
        // Without hours, that day's high cannot count, but its close does.
        let plain = vec![without_hours(day(22, &[("112", "99", "100"), QUIET, QUIET, QUIET, ("100", "94", "95")]))];
        let d = decide(&Call { stop_type: StopType::Day, ..call }, &plain, date(22)).unwrap();
        assert_eq!(d.reason, Reason::StopLoss);
    }

    #[test]
    fn without_hours_a_day_decides_the_hour_stops_on_its_close() {
        let days = vec![without_hours(day(23, &[QUIET, QUIET, QUIET, QUIET, ("100", "94", "95")]))];
        assert_eq!(decide(&buy(StopType::Hour), &days, date(23)).unwrap().at, at(23, 12));
        assert!(decide(&buy(StopType::TwoHours), &[without_hours(day(23, &[("110", "99", "100")]))], date(23)).unwrap().succeeded);
    }

    #[test]
    fn an_opinion_expires_after_its_duration_date_at_the_last_close() {
        let call = Call { last_day: date(23), ..buy(StopType::Day) };
        let days =
            vec![day(22, &[QUIET; 5]), day(23, &[QUIET, QUIET, QUIET, QUIET, ("101", "99", "101")]), day(24, &[("120", "99", "119")])];
        assert_eq!(decide(&call, &days[..2], date(23)), None, "the last day itself may still succeed");
        let d = decide(&call, &days, date(24)).unwrap();
        assert_eq!((d.succeeded, d.reason, d.price, d.at), (false, Reason::Expired, p("101"), at(23, 12)));
        // Data complete past the date with no day at all: the published price.
        let none = decide(&call, &[], date(24)).unwrap();
        assert_eq!((none.price, none.at), (p("100"), call.published_at));
    }

    #[test]
    fn replaced_terms_are_judged_only_until_the_edit() {
        // Edited at 09:00 UTC: the dip closing at 09:00 (hour 1) is the old terms' to judge.
        let old = Call { until: Some(at(22, 9)), ..buy(StopType::Hour) };
        assert_eq!(decide(&old, &dip(), date(22)).unwrap().at, at(22, 9));
        // Edited at 08:30: the dip came after, under the new terms.
        let earlier = Call { until: Some(Utc.with_ymd_and_hms(2026, 11, 22, 8, 30, 0).unwrap()), ..buy(StopType::Hour) };
        assert_eq!(decide(&earlier, &dip(), date(22)), None);
        // Nor does a day stop see the day's close, nor does replaced terms' date expire them.
        let weak = vec![day(22, &[QUIET, QUIET, QUIET, QUIET, ("100", "94", "95")])];
        assert_eq!(decide(&Call { stop_type: StopType::Day, ..earlier }, &weak, date(22)), None);
        let short = Call { last_day: date(22), ..earlier };
        assert_eq!(decide(&short, &weak, date(25)), None);
        // Edited after the last session had closed: too late, the old terms expired.
        let late = Call { last_day: date(22), until: Some(at(22, 13)), ..buy(StopType::Day) };
        assert_eq!(decide(&late, &[day(22, &[QUIET; 5])], date(23)).unwrap().reason, Reason::Expired);
    }

    #[test]
    fn replaying_the_same_days_gives_the_same_decision() {
        let days = dip();
        assert_eq!(decide(&buy(StopType::Hour), &days, date(22)), decide(&buy(StopType::Hour), &days, date(22)));
    }
}
