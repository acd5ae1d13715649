use sea_orm::entity::prelude::*;

/// One move of an application's review: who, when, what.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysts_application_transitions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub application_id: i64,
    pub from_state: Option<String>,
    pub to_state: String,
    /// `user:5` or `staff:3`.
    pub actor: String,
    /// The rejection reason; empty otherwise.
    pub detail: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl platform::lifecycle::TransitionLog for Entity {
    const SUBJECT: &'static str = "application_id";
}
