use sea_orm::entity::prelude::*;

/// A cash dividend per share, in 1/10,000 of the currency unit.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "dividends")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub stock_id: i64,
    pub ex_date: Date,
    pub amount: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
