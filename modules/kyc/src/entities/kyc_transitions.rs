use sea_orm::entity::prelude::*;

/// One move of a verification: who, when, what.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "kyc_transitions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub record_id: i64,
    pub from_state: Option<String>,
    pub to_state: String,
    /// `user:5`, `staff:3` or `provider`.
    pub actor: String,
    /// The rejection reason, or what changed; empty otherwise.
    pub detail: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl platform::lifecycle::TransitionLog for Entity {
    const SUBJECT: &'static str = "record_id";
}
