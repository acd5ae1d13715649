use sea_orm::entity::prelude::*;

/// A visitor's message about the site, or a client's testimonial (shown once staff approve it).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_feedback")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// site | testimonial.
    pub kind: String,
    pub user_id: Option<i64>,
    pub name: String,
    pub email: String,
    pub message: String,
    /// 1–5, testimonials only.
    pub rating: Option<i16>,
    /// new | read | approved | rejected.
    pub status: String,
    pub client_address: String,
    pub reviewed_by: Option<i64>,
    pub reviewed_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
