use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sectors")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub name_ar: String,
    #[sea_orm(unique)]
    pub name_en: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
