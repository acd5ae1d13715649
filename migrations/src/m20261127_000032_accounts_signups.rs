//! Accounts: a sign-up waits here until its emailed code comes back, and only then becomes a
//! user. Registration so answers alike whether the address has an account or not: nothing about
//! it is written to `users` before the mailbox's owner answers.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_pk_auto, string_len, timestamp_with_time_zone};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AccountsSignups {
    Table,
    Id,
    Email,
    Name,
    PasswordHash,
    Language,
    Address,
    CodeHash,
    ExpiresAt,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AccountsSignups as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .col(big_pk_auto(S::Id))
                    .col(string_len(S::Email, 255).unique_key())
                    .col(string_len(S::Name, 255))
                    .col(string_len(S::PasswordHash, 255))
                    .col(string_len(S::Language, 2))
                    .col(string_len(S::Address, 64))
                    .col(string_len(S::CodeHash, 128))
                    .col(timestamp_with_time_zone(S::ExpiresAt))
                    .col(timestamp_with_time_zone(S::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("idx_accounts_signups_expires").table(S::Table).col(S::ExpiresAt).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AccountsSignups::Table).to_owned()).await
    }
}
