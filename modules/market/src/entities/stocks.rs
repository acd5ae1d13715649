use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stocks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub symbol: String,
    pub market_id: i32,
    pub sector_id: Option<i32>,
    pub name_ar: String,
    pub name_en: String,
    /// Symbol and names normalised for search (see `crate::search::normalize`).
    pub search_key: String,
    /// None when not assessed.
    pub shariah_compliant: Option<bool>,
    pub shares_outstanding: i64,
    /// Prices generated for the demo, not from a market.
    pub is_demo: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
