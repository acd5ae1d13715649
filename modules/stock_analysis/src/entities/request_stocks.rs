use sea_orm::entity::prelude::*;

/// One stock of a request, with the client's own position in it when they hold it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysis_request_stocks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub request_id: i64,
    pub stock_id: i64,
    pub owns_stock: bool,
    /// Price units, when held.
    pub average_price: Option<i64>,
    pub quantity: Option<i64>,
    /// Share of the client's portfolio in basis points, when held.
    pub portfolio_bp: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
