//! The `Identity` port: a user is verified when their KYC record is.

use crate::state::KycStatus;
use async_trait::async_trait;
use platform::ports::{Identity, KycState, PortError};
use sea_orm::DatabaseConnection;

use crate::state;

pub struct KycIdentity {
    pub db: DatabaseConnection,
}

#[async_trait]
impl Identity for KycIdentity {
    async fn kyc(&self, user_id: i64) -> Result<KycState, PortError> {
        let record = state::of_user(&self.db, user_id).await.map_err(|e| PortError::new("kyc", e))?;
        Ok(if record.is_some_and(|r| r.status == KycStatus::Verified) { KycState::Verified } else { KycState::Needed })
    }
}
