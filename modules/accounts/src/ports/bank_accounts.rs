//! The `BankAccounts` port: the bank details of users' profiles.

use std::collections::HashMap;

use async_trait::async_trait;
use platform::ports::{BankAccount, BankAccounts, PortError};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::entities::profiles;

pub struct ProfileBankAccounts {
    pub db: DatabaseConnection,
}

#[async_trait]
impl BankAccounts for ProfileBankAccounts {
    async fn bank_accounts(&self, user_ids: &[i64]) -> Result<HashMap<i64, BankAccount>, PortError> {
        let rows = profiles::Entity::find()
            .filter(profiles::Column::UserId.is_in(user_ids.iter().copied()))
            .all(&self.db)
            .await
            .map_err(|e| PortError::new("bank_accounts", e))?;
        Ok(rows
            .into_iter()
            .filter_map(|profile| {
                let iban = profile.iban.filter(|i| !i.trim().is_empty())?;
                let account = BankAccount {
                    bank_name: profile.bank_name.unwrap_or_default(),
                    iban,
                    holder_name: profile.account_holder_name.unwrap_or_default(),
                };
                Some((profile.user_id, account))
            })
            .collect())
    }
}
