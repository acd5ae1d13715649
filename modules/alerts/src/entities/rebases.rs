use sea_orm::entity::prelude::*;

/// A split or bonus issue the alerts of a stock are re-based by, once (`applied_at`), from its
/// ex-date.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "alerts_rebases")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub ex_date: Date,
    pub shares_after: i64,
    pub shares_before: i64,
    pub applied_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
