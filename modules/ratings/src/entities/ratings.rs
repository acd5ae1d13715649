use sea_orm::entity::prelude::*;

/// A rating: one stock's position in a list, from its first order until it is sold out.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_ratings")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub list_id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    /// `ordered` (a limit order waits), `open`, `closed` (sold out) or `cancelled`.
    pub state: RatingState,
    /// The entry percentage of the first order, in basis points.
    pub entry_percent_bp: i32,
    /// The price of the first fill.
    pub entry_price: Option<i64>,
    /// The price the analyst specified for a limit order.
    pub limit_price: Option<i64>,
    pub shares: i64,
    /// What the shares held cost (price units).
    pub cost: i64,
    /// Profit or loss of what was sold (price units).
    pub realized: i64,
    /// Dividends credited (price units).
    pub dividends: i64,
    /// The price of the last sale.
    pub exit_price: Option<i64>,
    pub exit_reason: Option<String>,
    pub additional_info: String,
    pub created_at: DateTimeUtc,
    pub opened_at: Option<DateTimeUtc>,
    pub closed_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

platform::text_enum! {
    /// Where a rating stands: ordered (its buy order waits) → open (held) → closed (sold), or
    /// cancelled (its buy order was cancelled before it filled).
    pub enum RatingState {
        Ordered = "ordered",
        Open = "open",
        Closed = "closed",
        Cancelled = "cancelled",
    }
}
