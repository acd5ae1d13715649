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
    /// Its level is a price (scaled as `Price`); otherwise a change in basis points.
    pub fn is_price_level(self) -> bool {
        matches!(self, Condition::PriceAbove | Condition::PriceBelow)
    }
}

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
