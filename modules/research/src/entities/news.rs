use sea_orm::entity::prelude::*;

/// A news article, in one language: written by staff, or imported from a feed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "research_news")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// ar | en.
    pub language: String,
    pub title: String,
    pub summary: String,
    pub body: String,
    /// The original article, for imported ones.
    pub link: Option<String>,
    /// The feed's name; empty for Eva's own articles.
    pub source: String,
    /// A feed item's id: an item is imported once.
    pub guid: Option<String>,
    /// Title, summary and body in the platform's search form.
    pub search_key: String,
    pub published_at: DateTimeUtc,
    pub created_by: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
