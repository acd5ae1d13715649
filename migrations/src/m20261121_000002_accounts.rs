//! Accounts: email verification codes and password-reset tokens (hashes only).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum EmailVerifications {
    Table,
    Id,
    UserId,
    CodeHash,
    ExpiresAt,
    UsedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PasswordResets {
    Table,
    Id,
    UserId,
    TokenHash,
    ExpiresAt,
    UsedAt,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(EmailVerifications::Table)
                    .col(big_pk_auto(EmailVerifications::Id))
                    .col(big_integer(EmailVerifications::UserId))
                    .col(string_len(EmailVerifications::CodeHash, 64))
                    .col(timestamp_with_time_zone(EmailVerifications::ExpiresAt))
                    .col(timestamp_with_time_zone_null(EmailVerifications::UsedAt))
                    .col(timestamp_with_time_zone(EmailVerifications::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(EmailVerifications::Table, EmailVerifications::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_email_verifications_user")
                    .table(EmailVerifications::Table)
                    .col(EmailVerifications::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PasswordResets::Table)
                    .col(big_pk_auto(PasswordResets::Id))
                    .col(big_integer(PasswordResets::UserId))
                    .col(string_len_uniq(PasswordResets::TokenHash, 64))
                    .col(timestamp_with_time_zone(PasswordResets::ExpiresAt))
                    .col(timestamp_with_time_zone_null(PasswordResets::UsedAt))
                    .col(timestamp_with_time_zone(PasswordResets::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PasswordResets::Table, PasswordResets::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }
}
