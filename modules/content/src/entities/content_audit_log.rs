use sea_orm::entity::prelude::*;

/// One staff edit of site content or the FAQ: who, what, when, and the details (JSON).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub actor_id: Option<i64>,
    pub action: String,
    pub target: String,
    pub details: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
