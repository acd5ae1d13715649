use sea_orm::entity::prelude::*;

/// Risk over the last year: annualised volatility, beta to the market's index, deepest
/// drawdown and return, in basis points (beta in hundredths).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stock_risk")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    pub date: Date,
    pub volatility_bp: i32,
    pub beta_x100: Option<i32>,
    pub max_drawdown_bp: i32,
    pub return1y_bp: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
