use sea_orm::entity::prelude::*;

/// A comment on an opinion, or a reply to one (`parent_id`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opinions_comments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub opinion_id: i64,
    pub parent_id: Option<i64>,
    pub user_id: i64,
    pub body: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
