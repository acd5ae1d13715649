use sea_orm::entity::prelude::*;

/// An event stored with the fact it reports, waiting to be relayed to its subscribers.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event_outbox")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub event: String,
    /// The event as JSON.
    #[sea_orm(column_type = "Text")]
    pub payload: String,
    pub created_at: DateTimeUtc,
    /// A relay is working on it until then; after that any relay may take it.
    pub claimed_until: Option<DateTimeUtc>,
    pub attempts: i32,
    /// Modules that must not hear it, comma-separated (the demo's history staged by the seed);
    /// None for everyone.
    pub deaf_modules: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
