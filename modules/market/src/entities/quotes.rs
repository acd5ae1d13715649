use sea_orm::entity::prelude::*;

/// The latest known price of a stock (delayed, as the exchange licence allows).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quotes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    pub price: i64,
    pub previous_close: i64,
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub volume: i64,
    pub quoted_at: DateTimeUtc,
    pub delay_minutes: i32,
    /// The provider that gave it ("demo", "csv", "http").
    pub source: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
