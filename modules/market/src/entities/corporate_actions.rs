use sea_orm::entity::prelude::*;

/// A split or bonus issue: from `ex_date`, every `shares_before` shares are `shares_after`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "market_corporate_actions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub stock_id: i64,
    pub ex_date: Date,
    /// `split` or `bonus`.
    pub kind: String,
    pub shares_after: i64,
    pub shares_before: i64,
    pub imported_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
