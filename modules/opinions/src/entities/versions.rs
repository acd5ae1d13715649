use sea_orm::entity::prelude::*;

/// A version an edit replaced, kept as it was shown: written once, never updated.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opinions_versions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub opinion_id: i64,
    pub version: i32,
    /// The version's terms as JSON ([`crate::versions::OpinionSnapshot`]).
    pub snapshot: String,
    pub published_at: DateTimeUtc,
    pub replaced_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
