//! The opinion's prices against the stock's current price (spec §5): the target on the side
//! the order expects, the change to it above the firm's minimum, the stop loss on the other side.

use platform::Message;
use platform::price::Price;

use crate::messages as m;
use crate::terms::Direction;

/// The change from `current` to `target` in basis points, towards the target (floor).
pub fn change_bp(current: Price, target: Price) -> i64 {
    if current.0 <= 0 {
        return 0;
    }
    let change = i128::from((target.0 - current.0).abs()) * 10_000 / i128::from(current.0);
    i64::try_from(change).unwrap_or(i64::MAX)
}

/// Each field the current price rules out, with its message.
pub fn price_problems(
    direction: Direction,
    current: Price,
    target: Price,
    stop: Price,
    min_change_bp: i64,
) -> Vec<(&'static str, Message)> {
    let mut problems = Vec::new();
    let target_side = match direction {
        Direction::Up if target <= current => Some(m::TARGET_BELOW_CURRENT),
        Direction::Down if target >= current => Some(m::TARGET_ABOVE_CURRENT),
        _ => None,
    };
    match target_side {
        Some(message) => problems.push(("target_price", message)),
        None if change_bp(current, target) <= min_change_bp => problems.push(("target_price", m::change_too_small(min_change_bp))),
        None => {}
    }
    match direction {
        Direction::Up if stop >= current => problems.push(("stop_loss", m::STOP_ABOVE_CURRENT)),
        Direction::Down if stop <= current => problems.push(("stop_loss", m::STOP_BELOW_CURRENT)),
        _ => {}
    }
    problems
}

#[cfg(test)]
pub(crate) mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    pub(crate) fn p(text: &str) -> Price {
        Price::parse(text).unwrap()
    }

    /// Each problem's field and English message.
    pub(crate) fn english(problems: Vec<(&'static str, Message)>) -> Vec<(&'static str, &'static str)> {
        problems.into_iter().map(|(f, msg)| (f, msg.text(platform::Lang::En))).collect()
    }

    #[test]
    fn a_buy_needs_its_target_above_and_its_stop_below_the_price() {
        assert!(price_problems(Direction::Up, p("100"), p("110"), p("95"), 200).is_empty());
        assert_eq!(
            english(price_problems(Direction::Up, p("100"), p("99"), p("101"), 200)),
            [("target_price", "Target price is less than current price"), ("stop_loss", "Stop loss is greater than current price")]
        );
    }

    #[test]
    fn a_sell_needs_its_target_below_and_its_stop_above_the_price() {
        assert!(price_problems(Direction::Down, p("100"), p("90"), p("104"), 200).is_empty());
        assert_eq!(
            english(price_problems(Direction::Down, p("100"), p("100"), p("99.99"), 200)),
            [("target_price", "Target price is greater than current price"), ("stop_loss", "Stop loss is less than current price")]
        );
    }

    #[test]
    fn the_change_to_target_must_pass_the_minimum() {
        assert_eq!(change_bp(p("100"), p("102.50")), 250);
        assert_eq!(change_bp(p("100"), p("97.5")), 250);
        assert_eq!(
            english(price_problems(Direction::Up, p("100"), p("102"), p("95"), 200)),
            [("target_price", "The change to target must be more than 2%")]
        );
        assert!(price_problems(Direction::Up, p("100"), p("102.01"), p("95"), 200).is_empty());
        assert_eq!(
            english(price_problems(Direction::Down, p("100"), p("98.5"), p("101"), 250)),
            [("target_price", "The change to target must be more than 2.5%")]
        );
    }
}
