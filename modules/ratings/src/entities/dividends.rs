use sea_orm::entity::prelude::*;

/// A dividend credited to a rating, once per ex-date.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_dividends")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub rating_id: i64,
    pub list_id: i64,
    pub stock_id: i64,
    pub ex_date: Date,
    /// Shares held on the eve of the ex-date.
    pub shares: i64,
    pub per_share: i64,
    pub amount: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
