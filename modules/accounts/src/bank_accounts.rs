//! The `BankAccounts` port: the bank details of a user's profile.

use async_trait::async_trait;
use platform::ports::{BankAccount, BankAccounts, PortError};
use sea_orm::DatabaseConnection;

use crate::entities::profiles;

pub struct ProfileBankAccounts {
    pub db: DatabaseConnection,
}

#[async_trait]
impl BankAccounts for ProfileBankAccounts {
    async fn bank_account(&self, user_id: i64) -> Result<Option<BankAccount>, PortError> {
        let profile = profiles::of_user(&self.db, user_id).await.map_err(|e| PortError::new("bank_accounts", e))?;
        let Some(iban) = profile.iban.filter(|i| !i.trim().is_empty()) else { return Ok(None) };
        Ok(Some(BankAccount {
            bank_name: profile.bank_name.unwrap_or_default(),
            iban,
            holder_name: profile.account_holder_name.unwrap_or_default(),
        }))
    }
}
