use sea_orm::entity::prelude::*;

/// A sign-up waiting for its emailed code; it becomes a user when the code comes back. One per
/// address: signing up again replaces it (and its code).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accounts_signups")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub email: String,
    pub name: String,
    pub password_hash: String,
    pub language: String,
    /// Where the terms were accepted from, recorded with the consents when the account is made.
    pub address: String,
    pub code_hash: String,
    pub expires_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
