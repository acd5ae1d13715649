//! Reading the publishing forms: numbers may come as JSON numbers or as text (the web form's
//! fields, Arabic digits included), and every missing field answers 'Please fill all fields'.


use platform::price::Price;
use platform::validation::Validator;
use serde_json::Value;

use crate::messages as m;

/// How an order is placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderType {
    /// At the current (delayed) price, filled at once.
    Market,
    /// At a price the analyst enters, filled when the market reaches it.
    Limit(Price),
}

pub const INFO_MAX: usize = 1000;
pub const REASON_MAX: usize = 1000;

/// The text of a field sent as a string or a number; None when absent or blank.
pub fn text(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A required id.
pub fn id(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<i64> {
    match text(value) {
        None => {
            v.add(field, m::FILL_ALL_FIELDS);
            None
        }
        Some(t) => {
            let id = t.parse::<i64>().ok().filter(|id| *id > 0);
            v.check(field, id.is_some(), platform::messages::FIELD_WRONG_TYPE);
            id
        }
    }
}

/// A required price above zero.
pub fn price(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<Price> {
    match text(value) {
        None => {
            v.add(field, m::FILL_ALL_FIELDS);
            None
        }
        Some(t) => {
            let price = Price::parse(&t).filter(|p| p.0 > 0);
            v.check(field, price.is_some(), m::PRICE_INVALID);
            price
        }
    }
}

/// A required percentage with up to 2 decimals, above 0 and at most `max_bp`, in basis points.
pub fn percent_bp(v: &mut Validator, field: &str, value: Option<&Value>, max_bp: i64, invalid: platform::Message) -> Option<i64> {
    match text(value) {
        None => {
            v.add(field, m::FILL_ALL_FIELDS);
            None
        }
        Some(t) => {
            // Price units are 1/10,000; a basis point is 1/100 of a percent.
            let bp = Price::parse(&t).filter(|p| p.0 % 100 == 0).map(|p| p.0 / 100).filter(|bp| (1..=max_bp).contains(bp));
            v.check(field, bp.is_some(), invalid);
            bp
        }
    }
}

/// `order_type` ("market" or "limit") with the limit's `price_field`.
pub fn order_type(v: &mut Validator, kind: Option<&Value>, price_field: &str, limit: Option<&Value>) -> Option<OrderType> {
    match text(kind).as_deref() {
        None => {
            v.add("order_type", m::FILL_ALL_FIELDS);
            None
        }
        Some("market") => Some(OrderType::Market),
        Some("limit") => price(v, price_field, limit).map(OrderType::Limit),
        Some(_) => {
            v.add("order_type", m::ORDER_TYPE_UNKNOWN);
            None
        }
    }
}

/// Free text of at most `max` characters; `required` answers a blank one with `missing`.
pub fn free_text(v: &mut Validator, field: &str, value: Option<&Value>, max: usize, missing: Option<platform::Message>, too_long: platform::Message) -> Option<String> {
    let t = text(value);
    match (&t, missing) {
        (None, Some(message)) => {
            v.add(field, message);
        }
        (Some(s), _) => {
            v.check(field, s.chars().count() <= max, too_long);
        }
        _ => {}
    }
    t
}

