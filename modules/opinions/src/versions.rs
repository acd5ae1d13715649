//! Previous versions: each edit keeps the version it replaces, as it was shown, in a row that
//! is written once and never changed.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::opinions;

/// A version's terms, as stored and as the history shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct OpinionSnapshot {
    pub operation_type: String,
    pub order_type: String,
    pub duration_type: String,
    pub analysis_type: String,
    pub stop_type: String,
    /// Prices in 1/10,000 of the currency unit.
    pub entry_price: i64,
    pub target_price: i64,
    pub stop_loss: i64,
    pub current_price: i64,
    pub current_price_at: DateTime<Utc>,
    pub strike_price: Option<i64>,
    pub expiration_date: Option<NaiveDate>,
    pub option_price: Option<i64>,
    pub duration_date: NaiveDate,
    pub additional_info: String,
    pub image_count: i32,
}

impl OpinionSnapshot {
    pub fn of(row: &opinions::Model) -> Self {
        Self {
            operation_type: row.operation_type.clone(),
            order_type: row.order_type.clone(),
            duration_type: row.duration_type.clone(),
            analysis_type: row.analysis_type.clone(),
            stop_type: row.stop_type.clone(),
            entry_price: row.entry_price,
            target_price: row.target_price,
            stop_loss: row.stop_loss,
            current_price: row.current_price,
            current_price_at: row.current_price_at,
            strike_price: row.strike_price,
            expiration_date: row.expiration_date,
            option_price: row.option_price,
            duration_date: row.duration_date,
            additional_info: row.additional_info.clone(),
            image_count: row.image_count,
        }
    }
}
