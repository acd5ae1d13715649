use sea_orm::entity::prelude::*;

/// One change of a payment's status: who, when, what.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_payment_transitions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub payment_id: i64,
    pub from_state: Option<String>,
    pub to_state: String,
    /// `user:5`, `provider:sandbox`, `webhook:moyasar`, `staff:3`, `system`.
    pub actor: String,
    pub detail: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl platform::lifecycle::TransitionLog for Entity {
    const SUBJECT: &'static str = "payment_id";
}
