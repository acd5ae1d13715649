use sea_orm::entity::prelude::*;

/// One entry of a list's history, append-only: `hash` = SHA-256 over `prev_hash` and `body`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_transactions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub list_id: i64,
    /// 1, 2, 3… within the list.
    pub seq: i64,
    /// `buy`, `sell`, `edit`, `dividends` or `comments`.
    pub kind: String,
    pub rating_id: Option<i64>,
    /// The entry as canonical JSON (sorted keys, integers only).
    pub body: String,
    pub prev_hash: String,
    pub hash: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
