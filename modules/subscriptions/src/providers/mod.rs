//! Payment providers behind one trait: the shop asks one to start a payment on its hosted page
//! and later asks it what became of it; it never sees a card number.

pub mod sandbox;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// How the buyer pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    Mada,
    ApplePay,
    Visa,
    Mastercard,
    Bnpl,
}

impl Method {
    pub const ALL: [Method; 5] = [Method::Mada, Method::ApplePay, Method::Visa, Method::Mastercard, Method::Bnpl];

    pub fn code(self) -> &'static str {
        match self {
            Method::Mada => "mada",
            Method::ApplePay => "apple_pay",
            Method::Visa => "visa",
            Method::Mastercard => "mastercard",
            Method::Bnpl => "bnpl",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.code() == code)
    }
}

/// What the provider is asked to charge.
#[derive(Debug, Clone)]
pub struct Charge {
    /// Eva's payment id, as the provider's merchant reference.
    pub payment_id: i64,
    pub amount_halalas: i64,
    pub method: Method,
    /// The path on eva where the provider sends the buyer back (eva then asks the provider what
    /// happened); a provider outside eva prefixes it with the deployment's public address.
    pub return_path: String,
}

/// A payment started on the provider's hosted page.
#[derive(Debug, Clone)]
pub struct Started {
    pub provider_ref: String,
    pub redirect_url: String,
}

/// What the provider says became of a payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Not decided yet (the buyer is still on the page, or 3-D Secure is pending).
    Pending,
    Paid,
    /// Declined or failed verification; the reason is a stable code (`card_declined`, …).
    Failed(String),
    Cancelled,
    Refunded,
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    #[error("payment provider unreachable: {0}")]
    Unreachable(String),
    #[error("unknown payment at the provider: {0}")]
    Unknown(String),
}

#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// Stable name, stored with each payment.
    fn id(&self) -> &'static str;

    async fn start(&self, charge: &Charge) -> Result<Started, ProviderError>;

    /// Asks the provider (never the buyer's browser) what became of a payment.
    async fn outcome(&self, provider_ref: &str) -> Result<Outcome, ProviderError>;
}
