use sea_orm::entity::prelude::*;

/// The attempts counted under one throttle key (a login, a code, an email sent on request).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "throttle_slots")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    /// Unix seconds of the window's first attempt.
    pub window_start: i64,
    /// Attempts taken in the window.
    pub attempts: i64,
    /// Unix seconds before which the next attempt is refused (a growing wait).
    pub not_before: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
