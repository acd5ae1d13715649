//! What the analytics endpoints show.

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use crate::analytics::events::EventKind;
use crate::entities::stocks;
use crate::lookup::localized;
use platform::price::Price;

/// The stock an item is about, as lists show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StockRef {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    pub market_id: i32,
}

impl From<&stocks::Model> for StockRef {
    fn from(s: &stocks::Model) -> Self {
        Self { id: s.id, symbol: s.symbol.clone(), name: localized(&s.name_ar, &s.name_en).to_owned(), market_id: s.market_id }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EventView {
    pub id: i64,
    pub stock: StockRef,
    pub date: NaiveDate,
    pub kind: String,
    pub title: String,
    /// "bullish" or "bearish".
    pub direction: String,
    #[schema(value_type = f64)]
    pub close: Price,
}

pub fn event_title(kind: &str) -> String {
    EventKind::from_code(kind).map_or_else(|| kind.to_owned(), |k| k.title().localized().to_owned())
}
