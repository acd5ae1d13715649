//! `Checkout`, provided by the subscriptions module: the one checkout other modules sell through
//! (the chat's plans at `/api/chat/plans` and `/api/chat/subscribe`, the stock-analysis packages
//! at `/api/stock-analysis/plan/{id}` and `/api/stock-analysis/subscribe`). Prices, coupons, VAT,
//! providers and consents stay in one place.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{Feature, PortError};
use crate::{ApiResult, AppContext};

/// What the buyer sends to start paying (the fields of `POST /api/subscribe`).
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
pub struct CheckoutRequest {
    pub plan_id: Option<i64>,
    /// mada, apple_pay, visa, mastercard or bnpl.
    pub method: Option<String>,
    pub coupon: Option<String>,
    /// A fresh key per payment attempt: sending the same one again returns the same payment.
    pub idempotency_key: Option<String>,
    /// The payment terms checkbox; must be true.
    pub accept_terms: Option<bool>,
}

crate::text_enum! {
    /// Where a payment stands: initiated → pending → paid | failed | cancelled, and refunded.
    /// Stored as its text in `subscriptions_payments.status`.
    pub enum PaymentStatus {
        /// Recorded, before the provider's page opened.
        Initiated = "initiated",
        /// The provider's page is open: the buyer is paying.
        Pending = "pending",
        Paid = "paid",
        Failed = "failed",
        /// The buyer left the provider's page.
        Cancelled = "cancelled",
        Refunded = "refunded",
    }
}

impl PaymentStatus {
    /// States a payment can still leave for an outcome.
    pub const OPEN: [PaymentStatus; 2] = [PaymentStatus::Initiated, PaymentStatus::Pending];

    pub fn is_open(self) -> bool {
        Self::OPEN.contains(&self)
    }
}

/// A payment started (or found again by its attempt key).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CheckoutStarted {
    pub payment_id: i64,
    pub status: PaymentStatus,
    /// The provider's hosted page: the browser goes there to pay.
    pub redirect_url: Option<String>,
    /// False when the attempt key had already started this payment.
    #[serde(skip)]
    pub created: bool,
}

/// The caller passes its `AppContext`: a checkout publishes events and records consents through
/// the context the request runs in.
#[async_trait]
pub trait Checkout: Send + Sync {
    /// The packages on sale that give `feature`, with their plans and prices, in the request's
    /// language (the shape of `GET /api/all-packages`' items).
    async fn offers(&self, ctx: &AppContext, feature: Feature) -> Result<Vec<serde_json::Value>, PortError>;

    /// Starts paying for a plan that gives `feature`: the same validation, messages (422) and
    /// recorded consent as `POST /api/subscribe`; a plan of another feature is refused (422).
    async fn begin(
        &self,
        ctx: &AppContext,
        user_id: i64,
        feature: Feature,
        request: &CheckoutRequest,
        client_address: &str,
    ) -> ApiResult<CheckoutStarted>;
}

#[cfg(test)]
mod tests {
    use super::PaymentStatus;

    #[test]
    fn a_payment_status_is_sent_as_it_is_stored() {
        for s in PaymentStatus::ALL {
            assert_eq!(serde_json::to_value(s).ok(), Some(serde_json::Value::from(s.as_str())));
            assert_eq!(PaymentStatus::parse(s.as_str()), Some(*s));
        }
    }
}
