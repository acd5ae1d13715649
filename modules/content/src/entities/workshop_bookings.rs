use sea_orm::entity::prelude::*;

/// A user's seat at a workshop (one per user and workshop).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_workshop_bookings")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub workshop_id: i64,
    pub user_id: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
