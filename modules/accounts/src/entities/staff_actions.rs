use sea_orm::entity::prelude::*;

/// One staff action on an account (disabled, enabled, verification resent, reset link sent, role
/// changed), with who did it: written once, never changed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accounts_staff_actions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub staff_id: i64,
    /// One of [`action`].
    pub action: String,
    /// The reason of a disabling, or `from→to` of a role change; empty otherwise.
    #[sea_orm(column_type = "Text")]
    pub detail: String,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

pub mod action {
    pub const DISABLE: &str = "disable";
    pub const ENABLE: &str = "enable";
    pub const RESEND_VERIFICATION: &str = "resend_verification";
    pub const RESET_PASSWORD: &str = "reset_password";
    pub const ROLE: &str = "role";
}
