//! Reading the opinion form (create and update): every missing field answers 'Please fill all
//! fields', a value the form cannot take 'Please check all fields' (spec §5); option fields are
//! required for contracts only.

use chrono::NaiveDate;
use platform::form_value::{self, text};
use platform::price::Price;
use platform::validation::Validator;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::messages as m;
use crate::terms::{AnalysisType, DurationType, OperationType, OrderType, StopType};

pub const INFO_MAX: usize = 1000;

/// The opinion's fields as the form sends them: numbers as numbers or text, dates as
/// YYYY-MM-DD.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct OpinionForm {
    /// The stock (spec: symbol), by id.
    #[schema(value_type = Option<i64>)]
    pub stock_id: Option<Value>,
    /// `stocks` or `options`.
    #[schema(value_type = Option<String>)]
    pub operation_type: Option<Value>,
    /// `buy` or `sell` for stocks, `call` or `put` for options.
    #[schema(value_type = Option<String>)]
    pub order_type: Option<Value>,
    /// `short`, `medium` or `long`.
    #[schema(value_type = Option<String>)]
    pub duration_type: Option<Value>,
    /// `technical` or `financial`.
    #[schema(value_type = Option<String>)]
    pub analysis_type: Option<Value>,
    /// `hour`, `two_hours`, `day` or `week`.
    #[schema(value_type = Option<String>)]
    pub stop_type: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub entry_price: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub target_price: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub stop_loss: Option<Value>,
    /// The analysis duration date, YYYY-MM-DD.
    #[schema(value_type = Option<String>)]
    pub duration_date: Option<Value>,
    /// Options only.
    #[schema(value_type = Option<String>)]
    pub strike_price: Option<Value>,
    /// Options only, YYYY-MM-DD.
    #[schema(value_type = Option<String>)]
    pub expiration_date: Option<Value>,
    /// Options only: the contract's price.
    #[schema(value_type = Option<String>)]
    pub option_price: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 1000)]
    pub additional_info: Option<Value>,
}

/// An option's own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionTerms {
    pub strike: Price,
    pub expiration: NaiveDate,
    pub price: Price,
}

/// A form that reads whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terms {
    pub stock_id: i64,
    pub operation: OperationType,
    pub order: OrderType,
    pub duration: DurationType,
    pub analysis: AnalysisType,
    pub stop_type: StopType,
    pub entry: Price,
    pub target: Price,
    pub stop: Price,
    pub duration_date: NaiveDate,
    pub option: Option<OptionTerms>,
    pub info: String,
}

fn price(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<Price> {
    form_value::required_price(v, field, value, m::FILL_ALL_FIELDS, m::PRICE_INVALID)
}

fn date(v: &mut Validator, field: &str, value: Option<&Value>) -> Option<NaiveDate> {
    let Some(t) = text(value) else {
        v.add(field, m::FILL_ALL_FIELDS);
        return None;
    };
    let parsed = NaiveDate::parse_from_str(&t, "%Y-%m-%d").ok();
    v.check(field, parsed.is_some(), m::DATE_INVALID);
    parsed
}

fn choice<T: Copy>(v: &mut Validator, field: &str, value: Option<&Value>, options: &[(&str, T)]) -> Option<T> {
    form_value::choice(v, field, value, options, m::FILL_ALL_FIELDS, m::CHECK_ALL_FIELDS)
}

/// The form's terms, with the dates checked against `today` (the list market's date); every
/// problem is collected in `v`.
pub fn read(v: &mut Validator, form: &OpinionForm, today: NaiveDate) -> Option<Terms> {
    let stock_id = form_value::required_id(v, "stock_id", form.stock_id.as_ref(), m::FILL_ALL_FIELDS);
    let operation = choice(v, "operation_type", form.operation_type.as_ref(), OperationType::NAMED);
    let order = choice(v, "order_type", form.order_type.as_ref(), OrderType::NAMED);
    let duration = choice(v, "duration_type", form.duration_type.as_ref(), DurationType::NAMED);
    let analysis = choice(v, "analysis_type", form.analysis_type.as_ref(), AnalysisType::NAMED);
    let stop_type = choice(v, "stop_type", form.stop_type.as_ref(), StopType::NAMED);
    let entry = price(v, "entry_price", form.entry_price.as_ref());
    let target = price(v, "target_price", form.target_price.as_ref());
    let stop = price(v, "stop_loss", form.stop_loss.as_ref());
    let duration_date = date(v, "duration_date", form.duration_date.as_ref());
    let info =
        form_value::free_text(v, "additional_info", form.additional_info.as_ref(), INFO_MAX, None, m::INFO_TOO_LONG).unwrap_or_default();

    if let (Some(operation), Some(order)) = (operation, order) {
        v.check("order_type", order.fits(operation), m::ORDER_TYPE_MISMATCH);
    }
    if let (Some(duration), Some(day)) = (duration, duration_date) {
        if day <= today {
            v.add("duration_date", m::DURATION_DATE_PAST);
        } else {
            v.check("duration_date", day <= today + chrono::Duration::days(duration.max_days()), m::DURATION_DATE_TOO_FAR);
        }
    }
    let option = match operation {
        Some(OperationType::Options) => {
            let strike = price(v, "strike_price", form.strike_price.as_ref());
            let expiration = date(v, "expiration_date", form.expiration_date.as_ref());
            let option_price = price(v, "option_price", form.option_price.as_ref());
            if let (Some(expiration), Some(day)) = (expiration, duration_date) {
                v.check("expiration_date", expiration >= day, m::EXPIRATION_BEFORE_DURATION);
            }
            match (strike, expiration, option_price) {
                (Some(strike), Some(expiration), Some(price)) => Some(Some(OptionTerms { strike, expiration, price })),
                _ => None,
            }
        }
        _ => Some(None),
    };
    if v.has_errors() {
        return None;
    }
    Some(Terms {
        stock_id: stock_id?,
        operation: operation?,
        order: order?,
        duration: duration?,
        analysis: analysis?,
        stop_type: stop_type?,
        entry: entry?,
        target: target?,
        stop: stop?,
        duration_date: duration_date?,
        option: option?,
        info,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    fn stock_form() -> OpinionForm {
        serde_json::from_value(json!({
            "stock_id": 7, "operation_type": "stocks", "order_type": "buy", "duration_type": "short",
            "analysis_type": "technical", "stop_type": "day", "entry_price": "100", "target_price": "110",
            "stop_loss": "95", "duration_date": "2026-12-10"
        }))
        .unwrap()
    }

    /// Each field's first message, in English.
    fn errors(form: &OpinionForm) -> serde_json::Value {
        let mut v = Validator::new();
        assert!(read(&mut v, form, today()).is_none());
        let err = v.finish().unwrap_err();
        err.field_messages()
            .iter()
            .map(|(field, messages)| (field.clone(), json!([messages[0].en])))
            .collect::<serde_json::Map<_, _>>()
            .into()
    }

    #[test]
    fn a_whole_stock_form_reads() {
        let mut v = Validator::new();
        let terms = read(&mut v, &stock_form(), today()).unwrap();
        assert_eq!((terms.order, terms.option, terms.target), (OrderType::Buy, None, Price(1_100_000)));
    }

    #[test]
    fn missing_fields_fill_and_wrong_ones_check() {
        let e = errors(&OpinionForm::default());
        assert_eq!(e["stop_type"][0], "Please fill all fields");
        let mut wrong = stock_form();
        wrong.stop_type = Some(json!("minute"));
        assert_eq!(errors(&wrong)["stop_type"][0], "Please check all fields");
    }

    #[test]
    fn order_types_belong_to_their_operation_and_options_need_their_terms() {
        let mut call_on_stock = stock_form();
        call_on_stock.order_type = Some(json!("call"));
        assert!(errors(&call_on_stock)["order_type"][0].as_str().unwrap().contains("call or put for contracts"));
        let mut option = stock_form();
        option.operation_type = Some(json!("options"));
        option.order_type = Some(json!("call"));
        let e = errors(&option);
        assert_eq!(e["strike_price"][0], "Please fill all fields");
        assert_eq!(e["expiration_date"][0], "Please fill all fields");
        option.strike_price = Some(json!("105"));
        option.option_price = Some(json!("3.2"));
        option.expiration_date = Some(json!("2026-12-01"));
        assert!(errors(&option)["expiration_date"][0].as_str().unwrap().contains("must not be before"));
        option.expiration_date = Some(json!("2026-12-18"));
        let mut v = Validator::new();
        let terms = read(&mut v, &option, today()).unwrap();
        assert_eq!(terms.option.unwrap().price, Price(32_000));
    }

    #[test]
    fn the_duration_date_is_after_today_and_within_its_duration() {
        let mut past = stock_form();
        past.duration_date = Some(json!("2026-11-25"));
        assert!(errors(&past)["duration_date"][0].as_str().unwrap().contains("after today"));
        let mut far = stock_form();
        far.duration_date = Some(json!("2027-01-30"));
        assert!(errors(&far)["duration_date"][0].as_str().unwrap().contains("short 30 days"));
        far.duration_type = Some(json!("medium"));
        assert!(read(&mut Validator::new(), &far, today()).is_some());
    }
}
