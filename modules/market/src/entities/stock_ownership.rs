use sea_orm::entity::prelude::*;

/// Who holds a stock, in basis points of shares outstanding (4900 = 49%).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "stock_ownership")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub stock_id: i64,
    pub foreign_bp: i32,
    pub institutional_bp: i32,
    pub government_bp: i32,
    pub free_float_bp: i32,
    pub as_of: Date,
    pub is_demo: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
