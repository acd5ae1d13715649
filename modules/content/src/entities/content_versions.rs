use sea_orm::entity::prelude::*;

/// One saved version of a site text; version numbers start at 1 (the seeded text) per key.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_versions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub content_key: String,
    pub version: i32,
    pub title_ar: String,
    pub title_en: String,
    pub body_ar: String,
    pub body_en: String,
    /// Investors must accept this version again before their next paid action.
    pub material: bool,
    pub created_at: DateTimeUtc,
    /// The staff member who saved it; `None` for the seeded text.
    pub created_by: Option<i64>,
    /// The version this one restored, if it is a restore.
    pub restored_from: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
