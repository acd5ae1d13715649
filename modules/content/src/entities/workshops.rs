use sea_orm::entity::prelude::*;

/// A workshop with a number of seats.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_workshops")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub title_ar: String,
    pub title_en: String,
    pub description_ar: String,
    pub description_en: String,
    pub location_ar: String,
    pub location_en: String,
    pub starts_at: DateTimeUtc,
    pub duration_minutes: i32,
    pub seats: i32,
    /// Seats taken: changed only by a conditional update, so it never passes `seats`.
    pub booked: i32,
    pub cancelled: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
