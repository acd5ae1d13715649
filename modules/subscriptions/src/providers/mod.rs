//! Payment providers behind one trait: the shop asks one to start a payment on its hosted page
//! and later asks it what became of it; it never sees a card number.

pub mod moyasar;
mod registry;
pub mod sandbox;
pub mod tabby;

pub use registry::{Providers, SANDBOX};

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
    pub buyer: Buyer,
    /// `ar` or `en`: the language of the provider's page.
    pub lang: &'static str,
}

/// Who pays, for providers that ask (instalments check the buyer).
#[derive(Debug, Clone, Default)]
pub struct Buyer {
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
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
    /// The provider will not take this payment (instalments not approved for this buyer).
    #[error("the provider declined the payment: {0}")]
    Declined(String),
}

#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// Stable name, stored with each payment.
    fn id(&self) -> &'static str;

    async fn start(&self, charge: &Charge) -> Result<Started, ProviderError>;

    /// Asks the provider (never the buyer's browser) what became of a payment. A payment the
    /// provider reports paid with another amount or currency than `expected_halalas` SAR is
    /// `Failed("amount_mismatch")`: nothing is granted for it.
    async fn outcome(&self, provider_ref: &str, expected_halalas: i64) -> Result<Outcome, ProviderError>;

    /// Gives the buyer `amount_halalas` back for a paid payment.
    async fn refund(&self, provider_ref: &str, amount_halalas: i64) -> Result<(), ProviderError>;

    /// Checks a webhook's authenticity and names the provider's payment it is about; the
    /// outcome is then asked with [`PaymentProvider::outcome`], never taken from the body.
    fn webhook_subject(&self, _headers: &actix_web::http::header::HeaderMap, _body: &[u8]) -> Result<String, WebhookRefused> {
        Err(WebhookRefused::NotSupported)
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WebhookRefused {
    #[error("this provider sends no webhooks")]
    NotSupported,
    #[error("the webhook's secret does not match")]
    BadSecret,
    #[error("the webhook's body is not understood: {0}")]
    Malformed(String),
}

/// Sends a request to a provider: a refusal (4xx) is `Declined`, anything else that is not a
/// success is `Unreachable`.
pub async fn send(request: reqwest::RequestBuilder, what: &str) -> Result<reqwest::Response, ProviderError> {
    let res = request.send().await.map_err(|e| ProviderError::Unreachable(e.without_url().to_string()))?;
    let status = res.status();
    if status.is_client_error() {
        return Err(ProviderError::Declined(format!("{what} answered {status}")));
    }
    if !status.is_success() {
        return Err(ProviderError::Unreachable(format!("{what} answered {status}")));
    }
    Ok(res)
}

/// Compares secrets without leaking where they differ.
pub fn same_secret(given: &str, expected: &str) -> bool {
    use subtle::ConstantTimeEq;
    !expected.is_empty() && given.len() == expected.len() && bool::from(given.as_bytes().ct_eq(expected.as_bytes()))
}

/// "449.75" → 44975; None for anything else (more than 2 decimals, signs, garbage).
pub fn halalas_of(sar: &str) -> Option<i64> {
    let (whole, frac) = sar.split_once('.').unwrap_or((sar, "0"));
    if whole.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || frac.is_empty()
        || frac.len() > 2
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let frac = if frac.len() == 1 { format!("{frac}0") } else { frac.to_owned() };
    whole.parse::<i64>().ok()?.checked_mul(100)?.checked_add(frac.parse::<i64>().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sar_strings_are_read_in_halalas() {
        assert_eq!(halalas_of("449.75"), Some(44_975));
        assert_eq!(halalas_of("449.5"), Some(44_950));
        assert_eq!(halalas_of("449"), Some(44_900));
        assert_eq!(halalas_of("1.005"), None);
        assert_eq!(halalas_of("-1.00"), None);
        assert_eq!(halalas_of("abc"), None);
    }

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("s3cret", "s3cret"));
        assert!(!same_secret("s3cre", "s3cret"));
        assert!(!same_secret("", ""));
    }
}
