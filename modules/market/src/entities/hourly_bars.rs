use sea_orm::entity::prelude::*;

/// One session hour of a stock (the last of a session may be shorter); prices in 1/10,000 of
/// the currency unit.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "hourly_bars")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    /// The market's own date of the session.
    pub trading_day: Date,
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub close: i64,
    pub volume: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
