//! How far an opinion's prices may reach (DECISIONS 16, README "Opinion prices"): a target of
//! 99,999,999,999,999 was once published as a 145-trillion-percent call and notified to paying
//! subscribers. Options are decided on their underlying stock, so their entry, target and stop
//! are the stock's levels and take the same bounds; the contract's own price takes the
//! no-arbitrage bounds of a premium.

use platform::Message;
use platform::price::Price;

use crate::form::OptionTerms;
use crate::messages as m;
use crate::terms::Direction;

/// The entry lies within 20% of the current price: further away it is a forecast, not an entry.
pub const ENTRY_BAND_BP: i64 = 2_000;
/// A rise's target lies at most 300% above the entry (four times it).
pub const RISE_TARGET_MAX_BP: i64 = 30_000;
/// A fall's target lies at most 75% below the entry (a quarter of it): the mirror of ×4.
pub const FALL_TARGET_MAX_BP: i64 = 7_500;
/// The stop lies at most 50% from the entry, on the side against the call.
pub const STOP_MAX_BP: i64 = 5_000;
/// An option's strike lies within 50% of the underlying's current price.
pub const STRIKE_BAND_BP: i64 = 5_000;

/// `price` as basis points of `base` away from it (positive above); a change too large to count
/// is as far as can be, so it is refused rather than read as none.
fn away_bp(price: Price, base: Price) -> i64 {
    platform::ratios::change_bp(base, price).unwrap_or(if price > base { i64::MAX } else { -i64::MAX })
}

/// Each field whose price reaches too far, with its message.
pub fn reach_problems(
    direction: Direction,
    current: Price,
    entry: Price,
    target: Price,
    stop: Price,
    option: Option<OptionTerms>,
) -> Vec<(&'static str, Message)> {
    let mut problems = Vec::new();
    if away_bp(entry, current).abs() > ENTRY_BAND_BP {
        problems.push(("entry_price", m::ENTRY_FAR_FROM_CURRENT));
    }
    let (target_bp, stop_bp) = (away_bp(target, entry), away_bp(stop, entry));
    match direction {
        Direction::Up => {
            if target_bp > RISE_TARGET_MAX_BP {
                problems.push(("target_price", m::TARGET_TOO_FAR_ABOVE_ENTRY));
            } else if target_bp <= 0 {
                problems.push(("target_price", m::TARGET_NOT_ABOVE_ENTRY));
            }
            if stop_bp < -STOP_MAX_BP {
                problems.push(("stop_loss", m::STOP_TOO_FAR_BELOW_ENTRY));
            } else if stop_bp >= 0 {
                problems.push(("stop_loss", m::STOP_NOT_BELOW_ENTRY));
            }
        }
        Direction::Down => {
            if target_bp < -FALL_TARGET_MAX_BP {
                problems.push(("target_price", m::TARGET_TOO_FAR_BELOW_ENTRY));
            } else if target_bp >= 0 {
                problems.push(("target_price", m::TARGET_NOT_BELOW_ENTRY));
            }
            if stop_bp > STOP_MAX_BP {
                problems.push(("stop_loss", m::STOP_TOO_FAR_ABOVE_ENTRY));
            } else if stop_bp <= 0 {
                problems.push(("stop_loss", m::STOP_NOT_ABOVE_ENTRY));
            }
        }
    }
    if let Some(option) = option {
        if away_bp(option.strike, current).abs() > STRIKE_BAND_BP {
            problems.push(("strike_price", m::STRIKE_FAR_FROM_CURRENT));
        }
        // A call is never worth more than its stock, a put never more than its strike.
        match direction {
            Direction::Up if option.price > current => problems.push(("option_price", m::CALL_PRICE_ABOVE_STOCK)),
            Direction::Down if option.price > option.strike => problems.push(("option_price", m::PUT_PRICE_ABOVE_STRIKE)),
            _ => {}
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use chrono::NaiveDate;

    use super::*;
    use crate::checks::tests::{english, p};

    fn option(strike: &str, price: &str) -> Option<OptionTerms> {
        Some(OptionTerms { strike: p(strike), expiration: NaiveDate::from_ymd_opt(2027, 1, 1).unwrap(), price: p(price) })
    }

    #[test]
    fn a_buy_reaches_up_to_four_times_its_entry_and_stops_within_half_of_it() {
        assert!(reach_problems(Direction::Up, p("100"), p("100"), p("400"), p("50"), None).is_empty());
        assert_eq!(
            english(reach_problems(Direction::Up, p("100"), p("100"), p("400.01"), p("49.99"), None)),
            [
                ("target_price", "Target price is more than 300% above the entry price"),
                ("stop_loss", "Stop loss is more than 50% below the entry price")
            ]
        );
        assert_eq!(
            english(reach_problems(Direction::Up, p("100"), p("100"), p("99999999999999"), p("95"), None)),
            [("target_price", "Target price is more than 300% above the entry price")]
        );
    }

    #[test]
    fn a_sell_reaches_down_to_a_quarter_of_its_entry_and_stops_within_half_above_it() {
        assert!(reach_problems(Direction::Down, p("100"), p("100"), p("25"), p("150"), None).is_empty());
        assert_eq!(
            english(reach_problems(Direction::Down, p("100"), p("100"), p("24.99"), p("150.01"), None)),
            [
                ("target_price", "Target price is more than 75% below the entry price"),
                ("stop_loss", "Stop loss is more than 50% above the entry price")
            ]
        );
    }

    #[test]
    fn the_entry_lies_near_the_price_and_between_the_stop_and_the_target() {
        assert!(reach_problems(Direction::Up, p("100"), p("80"), p("110"), p("75"), None).is_empty());
        assert_eq!(
            english(reach_problems(Direction::Up, p("100"), p("79.99"), p("110"), p("75"), None)),
            [("entry_price", "Entry price is more than 20% away from the current price")]
        );
        assert_eq!(
            english(reach_problems(Direction::Up, p("100"), p("115"), p("110"), p("115"), None)),
            [("target_price", "Target price is not above the entry price"), ("stop_loss", "Stop loss is not below the entry price")]
        );
        assert_eq!(
            english(reach_problems(Direction::Down, p("100"), p("90"), p("95"), p("90"), None)),
            [("target_price", "Target price is not below the entry price"), ("stop_loss", "Stop loss is not above the entry price")]
        );
    }

    #[test]
    fn an_option_costs_less_than_what_it_gives_and_strikes_near_the_price() {
        assert!(reach_problems(Direction::Up, p("100"), p("100"), p("110"), p("95"), option("105", "2.5")).is_empty());
        assert_eq!(
            english(reach_problems(Direction::Up, p("100"), p("100"), p("110"), p("95"), option("150.01", "100.01"))),
            [
                ("strike_price", "Strike price is more than 50% away from the current price"),
                ("option_price", "The option price is greater than the stock's current price")
            ]
        );
        assert_eq!(
            english(reach_problems(Direction::Down, p("100"), p("100"), p("90"), p("105"), option("95", "95.01"))),
            [("option_price", "The option price is greater than the strike price")]
        );
    }
}
