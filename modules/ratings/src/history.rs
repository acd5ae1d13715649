//! A history entry (spec §3 "Transaction history entry") as it is chained: integers in their
//! units (prices 1/10,000, percentages in basis points), times as RFC 3339 UTC seconds.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};

/// The spec's five types of entry.
pub mod kind {
    pub const BUY: &str = "buy";
    pub const SELL: &str = "sell";
    pub const EDIT: &str = "edit";
    pub const DIVIDENDS: &str = "dividends";
    pub const COMMENTS: &str = "comments";
}

/// What happened, within its type.
pub mod action {
    pub const ORDER_PLACED: &str = "order_placed";
    pub const FILLED: &str = "filled";
    pub const ORDER_CANCELLED: &str = "order_cancelled";
    pub const ORDER_EDITED: &str = "order_edited";
    pub const RATING_EDITED: &str = "rating_edited";
    pub const CREDITED: &str = "credited";
    pub const COMMENTED: &str = "commented";
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    #[serde(rename = "type")]
    pub kind: String,
    pub action: String,
    pub at: String,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rating_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub order_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub stock_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub symbol: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub company_ar: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub company_en: Option<String>,
    /// `market` or `limit`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub order_kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub shares: Option<i64>,
    /// The limit price of an order placed or edited.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub limit_price: Option<i64>,
    /// The rating's first fill price.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub entry_price: Option<i64>,
    /// Of the shares held after the entry.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub average_cost: Option<i64>,
    /// Change from the entry price to this entry's price, in basis points.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub change_bp: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub entry_percent_bp: Option<i64>,
    /// The holding's share of the list's value after the entry.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub current_percent_bp: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub fill_price: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub exit_price: Option<i64>,
    /// `full` or `partial`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub sell_status: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub exit_reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ex_date: Option<String>,
    /// The dividend entitlement: per share and in all.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub dividend_per_share: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub dividend_amount: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub profit: Option<i64>,
    /// A comment, or what an edit changed.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub text: Option<String>,
    /// The list's cash after the entry.
    pub cash: i64,
}

impl Entry {
    pub fn new(kind: &str, action: &str, at: DateTime<Utc>) -> Self {
        Self { kind: kind.to_owned(), action: action.to_owned(), at: at.to_rfc3339_opts(SecondsFormat::Secs, true), ..Self::default() }
    }

    pub fn stock(mut self, stock: &platform::ports::StockRef) -> Self {
        self.stock_id = Some(stock.id);
        self.symbol = Some(stock.symbol.clone());
        self.company_ar = Some(stock.name_ar.clone());
        self.company_en = Some(stock.name_en.clone());
        self
    }
}
