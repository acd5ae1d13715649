//! When an alert fires on a quote, and the key that makes it fire once for that reason: the
//! alert itself (once), the market's day (daily), or the quote's time (every time), which two
//! refreshes of an unchanged quote share.

use chrono::{DateTime, Duration, Utc};
use platform::ports::MarketCode;
use platform::price::Price;

use crate::terms::{Condition, Repeat};

/// A stock's price as a refresh brought it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    pub price: Price,
    pub previous_close: Price,
    /// When the market traded at it.
    pub at: DateTime<Utc>,
}

impl Quote {
    /// The day's change in basis points, toward zero; None without a previous close.
    pub fn change_bp(&self) -> Option<i64> {
        let previous = i128::from(self.previous_close.0);
        if previous <= 0 {
            return None;
        }
        i64::try_from((i128::from(self.price.0) - previous) * 10_000 / previous).ok()
    }
}

/// What of an alert decides whether it fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watch {
    pub condition: Condition,
    pub level: i64,
    pub repeat: Repeat,
    pub cooldown_minutes: i32,
    pub last_fired_at: Option<DateTime<Utc>>,
}

impl Watch {
    pub fn of(alert: &crate::entities::alerts::Model) -> Self {
        Self {
            condition: alert.condition,
            level: alert.level,
            repeat: alert.repeat,
            cooldown_minutes: alert.cooldown_minutes,
            last_fired_at: alert.last_fired_at,
        }
    }

    /// An every-time alert still in its quiet time after it last fired.
    pub fn resting(&self, now: DateTime<Utc>) -> bool {
        let quiet = Duration::minutes(i64::from(self.cooldown_minutes));
        self.repeat == Repeat::Every && self.last_fired_at.is_some_and(|last| now - last < quiet)
    }
}

/// Whether the quote meets the condition.
pub fn holds(condition: Condition, level: i64, quote: &Quote) -> bool {
    match condition {
        Condition::PriceAbove => quote.price.0 >= level,
        Condition::PriceBelow => quote.price.0 <= level,
        Condition::ChangeUp => quote.change_bp().is_some_and(|c| c >= level),
        Condition::ChangeDown => quote.change_bp().is_some_and(|c| -c >= level),
        // Read at a session's close (`closes`), never on a quote.
        _ => false,
    }
}

/// The trigger key when `watch` fires on `quote` at `now`; None when it does not.
pub fn fires(watch: &Watch, quote: &Quote, market: MarketCode, now: DateTime<Utc>) -> Option<String> {
    if !holds(watch.condition, watch.level, quote) {
        return None;
    }
    match watch.repeat {
        Repeat::Once => Some("once".to_owned()),
        Repeat::Daily => Some(format!("day:{}", quote.at.with_timezone(&market.timezone()).date_naive())),
        Repeat::Every if watch.resting(now) => None,
        Repeat::Every => Some(format!("at:{}", quote.at.timestamp())),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32, m: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 29, h, m, 0).single().unwrap()
    }

    fn quote(price: &str, previous: &str, when: DateTime<Utc>) -> Quote {
        Quote { price: Price::parse(price).unwrap(), previous_close: Price::parse(previous).unwrap(), at: when }
    }

    fn watch(condition: Condition, level: i64, repeat: Repeat) -> Watch {
        Watch { condition, level, repeat, cooldown_minutes: 60, last_fired_at: None }
    }

    #[test]
    fn a_price_level_is_reached_at_it_or_beyond() {
        let q = quote("32.50", "31.00", at(8, 0));
        assert!(holds(Condition::PriceAbove, 325_000, &q));
        assert!(!holds(Condition::PriceAbove, 325_001, &q));
        assert!(holds(Condition::PriceBelow, 325_000, &q));
        assert!(!holds(Condition::PriceBelow, 324_999, &q));
    }

    #[test]
    fn the_days_change_counts_in_basis_points_either_way() {
        // 31.00 → 32.55 is +5.00 %; 31.00 → 29.45 is −5.00 %.
        assert_eq!(quote("32.55", "31.00", at(8, 0)).change_bp(), Some(500));
        assert!(holds(Condition::ChangeUp, 500, &quote("32.55", "31.00", at(8, 0))));
        assert!(!holds(Condition::ChangeUp, 501, &quote("32.55", "31.00", at(8, 0))));
        assert!(holds(Condition::ChangeDown, 500, &quote("29.45", "31.00", at(8, 0))));
        assert!(!holds(Condition::ChangeDown, 500, &quote("32.55", "31.00", at(8, 0))));
        assert_eq!(quote("10", "0", at(8, 0)).change_bp(), None, "no previous close, no change");
    }

    #[test]
    fn once_fires_under_one_key_and_daily_under_the_markets_day() {
        let q = quote("40", "39", at(21, 30));
        assert_eq!(fires(&watch(Condition::PriceAbove, 1, Repeat::Once), &q, MarketCode::Tasi, at(21, 31)).as_deref(), Some("once"));
        // 21:30 UTC is already the 30th in Riyadh, still the 29th in New York.
        assert_eq!(
            fires(&watch(Condition::PriceAbove, 1, Repeat::Daily), &q, MarketCode::Tasi, at(21, 31)).as_deref(),
            Some("day:2026-11-30")
        );
        assert_eq!(
            fires(&watch(Condition::PriceAbove, 1, Repeat::Daily), &q, MarketCode::Us, at(21, 31)).as_deref(),
            Some("day:2026-11-29")
        );
    }

    #[test]
    fn every_time_waits_out_its_cool_down_and_keys_by_the_quote() {
        let q = quote("40", "39", at(9, 0));
        let mut w = watch(Condition::PriceAbove, 1, Repeat::Every);
        w.last_fired_at = Some(at(8, 30));
        assert_eq!(fires(&w, &q, MarketCode::Tasi, at(9, 0)), None, "30 minutes into a 60-minute cool-down");
        w.last_fired_at = Some(at(8, 0));
        assert_eq!(fires(&w, &q, MarketCode::Tasi, at(9, 0)), Some(format!("at:{}", at(9, 0).timestamp())));
    }

    #[test]
    fn nothing_fires_while_the_condition_does_not_hold() {
        let q = quote("40", "39", at(9, 0));
        assert_eq!(fires(&watch(Condition::PriceBelow, 390_000, Repeat::Once), &q, MarketCode::Tasi, at(9, 0)), None);
    }
}
