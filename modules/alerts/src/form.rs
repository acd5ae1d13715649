//! The alert form, read whole: every field's problem at once, each in the user's language.

use platform::form_value;
use platform::price::Price;
use platform::validation::Validator;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::messages as m;
use crate::terms::{self, Condition, Repeat};

/// A new alert, or an alert's new terms (its stock stays).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct AlertForm {
    /// The stock (when creating).
    #[schema(value_type = Option<i64>)]
    pub stock_id: Option<Value>,
    /// One of the conditions of `Condition`: a price level, the day's move, a close condition
    /// (moving average, RSI, 52-week high or low, volume, dividend) or a fact (Shariah, analyst).
    #[schema(value_type = Option<String>)]
    pub condition: Option<Value>,
    /// A price for a price condition ("32.50"), a percent for a change ("3" is 3 %), the days of a
    /// moving average (20, 50, 200), an RSI level, a volume multiple ("2.5") or days before an
    /// ex-date; none for a 52-week high or low, a Shariah change or an analyst's publication.
    #[schema(value_type = Option<String>)]
    pub level: Option<Value>,
    /// `once` (the default), `daily` or `every`.
    #[schema(value_type = Option<String>)]
    pub repeat: Option<Value>,
    /// An every-time alert's quiet time after it fired (default 60).
    #[schema(value_type = Option<i32>)]
    pub cooldown_minutes: Option<Value>,
    /// How long it watches (default 90 days, at most 365).
    #[schema(value_type = Option<i32>)]
    pub expires_in_days: Option<Value>,
}

/// What a valid form says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    pub condition: Condition,
    /// A price scaled as `Price`, or basis points.
    pub level: i64,
    pub repeat: Repeat,
    pub cooldown_minutes: i32,
    pub expires_in_days: i64,
}

/// A whole number in `range` when given; `default` when absent.
fn bounded(
    v: &mut Validator,
    field: &str,
    value: Option<&Value>,
    default: i64,
    range: std::ops::RangeInclusive<i64>,
    out: platform::Message,
) -> i64 {
    match form_value::text(value) {
        None => default,
        Some(t) => {
            let ascii: String = t.chars().map(platform::validation::arabic_digit_to_ascii).collect();
            match ascii.trim().parse::<i64>().ok().filter(|n| range.contains(n)) {
                Some(n) => n,
                None => {
                    v.add(field, out);
                    default
                }
            }
        }
    }
}

/// Reads the form against the stock's current price; None when any field is wrong (`v` says which).
pub fn read(v: &mut Validator, form: &AlertForm, current: Price) -> Option<Terms> {
    let condition = form_value::text(form.condition.as_ref()).and_then(|t| Condition::parse(&t));
    if condition.is_none() {
        v.add("condition", m::CONDITION_UNKNOWN);
    }
    let level = match condition {
        Some(c) if !c.is_price_level() && !c.is_change() => close_level(v, c, form_value::text(form.level.as_ref())),
        Some(c) => form_value::required_price(v, "level", form.level.as_ref(), m::LEVEL_REQUIRED, m::LEVEL_INVALID)
            .and_then(|l| level_for(v, c, l, current)),
        None => None,
    };
    let repeat = match form_value::text(form.repeat.as_ref()) {
        None => Some(Repeat::Once),
        Some(t) => Repeat::parse(&t),
    };
    if repeat.is_none() {
        v.add("repeat", m::REPEAT_UNKNOWN);
    }
    let cooldown = bounded(
        v,
        "cooldown_minutes",
        form.cooldown_minutes.as_ref(),
        i64::from(terms::DEFAULT_COOLDOWN_MINUTES),
        i64::from(terms::MIN_COOLDOWN_MINUTES)..=i64::from(terms::MAX_COOLDOWN_MINUTES),
        m::COOLDOWN_OUT_OF_RANGE,
    );
    let days = bounded(
        v,
        "expires_in_days",
        form.expires_in_days.as_ref(),
        terms::DEFAULT_EXPIRY_DAYS,
        1..=terms::MAX_EXPIRY_DAYS,
        m::EXPIRY_OUT_OF_RANGE,
    );
    Some(Terms {
        condition: condition?,
        level: level?,
        repeat: repeat?,
        cooldown_minutes: i32::try_from(cooldown).ok()?,
        expires_in_days: days,
    })
    .filter(|_| !v.has_errors())
}

/// A whole number of `text` (Arabic digits too), or `default` when there is no text.
fn whole(text: Option<&str>, default: Option<i64>) -> Option<i64> {
    match text {
        None => default,
        Some(t) => t.chars().map(platform::validation::arabic_digit_to_ascii).collect::<String>().trim().parse::<i64>().ok(),
    }
}

/// The level of a condition that is neither a price nor a change: a moving average's days, an RSI
/// level, a volume multiple (× 100), days before an ex-date; the others have none.
fn close_level(v: &mut Validator, condition: Condition, text: Option<String>) -> Option<i64> {
    let (value, message) = match condition {
        Condition::MaCrossAbove | Condition::MaCrossBelow => {
            if text.is_none() {
                v.add("level", m::LEVEL_REQUIRED);
                return None;
            }
            (whole(text.as_deref(), None).filter(|d| terms::MA_PERIODS.contains(d)), m::MA_PERIOD_UNKNOWN)
        }
        Condition::RsiOverbought => {
            (whole(text.as_deref(), Some(terms::RSI_OVERBOUGHT_DEFAULT)).filter(|l| (50..=95).contains(l)), m::RSI_OUT_OF_RANGE)
        }
        Condition::RsiOversold => {
            (whole(text.as_deref(), Some(terms::RSI_OVERSOLD_DEFAULT)).filter(|l| (5..=50).contains(l)), m::RSI_OUT_OF_RANGE)
        }
        Condition::VolumeSpike => {
            let multiple = match text {
                None => Some(terms::VOLUME_MULTIPLE_DEFAULT),
                Some(t) => Price::parse(&t).filter(|p| p.0 % 100 == 0).map(|p| p.0 / 100),
            };
            (multiple.filter(|x| terms::VOLUME_MULTIPLE_RANGE.contains(x)), m::VOLUME_OUT_OF_RANGE)
        }
        Condition::DividendNear => (
            whole(text.as_deref(), Some(terms::DIVIDEND_DAYS_DEFAULT)).filter(|d| terms::DIVIDEND_DAYS_RANGE.contains(d)),
            m::DIVIDEND_DAYS_OUT_OF_RANGE,
        ),
        _ => (Some(0), m::LEVEL_INVALID),
    };
    v.check("level", value.is_some(), message);
    value
}

/// The stored level: a price on the right side of the current one and within reach of it, or a
/// change in basis points within bounds.
fn level_for(v: &mut Validator, condition: Condition, level: Price, current: Price) -> Option<i64> {
    if condition.is_change() {
        let bp = level.0 / 100;
        let ok = (terms::MIN_CHANGE_BP..=terms::MAX_CHANGE_BP).contains(&bp) && level.0 % 100 == 0;
        v.check("level", ok, m::CHANGE_OUT_OF_RANGE);
        return ok.then_some(bp);
    }
    let reach = i128::from(current.0) * i128::from(terms::PRICE_LEVEL_RANGE_BP) / 10_000;
    let (side_ok, side_message) = match condition {
        Condition::PriceAbove => (level.0 > current.0, m::LEVEL_NOT_ABOVE),
        _ => (level.0 < current.0, m::LEVEL_NOT_BELOW),
    };
    if !side_ok {
        v.add("level", side_message);
        return None;
    }
    let within = (i128::from(level.0) - i128::from(current.0)).abs() <= reach;
    v.check("level", within, m::LEVEL_TOO_FAR);
    within.then_some(level.0)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use serde_json::json;

    fn form(condition: &str, level: Value) -> AlertForm {
        AlertForm { condition: Some(json!(condition)), level: Some(level), ..AlertForm::default() }
    }

    fn price(text: &str) -> Price {
        Price::parse(text).unwrap()
    }

    fn errors(v: Validator) -> Vec<String> {
        match v.finish() {
            Ok(()) => Vec::new(),
            Err(e) => e.field_messages().iter().flat_map(|(f, ms)| ms.iter().map(move |m| format!("{f}:{}", m.code))).collect(),
        }
    }

    #[test]
    fn a_price_alert_takes_a_level_above_the_price_with_the_defaults() {
        let mut v = Validator::new();
        let terms = read(&mut v, &form("price_above", json!("٣٥٫٥")), price("32")).unwrap();
        assert_eq!(
            terms,
            Terms { condition: Condition::PriceAbove, level: 355_000, repeat: Repeat::Once, cooldown_minutes: 60, expires_in_days: 90 }
        );
    }

    #[test]
    fn a_level_on_the_wrong_side_or_too_far_is_refused_by_name() {
        let mut v = Validator::new();
        assert_eq!(read(&mut v, &form("price_above", json!("31")), price("32")), None);
        assert_eq!(errors(v), ["level:ALERT_LEVEL_NOT_ABOVE"]);
        let mut v = Validator::new();
        assert_eq!(read(&mut v, &form("price_below", json!("33")), price("32")), None);
        assert_eq!(errors(v), ["level:ALERT_LEVEL_NOT_BELOW"]);
        let mut v = Validator::new();
        assert_eq!(read(&mut v, &form("price_above", json!("320")), price("32")), None);
        assert_eq!(errors(v), ["level:ALERT_LEVEL_TOO_FAR"]);
    }

    #[test]
    fn a_change_is_read_in_percent_and_kept_in_basis_points() {
        let mut v = Validator::new();
        assert_eq!(read(&mut v, &form("change_down", json!(2.5)), price("32")).map(|t| t.level), Some(250));
        let mut v = Validator::new();
        assert_eq!(read(&mut v, &form("change_up", json!("80")), price("32")), None);
        assert_eq!(errors(v), ["level:ALERT_CHANGE_OUT_OF_RANGE"]);
    }

    #[test]
    fn close_conditions_take_their_own_levels_and_defaults() {
        let level = |c: &str, l: Option<Value>| {
            let mut v = Validator::new();
            let f = AlertForm { condition: Some(json!(c)), level: l, ..AlertForm::default() };
            (read(&mut v, &f, price("32")).map(|t| t.level), errors(v))
        };
        assert_eq!(level("ma_cross_above", Some(json!("50"))), (Some(50), vec![]));
        assert_eq!(level("ma_cross_below", Some(json!(30))), (None, vec!["level:ALERT_MA_PERIOD_UNKNOWN".to_owned()]));
        assert_eq!(level("ma_cross_below", None), (None, vec!["level:ALERT_LEVEL_REQUIRED".to_owned()]));
        assert_eq!(level("rsi_overbought", None), (Some(70), vec![]));
        assert_eq!(level("rsi_oversold", Some(json!("٢٥"))), (Some(25), vec![]));
        assert_eq!(level("rsi_oversold", Some(json!("70"))), (None, vec!["level:ALERT_RSI_OUT_OF_RANGE".to_owned()]));
        assert_eq!(level("new_high52w", None), (Some(0), vec![]));
        assert_eq!(level("volume_spike", Some(json!("2.5"))), (Some(250), vec![]));
        assert_eq!(level("volume_spike", None), (Some(200), vec![]));
        assert_eq!(level("volume_spike", Some(json!("1.2"))), (None, vec!["level:ALERT_VOLUME_OUT_OF_RANGE".to_owned()]));
        assert_eq!(level("dividend_near", None), (Some(3), vec![]));
        assert_eq!(level("dividend_near", Some(json!("45"))), (None, vec!["level:ALERT_DIVIDEND_DAYS_OUT_OF_RANGE".to_owned()]));
        assert_eq!(level("shariah_change", None), (Some(0), vec![]));
    }

    #[test]
    fn every_wrong_field_is_named_at_once() {
        let mut v = Validator::new();
        let bad = AlertForm {
            condition: Some(json!("moon")),
            level: None,
            repeat: Some(json!("hourly")),
            cooldown_minutes: Some(json!("1")),
            expires_in_days: Some(json!(400)),
            ..AlertForm::default()
        };
        assert_eq!(read(&mut v, &bad, price("32")), None);
        // Which level a condition takes depends on the condition: an unknown one asks only for it.
        let mut found = errors(v);
        found.sort();
        assert_eq!(
            found,
            [
                "condition:ALERT_CONDITION_UNKNOWN",
                "cooldown_minutes:ALERT_COOLDOWN_OUT_OF_RANGE",
                "expires_in_days:ALERT_EXPIRY_OUT_OF_RANGE",
                "repeat:ALERT_REPEAT_UNKNOWN"
            ]
        );
    }
}
