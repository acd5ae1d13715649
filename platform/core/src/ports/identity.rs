//! `Identity`, provided by the kyc module: has this user passed identity verification.
//! (Whether a phone is on file is the platform's own `users` data, read by `PhoneOnFile`.)

use async_trait::async_trait;

use super::PortError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KycState {
    Verified,
    /// Not verified yet (never started, in review, or rejected).
    Needed,
}

#[async_trait]
pub trait Identity: Send + Sync {
    async fn kyc(&self, user_id: i64) -> Result<KycState, PortError>;
}
