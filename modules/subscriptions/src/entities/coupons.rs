use sea_orm::entity::prelude::*;

/// A discount code: a percentage or a fixed amount, within a window and redemption limits.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_coupons")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// Upper case.
    pub code: String,
    /// `percent` or `fixed`.
    pub kind: String,
    /// Percent (1–100) or halalas.
    pub value: i64,
    pub starts_at: Option<DateTimeUtc>,
    pub ends_at: Option<DateTimeUtc>,
    pub max_redemptions: Option<i32>,
    pub per_user_limit: Option<i32>,
    /// Redemptions held by payments that are not failed or cancelled.
    pub redeemed: i32,
    /// Comma-separated products it applies to; none means every product.
    pub products: Option<String>,
    pub active: bool,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
