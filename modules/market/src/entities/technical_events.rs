use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "technical_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub stock_id: i64,
    pub market_id: i32,
    pub date: Date,
    /// An `EventKind` code ("golden_cross", ...).
    pub kind: String,
    /// "bullish" or "bearish".
    pub direction: String,
    pub close: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
