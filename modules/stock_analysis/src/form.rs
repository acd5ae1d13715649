//! Reading the request form (spec §3 "Analysis request"): the terms first ('Please agree to terms
//! and conditions and disclaimer'), every missing field 'Please fill in all required fields',
//! and as many stocks as the package allows ('Please choose stocks according to the selected
//! package'). Each stock carries the client's own position when they hold it.

use platform::form_value::{self, text};
use platform::price::Price;
use platform::validation::{Validator, arabic_digit_to_ascii, is_email, normalize_email, normalize_phone};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::kinds::AnalysisType;
use crate::messages as m;

pub const NAME_MAX: usize = 120;
pub const INFO_MAX: usize = 2000;

/// One chosen stock and, when the client holds it, their position.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct StockForm {
    #[schema(value_type = Option<i64>)]
    pub stock_id: Option<Value>,
    /// Whether the client owns the stock.
    #[schema(value_type = Option<bool>)]
    pub owns_stock: Option<Value>,
    /// Held only: the average buying price.
    #[schema(value_type = Option<String>)]
    pub average_price: Option<Value>,
    /// Held only: the number of shares.
    #[schema(value_type = Option<i64>)]
    pub quantity: Option<Value>,
    /// Held only: the stock's share of the client's portfolio, percent (0–100].
    #[schema(value_type = Option<String>)]
    pub portfolio_percentage: Option<Value>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct RequestForm {
    #[schema(value_type = Option<String>, max_length = 120)]
    pub full_name: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub email: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub phone: Option<Value>,
    /// `financial`, `technical` or `comprehensive`.
    #[schema(value_type = Option<String>)]
    pub analysis_type: Option<Value>,
    /// The stock-analysis package chosen.
    #[schema(value_type = Option<i64>)]
    pub package_id: Option<Value>,
    /// As many stocks as the package allows.
    #[schema(value_type = Option<Vec<StockForm>>)]
    pub stocks: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 2000)]
    pub extra_info: Option<Value>,
    /// The terms, conditions and disclaimer; must be true.
    #[schema(value_type = Option<bool>)]
    pub terms: Option<Value>,
}

/// A position the client holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub average_price: Price,
    pub quantity: i64,
    pub portfolio_bp: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenStock {
    pub stock_id: i64,
    pub position: Option<Position>,
}

/// A form that reads whole (the package and the stocks still to be checked against the
/// catalogue and the market).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub full_name: String,
    pub email: String,
    pub phone: String,
    pub analysis: AnalysisType,
    pub package_id: i64,
    pub stocks: Vec<ChosenStock>,
    pub extra_info: String,
}

fn yes_no(value: Option<&Value>) -> Option<Option<bool>> {
    match value {
        None | Some(Value::Null) => Some(None),
        Some(Value::Bool(b)) => Some(Some(*b)),
        Some(v) => match text(Some(v)).as_deref() {
            None => Some(None),
            Some("true" | "yes" | "1") => Some(Some(true)),
            Some("false" | "no" | "0") => Some(Some(false)),
            Some(_) => None,
        },
    }
}

fn quantity(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<i64> {
    let Some(t) = text(value) else {
        v.add(field, m::FILL_REQUIRED);
        return None;
    };
    let digits: String = t.chars().map(arabic_digit_to_ascii).collect();
    let n = digits.parse::<i64>().ok().filter(|n| *n > 0);
    v.check(field, n.is_some(), m::QUANTITY_INVALID);
    n
}

fn percentage(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<i32> {
    let Some(t) = text(value) else {
        v.add(field, m::FILL_REQUIRED);
        return None;
    };
    // Price units have four decimals: 100% is 1,000,000 units, 10,000 basis points.
    let bp = Price::parse(&t).filter(|p| p.0 > 0 && p.0 <= 1_000_000).and_then(|p| i32::try_from(p.0 / 100).ok());
    v.check(field, bp.is_some(), m::PERCENT_INVALID);
    bp
}

fn stock(v: &mut Validator, i: usize, form: &StockForm) -> Option<ChosenStock> {
    let field = |name: &str| format!("stocks[{i}].{name}");
    let stock_id = form_value::required_id(v, &field("stock_id"), form.stock_id.as_ref(), m::FILL_REQUIRED);
    let owns = match yes_no(form.owns_stock.as_ref()) {
        Some(Some(owns)) => Some(owns),
        Some(None) => {
            v.add(&field("owns_stock"), m::FILL_REQUIRED);
            None
        }
        None => {
            v.add(&field("owns_stock"), m::OWNS_INVALID);
            None
        }
    };
    let position = match owns {
        Some(true) => {
            let average_price =
                form_value::required_price(v, &field("average_price"), form.average_price.as_ref(), m::FILL_REQUIRED, m::PRICE_INVALID);
            let quantity = quantity(v, &field("quantity"), form.quantity.as_ref());
            let portfolio_bp = percentage(v, &field("portfolio_percentage"), form.portfolio_percentage.as_ref());
            Some(Some(Position { average_price: average_price?, quantity: quantity?, portfolio_bp: portfolio_bp? }))
        }
        Some(false) => Some(None),
        None => None,
    };
    Some(ChosenStock { stock_id: stock_id?, position: position? })
}

/// The form, read whole, or None with every problem in `v`.
pub fn read(v: &mut Validator, form: &RequestForm) -> Option<Request> {
    if yes_no(form.terms.as_ref()) != Some(Some(true)) {
        v.add("terms", m::AGREE_TO_TERMS);
    }
    let full_name = form_value::free_text(v, "full_name", form.full_name.as_ref(), NAME_MAX, Some(m::FILL_REQUIRED), m::NAME_TOO_LONG);
    let email = text(form.email.as_ref());
    match &email {
        None => {
            v.add("email", m::FILL_REQUIRED);
        }
        Some(e) => {
            v.check("email", is_email(e), m::EMAIL_INVALID);
        }
    }
    let phone = match text(form.phone.as_ref()) {
        None => {
            v.add("phone", m::FILL_REQUIRED);
            None
        }
        Some(p) => {
            let normalized = normalize_phone(&p);
            v.check("phone", normalized.is_some(), m::PHONE_INVALID);
            normalized
        }
    };
    let analysis =
        form_value::choice(v, "analysis_type", form.analysis_type.as_ref(), AnalysisType::ALL, m::FILL_REQUIRED, m::TYPE_UNKNOWN);
    let package_id = form_value::required_id(v, "package_id", form.package_id.as_ref(), m::FILL_REQUIRED);
    let extra_info = form_value::free_text(v, "extra_info", form.extra_info.as_ref(), INFO_MAX, None, m::INFO_TOO_LONG).unwrap_or_default();

    let stock_forms: Vec<StockForm> = match form.stocks.as_ref() {
        Some(Value::Array(items)) => items.iter().map(|item| serde_json::from_value(item.clone()).unwrap_or_default()).collect(),
        _ => Vec::new(),
    };
    if stock_forms.is_empty() {
        v.add("stocks", m::FILL_REQUIRED);
    }
    let mut stocks = Vec::with_capacity(stock_forms.len());
    for (i, s) in stock_forms.iter().enumerate() {
        if let Some(chosen) = stock(v, i, s) {
            if stocks.iter().any(|c: &ChosenStock| c.stock_id == chosen.stock_id) {
                v.add(&format!("stocks[{i}].stock_id"), m::STOCK_TWICE);
            }
            stocks.push(chosen);
        }
    }
    if v.has_errors() {
        return None;
    }
    Some(Request {
        full_name: full_name?,
        email: normalize_email(&email?),
        phone: phone?,
        analysis: analysis?,
        package_id: package_id?,
        stocks,
        extra_info,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    fn form(value: Value) -> RequestForm {
        serde_json::from_value(value).unwrap()
    }

    fn whole() -> Value {
        json!({
            "full_name": "سارة العتيبي", "email": "Sara@Example.com", "phone": "0551234567",
            "analysis_type": "comprehensive", "package_id": 5, "terms": true, "extra_info": "",
            "stocks": [{"stock_id": 7, "owns_stock": true, "average_price": "٣٢٫٤٥", "quantity": "١٠٠", "portfolio_percentage": "12.5"},
                       {"stock_id": 9, "owns_stock": false}]
        })
    }

    /// Each field's first message, in English.
    fn errors(value: Value) -> serde_json::Map<String, Value> {
        let mut v = Validator::new();
        assert!(read(&mut v, &form(value)).is_none());
        v.finish().unwrap_err().field_messages().iter().map(|(field, messages)| (field.clone(), json!(messages[0].en))).collect()
    }

    #[test]
    fn a_whole_form_reads_with_the_position_of_a_held_stock() {
        let mut v = Validator::new();
        let r = read(&mut v, &form(whole())).unwrap();
        assert_eq!(
            (r.email.as_str(), r.phone.as_str(), r.analysis, r.package_id),
            ("sara@example.com", "+966551234567", AnalysisType::Comprehensive, 5)
        );
        assert_eq!(r.stocks[0].position, Some(Position { average_price: Price(324_500), quantity: 100, portfolio_bp: 1_250 }));
        assert_eq!(r.stocks[1], ChosenStock { stock_id: 9, position: None });
    }

    #[test]
    fn the_terms_come_first_and_every_missing_field_is_required() {
        let e = errors(json!({}));
        assert_eq!(e["terms"], "Please agree to terms and conditions and disclaimer");
        for field in ["full_name", "email", "phone", "analysis_type", "package_id", "stocks"] {
            assert_eq!(e[field], "Please fill in all required fields", "{field}");
        }
    }

    #[test]
    fn a_held_stock_needs_its_position_and_values_are_checked() {
        let mut bad = whole();
        bad["stocks"][0] = json!({"stock_id": 7, "owns_stock": true, "average_price": "0", "quantity": "1.5"});
        bad["stocks"][1] = json!({"stock_id": 7, "owns_stock": "maybe"});
        bad["email"] = json!("not-an-email");
        bad["analysis_type"] = json!("astrology");
        let e = errors(bad);
        assert_eq!(e["stocks[0].average_price"], "The average price is a number above zero");
        assert_eq!(e["stocks[0].quantity"], "The quantity is a whole number above zero");
        assert_eq!(e["stocks[0].portfolio_percentage"], "Please fill in all required fields");
        assert_eq!(e["stocks[1].owns_stock"], "Say whether you own the stock");
        assert_eq!(e["email"], "The email address is not valid");
        assert_eq!(e["analysis_type"], "The analysis type is financial, technical or comprehensive");
        let mut twice = whole();
        twice["stocks"][1]["stock_id"] = json!(7);
        assert_eq!(errors(twice)["stocks[1].stock_id"], "Choose each stock once");
        let mut over = whole();
        over["stocks"][0]["portfolio_percentage"] = json!("100.01");
        assert_eq!(errors(over)["stocks[0].portfolio_percentage"], "The portfolio percentage is a number above 0 and up to 100");
    }
}
