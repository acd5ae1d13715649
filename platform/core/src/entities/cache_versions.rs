use sea_orm::entity::prelude::*;

/// How many times each cached thing has changed; every process compares it with what it cached.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "cache_versions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub topic: String,
    pub version: i64,
    pub changed_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
