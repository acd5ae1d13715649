//! `Consents`, provided by the content module: records that a user accepted the current version
//! of a legal document, and answers whether they have. Every "I agree" checkbox of the product
//! goes through it (sign-up, checkout, analysis request, analyst application, KYC agreement).
//!
//! A document's acceptance stays valid until staff publish a version marked `material`; then
//! the user must accept again before the next paid action or application
//! ([`crate::AppContext::require_consents`]).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::Serialize;

use super::PortError;
use crate::i18n::Message;

/// Keys of the legal documents a user can accept (the content module's keys and web paths).
pub mod documents {
    /// Terms and conditions: sign-up.
    pub const TERMS: &str = "terms";
    /// Privacy policy: sign-up.
    pub const PRIVACY_POLICY: &str = "privacy-policy";
    /// Payment terms: checkout.
    pub const PAYMENT_TERMS: &str = "payment-terms";
    /// Analyst terms: the analyst application.
    pub const TERMS_ANALYST: &str = "terms-analyst";
    /// Disclaimer: the analysis request (with the terms).
    pub const DISCLAIMER: &str = "disclaimer";
    /// Risk disclosure: the KYC risk agreement.
    pub const RISK_DISCLOSURE: &str = "risk-disclosure";

    /// Every document a user can be asked to accept.
    pub const ALL: [&str; 6] = [TERMS, PRIVACY_POLICY, PAYMENT_TERMS, TERMS_ANALYST, DISCLAIMER, RISK_DISCLOSURE];

    /// What sign-up's checkbox accepts.
    pub const SIGN_UP: [&str; 2] = [TERMS, PRIVACY_POLICY];
}

/// A recorded acceptance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Acceptance {
    pub user_id: i64,
    pub document: String,
    pub version: i32,
    pub accepted_at: DateTime<Utc>,
    pub client_address: String,
}

/// Where a user stands with one document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsentStatus {
    /// The latest accepted version is current (no material change since).
    Current { accepted_version: i32, current_version: i32 },
    /// Accepted before a material change, or never: the user must accept the current version.
    Needed { accepted_version: Option<i32>, current_version: i32 },
    /// No such document exists in this deployment: nothing to accept.
    NoDocument,
}

impl ConsentStatus {
    pub fn is_needed(self) -> bool {
        matches!(self, ConsentStatus::Needed { .. })
    }
}

#[async_trait]
pub trait Consents: Send + Sync {
    /// Records that `user_id` accepts the current version of `document` now, from
    /// `client_address`; `None` when there is no such document.
    async fn record(&self, user_id: i64, document: &str, client_address: &str) -> Result<Option<Acceptance>, PortError>;

    /// Whether the user's acceptance of `document` is current.
    async fn status(&self, user_id: i64, document: &str) -> Result<ConsentStatus, PortError>;
}

/// The 422 a call answers when a document changed materially since the user last accepted it
/// (or was never accepted): the web app shows the new text with its checkbox.
pub const CONSENT_NEEDED: Message = Message::coded(
    "CONSENT_NEEDED",
    "تم تحديث هذه الوثيقة، يرجى قراءة النسخة الجديدة والموافقة عليها",
    "This document has changed: please read the new version and accept it",
);
