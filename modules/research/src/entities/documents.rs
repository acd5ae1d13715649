use sea_orm::entity::prelude::*;

/// A financial research document: its PDF in Arabic, in English, or both (storage keys).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "research_documents")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub title_ar: String,
    pub title_en: String,
    pub summary_ar: String,
    pub summary_en: String,
    pub file_ar: Option<String>,
    pub file_en: Option<String>,
    pub pages_ar: Option<i32>,
    pub pages_en: Option<i32>,
    pub published_at: DateTimeUtc,
    pub created_by: Option<i64>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
