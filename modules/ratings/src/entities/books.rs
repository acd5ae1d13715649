use sea_orm::entity::prelude::*;

/// A list's book: its cash and the head of its hash-chained history. Every change to the list
/// updates this row first, which serialises the list's writers on both databases.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ratings_books")]
pub struct Model {
    /// The analysts module's list id.
    #[sea_orm(primary_key, auto_increment = false)]
    pub list_id: i64,
    pub analyst_id: i64,
    /// 1 TASI, 2 NOMU, 3 US.
    pub market_id: i32,
    /// In price units of the list's currency (1/10,000).
    pub cash: i64,
    /// How many history entries the list has.
    pub seq: i64,
    /// The hash of the newest history entry (64 zeros before the first).
    pub head_hash: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
