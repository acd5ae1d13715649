use sea_orm::entity::prelude::*;

/// The current version of a site text by key, in both languages; its history is in
/// `content_versions`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "contents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    pub title_ar: String,
    pub title_en: String,
    /// Sanitised HTML (documents) or a bare value (contact numbers).
    pub body_ar: String,
    pub body_en: String,
    pub updated_at: DateTimeUtc,
    /// The number of the current version.
    pub version: i32,
    /// The staff member who saved the current version; `None` for the seeded text.
    pub updated_by: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
