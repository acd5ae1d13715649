use sea_orm::entity::prelude::*;

/// A comment on a rating, or a market-state post on a list.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_comments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub list_id: i64,
    /// The rating a comment is on; None for a market-state post.
    pub rating_id: Option<i64>,
    pub user_id: i64,
    /// `rating` or `state`.
    pub kind: String,
    pub body: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

pub mod kind {
    pub const RATING: &str = "rating";
    pub const STATE: &str = "state";
}
