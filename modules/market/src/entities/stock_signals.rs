use sea_orm::entity::prelude::*;

/// A buy or sell signal: the day's events weighed together.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stock_signals")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    pub date: Date,
    /// "buy" or "sell".
    pub signal: String,
    pub score: i32,
    pub close: i64,
    /// Event codes behind the signal, comma-separated.
    pub reasons: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
