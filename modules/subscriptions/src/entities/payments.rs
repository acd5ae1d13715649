use platform::ports::PaymentStatus;
use sea_orm::entity::prelude::*;

/// One attempt to pay for a plan. What was bought and its price are copied here, so later
/// catalogue changes never alter a payment (the analysts' statement reads these amounts).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_payments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub plan_id: i64,
    pub package_id: i64,
    pub product: String,
    pub product_ref: Option<i64>,
    /// The analyst paid for this list, copied from the package.
    pub owner_id: Option<i64>,
    pub plan_type: String,
    pub duration_days: Option<i32>,
    pub coupon_id: Option<i64>,
    pub idempotency_key: String,
    pub provider: String,
    pub method: String,
    pub status: PaymentStatus,
    pub list_halalas: i64,
    pub discount_halalas: i64,
    pub total_halalas: i64,
    pub vat_halalas: i64,
    pub net_halalas: i64,
    /// What remained of the lower packages this one upgrades, taken off the price.
    pub credit_halalas: i64,
    /// The subscriptions it upgrades (comma-separated ids): they end when it is paid.
    pub replaces: Option<String>,
    pub provider_ref: Option<String>,
    pub redirect_url: Option<String>,
    pub failure_reason: Option<String>,
    pub subscription_id: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub paid_at: Option<DateTimeUtc>,
    /// Random, in the address the provider sends the buyer back to (`/return/{token}`); none on
    /// payments made before it existed.
    pub return_token: Option<String>,
    /// What went back to the buyer (the whole total, or part of it), VAT included; 0 until then.
    pub refunded_halalas: i64,
    /// Why staff refunded it, as they wrote it.
    pub refund_reason: Option<String>,
    pub refunded_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
