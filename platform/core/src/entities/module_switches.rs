use sea_orm::entity::prelude::*;

/// A staff member's choice for one optional module; absent means its default (on).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "module_switches")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub module_id: String,
    pub enabled: bool,
    pub changed_by: Option<i64>,
    pub changed_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
