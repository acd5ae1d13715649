use sea_orm::entity::prelude::*;

/// One trading day of an index; prices in 1/10,000 of the currency unit.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "index_bars")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub index_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub date: Date,
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub close: i64,
    pub volume: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
