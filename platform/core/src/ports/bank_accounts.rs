//! `BankAccounts`, provided by the accounts module: the bank account a user gave in their profile
//! (spec §3 "Profile"), which analysts are paid to.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::PortError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct BankAccount {
    pub bank_name: String,
    /// A Saudi IBAN, checked when the user saved it.
    pub iban: String,
    pub holder_name: String,
}

#[async_trait]
pub trait BankAccounts: Send + Sync {
    /// The user's bank account, when an IBAN is on file.
    async fn bank_account(&self, user_id: i64) -> Result<Option<BankAccount>, PortError> {
        Ok(self.bank_accounts(&[user_id]).await?.remove(&user_id))
    }

    /// The bank accounts of several users at once, by user id; users without an IBAN are absent.
    async fn bank_accounts(&self, user_ids: &[i64]) -> Result<std::collections::HashMap<i64, BankAccount>, PortError>;
}
