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

pub use platform::form_value::text;

/// A required id.
pub fn id(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<i64> {
    platform::form_value::required_id(v, field, value, m::FILL_ALL_FIELDS)
}

/// A required price above zero.
pub fn price(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<Price> {
    platform::form_value::required_price(v, field, value, m::FILL_ALL_FIELDS, m::PRICE_INVALID)
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

pub use platform::form_value::free_text;
