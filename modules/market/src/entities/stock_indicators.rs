use sea_orm::entity::prelude::*;

/// A stock's indicators on its latest day; price-like values in 1/10,000 units, RSI in
/// hundredths.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stock_indicators")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    pub date: Date,
    pub close: i64,
    pub sma20: Option<i64>,
    pub sma50: Option<i64>,
    pub sma200: Option<i64>,
    pub ema12: Option<i64>,
    pub ema26: Option<i64>,
    pub rsi14: Option<i32>,
    pub macd: Option<i64>,
    pub macd_signal: Option<i64>,
    pub bb_upper: Option<i64>,
    pub bb_middle: Option<i64>,
    pub bb_lower: Option<i64>,
    pub atr14: Option<i64>,
    pub high52w: i64,
    pub low52w: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
