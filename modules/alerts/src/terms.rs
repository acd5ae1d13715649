//! What an alert watches, how often it may fire, and where it stands.

platform::text_enum! {
    /// The condition on a stock's price that fires an alert.
    pub enum Condition {
        /// The price reaches a level at or above it (set above the price of the moment).
        PriceAbove = "price_above",
        /// The price reaches a level at or below it (set below the price of the moment).
        PriceBelow = "price_below",
        /// The day's change reaches +N % (the level in basis points).
        ChangeUp = "change_up",
        /// The day's change reaches −N % (the level in basis points).
        ChangeDown = "change_down",
        /// A close crosses above its moving average (the level: 20, 50 or 200 days).
        MaCrossAbove = "ma_cross_above",
        /// A close crosses below its moving average.
        MaCrossBelow = "ma_cross_below",
        /// RSI (14) rises to the level (70 by default) from below it.
        RsiOverbought = "rsi_overbought",
        /// RSI (14) falls to the level (30 by default) from above it.
        RsiOversold = "rsi_oversold",
        /// The session's high is a new 52-week high (intraday highs, as Tadawul counts them).
        NewHigh52w = "new_high52w",
        /// The session's low is a new 52-week low.
        NewLow52w = "new_low52w",
        /// The session's volume is at least the level (× 100: 200 is twice) times its average
        /// over the 20 sessions before it.
        VolumeSpike = "volume_spike",
        /// A cash dividend's ex-date is within the level's days (3 by default): the last days to
        /// hold the shares for it.
        DividendNear = "dividend_near",
        /// The stock's Shariah status changes.
        ShariahChange = "shariah_change",
        /// An Eva analyst publishes an opinion or a list rating on the stock.
        AnalystPublishes = "analyst_publishes",
    }
}

platform::text_enum! {
    /// How often an alert may fire.
    pub enum Repeat {
        /// Once, and then it is done.
        Once = "once",
        /// At most once a day (the market's day) while its condition holds.
        Daily = "daily",
        /// Each time its condition holds, after its cool-down since the last time.
        Every = "every",
    }
}

platform::text_enum! {
    /// Whether it is watched. An active alert past its expiry is shown as expired and no
    /// longer evaluated.
    pub enum AlertState {
        Active = "active",
        Paused = "paused",
        /// A once-alert that fired.
        Done = "done",
    }
}

impl Condition {
    /// Conditions on the price of the moment, read at each refresh of quotes.
    pub const ON_QUOTES: [Condition; 4] = [Condition::PriceAbove, Condition::PriceBelow, Condition::ChangeUp, Condition::ChangeDown];

    /// Conditions on a session's close and its indicators, read when a market's analytics are
    /// computed after its end of day.
    pub const ON_CLOSES: [Condition; 8] = [
        Condition::DividendNear,
        Condition::MaCrossAbove,
        Condition::MaCrossBelow,
        Condition::RsiOverbought,
        Condition::RsiOversold,
        Condition::NewHigh52w,
        Condition::NewLow52w,
        Condition::VolumeSpike,
    ];

    /// Its level is a price (scaled as `Price`).
    pub fn is_price_level(self) -> bool {
        matches!(self, Condition::PriceAbove | Condition::PriceBelow)
    }

    /// Its level is a day's change in basis points.
    pub fn is_change(self) -> bool {
        matches!(self, Condition::ChangeUp | Condition::ChangeDown)
    }

    pub fn on_closes(self) -> bool {
        Self::ON_CLOSES.contains(&self)
    }
}

/// The moving averages an alert may watch, in days.
pub const MA_PERIODS: [i64; 3] = [20, 50, 200];

/// RSI levels: overbought from 50 to 95 (70 by default), oversold from 5 to 50 (30).
pub const RSI_OVERBOUGHT_DEFAULT: i64 = 70;
pub const RSI_OVERSOLD_DEFAULT: i64 = 30;

/// A volume spike of 1.5 to 20 times the 20-session average (× 100), twice by default.
pub const VOLUME_MULTIPLE_DEFAULT: i64 = 200;
pub const VOLUME_MULTIPLE_RANGE: std::ops::RangeInclusive<i64> = 150..=2_000;

/// Days before a dividend's ex-date an alert may warn: 1 to 30, 3 by default.
pub const DIVIDEND_DAYS_DEFAULT: i64 = 3;
pub const DIVIDEND_DAYS_RANGE: std::ops::RangeInclusive<i64> = 1..=30;

/// Sessions a volume spike is measured against.
pub const VOLUME_SESSIONS: usize = 20;

/// Days an alert lives when its owner does not say, and the most they may choose.
pub const DEFAULT_EXPIRY_DAYS: i64 = 90;
pub const MAX_EXPIRY_DAYS: i64 = 365;

/// An every-time alert's quiet time after it fired, in minutes: by default, and its bounds.
pub const DEFAULT_COOLDOWN_MINUTES: i32 = 60;
pub const MIN_COOLDOWN_MINUTES: i32 = 5;
pub const MAX_COOLDOWN_MINUTES: i32 = 7 * 24 * 60;

/// A price level must lie within this share of the current price (basis points): an alert at
/// ten times the price is a typo, not a plan.
pub const PRICE_LEVEL_RANGE_BP: i64 = 5_000;

/// A day's change an alert may watch for, in basis points: 0.5 % to 50 %.
pub const MIN_CHANGE_BP: i64 = 50;
pub const MAX_CHANGE_BP: i64 = 5_000;

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// The API names each value as serde's snake_case does, and the form reads the stored text:
    /// the two must be one spelling ("new_high52w"), or the web sends what the server refuses.
    #[test]
    fn every_value_reads_and_writes_as_it_is_stored() {
        fn check<T: serde::Serialize + Copy>(all: &[T], text: impl Fn(T) -> &'static str) {
            for value in all {
                assert_eq!(serde_json::to_value(value).unwrap(), serde_json::Value::String(text(*value).to_owned()));
            }
        }
        check(Condition::ALL, Condition::as_str);
        check(Repeat::ALL, Repeat::as_str);
        check(AlertState::ALL, AlertState::as_str);
    }
}
