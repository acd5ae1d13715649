use sea_orm::entity::prelude::*;

/// A stock's place in one strategy's ranking, as last computed, with the factors behind it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reports_scores")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub strategy: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    pub market_id: i32,
    /// 0–10000 (a score of 0–100 × 100).
    pub score_x100: i32,
    /// 1 for the best within its market and strategy.
    pub rank: i32,
    /// The stock's Shariah verdict when ranked: None when nobody assessed it.
    #[sea_orm(column_name = "shariah")]
    pub shariah_compliant: Option<bool>,
    /// Each factor's value and percentile, JSON.
    pub factors: String,
    /// The close the figures were computed on.
    pub as_of: Date,
    pub computed_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
