use sea_orm::entity::prelude::*;

/// A payment on the built-in sandbox gateway (its own records, as an outside gateway keeps them).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_sandbox_sessions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The gateway's id for the payment, shown in its page's address.
    pub reference: String,
    /// Eva's payment id.
    pub merchant_reference: String,
    pub amount_halalas: i64,
    pub method: String,
    /// `initiated`, `paid`, `failed`, `cancelled`, `refunded`.
    pub status: String,
    pub failure: Option<String>,
    pub card_last4: Option<String>,
    pub awaiting_otp: bool,
    pub return_url: String,
    /// The buyer's language: the page speaks it.
    pub lang: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
