use sea_orm::entity::prelude::*;

/// A stock an article names.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "research_news_stocks")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub news_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
