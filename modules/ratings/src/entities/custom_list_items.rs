use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_custom_list_items")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub custom_list_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub rating_id: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
