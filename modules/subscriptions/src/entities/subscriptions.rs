use sea_orm::entity::prelude::*;

/// A period during which a user holds what a package grants.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_subscriptions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub package_id: i64,
    pub plan_id: Option<i64>,
    pub payment_id: Option<i64>,
    pub product: String,
    pub product_ref: Option<i64>,
    pub grants: String,
    /// `paid`, `bonus` (the free reports that come with a plan), `trial`.
    pub source: String,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    /// Set by the expiry run once the end has passed.
    pub ended_at: Option<DateTimeUtc>,
    pub reminded_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
