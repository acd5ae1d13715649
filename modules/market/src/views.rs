//! What the market API shows.

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{markets, quotes};
use crate::lookup::localized;
use platform::price::{Price, PriceChange, percent};

#[derive(Debug, Serialize, ToSchema)]
pub struct MarketView {
    pub id: i32,
    pub code: String,
    pub name: String,
    pub name_ar: String,
    pub name_en: String,
    pub currency: String,
    pub timezone: String,
}

impl From<&markets::Model> for MarketView {
    fn from(m: &markets::Model) -> Self {
        Self {
            id: m.id,
            code: m.code.clone(),
            name: localized(&m.name_ar, &m.name_en).to_owned(),
            name_ar: m.name_ar.clone(),
            name_en: m.name_en.clone(),
            currency: m.currency.clone(),
            timezone: m.timezone.clone(),
        }
    }
}

/// A stock's latest price, delayed as the exchange licence requires.
#[derive(Debug, Serialize, ToSchema)]
pub struct QuoteView {
    #[schema(value_type = f64)]
    pub price: Price,
    #[schema(value_type = f64)]
    pub previous_close: Price,
    #[schema(value_type = f64)]
    pub change: PriceChange,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_percent: Option<Decimal>,
    #[schema(value_type = f64)]
    pub open: Price,
    #[schema(value_type = f64)]
    pub high: Price,
    #[schema(value_type = f64)]
    pub low: Price,
    pub volume: i64,
    pub quoted_at: DateTime<Utc>,
    /// Minutes behind the market (15 for exchange data shown to the public).
    pub delay_minutes: i32,
    /// "demo" for generated prices.
    pub source: String,
}

impl From<&quotes::Model> for QuoteView {
    fn from(q: &quotes::Model) -> Self {
        Self {
            price: Price(q.price),
            previous_close: Price(q.previous_close),
            change: PriceChange(q.price - q.previous_close),
            change_percent: Price(q.price).change_percent_from(Price(q.previous_close)),
            open: Price(q.open),
            high: Price(q.high),
            low: Price(q.low),
            volume: q.volume,
            quoted_at: q.quoted_at,
            delay_minutes: q.delay_minutes,
            source: q.source.clone(),
        }
    }
}

/// One bar of a chart.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BarView {
    pub date: NaiveDate,
    #[schema(value_type = f64)]
    pub open: Price,
    #[schema(value_type = f64)]
    pub high: Price,
    #[schema(value_type = f64)]
    pub low: Price,
    #[schema(value_type = f64)]
    pub close: Price,
    pub volume: i64,
}
