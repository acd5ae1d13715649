use sea_orm::entity::prelude::*;

/// One request to the identity provider: the number shown to the user to pick in the provider's
/// app, and what became of it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "kyc_identity_checks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub identity_hash: String,
    /// The identity number, sealed: the provider's status call needs it.
    pub identity_sealed: String,
    /// The provider's transaction id.
    pub trans_id: String,
    /// The number the user confirms in the provider's app.
    pub random: String,
    /// waiting, completed, rejected or expired.
    pub status: String,
    pub expires_at: DateTimeUtc,
    pub polled_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub completed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
