use sea_orm::entity::prelude::*;

/// How a market's stocks moved on one day.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "market_breadth")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub market_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub date: Date,
    pub advancers: i32,
    pub decliners: i32,
    pub unchanged: i32,
    pub above_sma50: i32,
    pub above_sma200: i32,
    pub new_highs: i32,
    pub new_lows: i32,
    pub total: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
