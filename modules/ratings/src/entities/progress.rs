use sea_orm::entity::prelude::*;

/// Up to which market day fills and dividends have been applied, per market.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_progress")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub market_id: i32,
    pub handled_through: Date,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
