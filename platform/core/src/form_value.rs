//! Reading JSON form fields the way the web forms send them: numbers as JSON numbers or as text
//! (Arabic digits included); a blank field is a missing one. Each module passes its own
//! messages, so the spec's wording of each form is kept.

use serde_json::Value;

use crate::Message;
use crate::price::Price;
use crate::validation::Validator;

/// The text of a field sent as a string or a number, without invisible direction or zero-width
/// characters; None when absent or blank.
pub fn text(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(s) => Some(crate::validation::visible(s)).filter(|t| !t.is_empty()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A required id above zero.
pub fn required_id(v: &mut Validator, field: &str, value: Option<&Value>, missing: Message) -> Option<i64> {
    let Some(t) = text(value) else {
        v.add(field, missing);
        return None;
    };
    let id = t.parse::<i64>().ok().filter(|id| *id > 0);
    v.check(field, id.is_some(), crate::messages::FIELD_WRONG_TYPE);
    id
}

/// An id above zero when given; None when absent or blank.
pub fn optional_id(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<i64> {
    let t = text(value)?;
    let id = t.parse::<i64>().ok().filter(|id| *id > 0);
    v.check(field, id.is_some(), crate::messages::FIELD_WRONG_TYPE);
    id
}

/// A required price above zero.
pub fn required_price(v: &mut Validator, field: &str, value: Option<&Value>, missing: Message, invalid: Message) -> Option<Price> {
    let Some(t) = text(value) else {
        v.add(field, missing);
        return None;
    };
    let price = Price::parse(&t).filter(|p| p.0 > 0);
    v.check(field, price.is_some(), invalid);
    price
}

/// Free text of at most `max` characters; with `missing`, a blank one is refused.
pub fn free_text(
    v: &mut Validator,
    field: &str,
    value: Option<&Value>,
    max: usize,
    missing: Option<Message>,
    too_long: Message,
) -> Option<String> {
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

/// A required choice among `options` (sent as text).
pub fn choice<T: Copy>(
    v: &mut Validator,
    field: &str,
    value: Option<&Value>,
    options: &[(&str, T)],
    missing: Message,
    unknown: Message,
) -> Option<T> {
    let Some(t) = text(value) else {
        v.add(field, missing);
        return None;
    };
    let found = options.iter().find(|(name, _)| *name == t).map(|(_, o)| *o);
    v.check(field, found.is_some(), unknown);
    found
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    const MISSING: Message = Message::new("م", "missing");
    const BAD: Message = Message::new("خ", "bad");

    #[test]
    fn numbers_come_as_numbers_or_text_and_blanks_are_missing() {
        assert_eq!(text(Some(&json!(" 12 "))), Some("12".into()));
        assert_eq!(text(Some(&json!(12))), Some("12".into()));
        assert_eq!(text(Some(&json!("  "))), None);
        assert_eq!(text(Some(&json!(null))), None);
        let mut v = Validator::new();
        assert_eq!(required_price(&mut v, "p", Some(&json!("٣٢٫٤٥")), MISSING, BAD), Some(Price(324_500)));
        assert_eq!(required_id(&mut v, "id", Some(&json!("7")), MISSING), Some(7));
        assert!(!v.has_errors());
        assert_eq!(required_price(&mut v, "p", Some(&json!("-1")), MISSING, BAD), None);
        assert_eq!(choice(&mut v, "c", Some(&json!("put")), &[("call", 1), ("put", 2)], MISSING, BAD), Some(2));
        assert_eq!(choice(&mut v, "c", Some(&json!("straddle")), &[("call", 1)], MISSING, BAD), None);
        assert!(v.has_errors());
    }
}
