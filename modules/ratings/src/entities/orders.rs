use sea_orm::entity::prelude::*;

/// An order on a rating: a buy (new rating or increase) or a sell, at the market or by limit.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_orders")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub list_id: i64,
    pub rating_id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    /// `buy` or `sell`.
    pub side: String,
    /// `market` or `limit`.
    pub kind: String,
    /// `open`, `filled` or `cancelled`.
    pub state: OrderState,
    /// Whole shares, fixed when the order is placed (an open buy holds their cost in cash).
    pub shares: i64,
    /// A buy's entry percentage of the list's value at the order, in basis points.
    pub percent_bp: Option<i32>,
    pub limit_price: Option<i64>,
    pub exit_reason: Option<String>,
    pub fill_price: Option<i64>,
    /// The market day it filled on.
    pub filled_on: Option<Date>,
    pub created_at: DateTimeUtc,
    pub filled_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

pub mod side {
    pub const BUY: &str = "buy";
    pub const SELL: &str = "sell";
}

pub mod kind {
    pub const MARKET: &str = "market";
    pub const LIMIT: &str = "limit";
}

platform::text_enum! {
    /// Where an order stands: open (waiting for its price) → filled, or cancelled.
    pub enum OrderState {
        Open = "open",
        Filled = "filled",
        Cancelled = "cancelled",
    }
}
