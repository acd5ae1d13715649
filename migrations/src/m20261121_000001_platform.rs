//! Platform tables: users and their sessions (shared by every module), throttling, schedule
//! locks and the email delivery log.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Name,
    Email,
    PasswordHash,
    Phone,
    Language,
    Role,
    AvatarPath,
    About,
    BankName,
    Iban,
    AccountHolderName,
    EmailVerifiedAt,
    HasNotification,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Sessions {
    Table,
    Id,
    UserId,
    TokenHash,
    CreatedAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum ThrottleEvents {
    Table,
    Id,
    Key,
    At,
}

#[derive(DeriveIden)]
enum ScheduleRuns {
    Table,
    Name,
    Tick,
    RanAt,
}

#[derive(DeriveIden)]
enum EmailDeliveries {
    Table,
    Key,
    SentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .col(big_pk_auto(Users::Id))
                    .col(string_len(Users::Name, 120))
                    .col(string_len_uniq(Users::Email, 254))
                    .col(string(Users::PasswordHash))
                    .col(string_len_null(Users::Phone, 20))
                    .col(string_len(Users::Language, 2).default("ar"))
                    .col(string_len(Users::Role, 16).default("subscriber"))
                    .col(string_null(Users::AvatarPath))
                    .col(text_null(Users::About))
                    .col(string_len_null(Users::BankName, 120))
                    .col(string_len_null(Users::Iban, 34))
                    .col(string_len_null(Users::AccountHolderName, 120))
                    .col(timestamp_with_time_zone_null(Users::EmailVerifiedAt))
                    .col(boolean(Users::HasNotification).default(false))
                    .col(timestamp_with_time_zone(Users::CreatedAt))
                    .col(timestamp_with_time_zone(Users::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Sessions::Table)
                    .col(big_pk_auto(Sessions::Id))
                    .col(big_integer(Sessions::UserId))
                    .col(string_len_uniq(Sessions::TokenHash, 64))
                    .col(timestamp_with_time_zone(Sessions::CreatedAt))
                    .col(timestamp_with_time_zone(Sessions::ExpiresAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Sessions::Table, Sessions::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("idx_sessions_user").table(Sessions::Table).col(Sessions::UserId).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(ThrottleEvents::Table)
                    .col(big_pk_auto(ThrottleEvents::Id))
                    .col(string_len(ThrottleEvents::Key, 200))
                    .col(big_integer(ThrottleEvents::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_throttle_key_at")
                    .table(ThrottleEvents::Table)
                    .col(ThrottleEvents::Key)
                    .col(ThrottleEvents::At)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ScheduleRuns::Table)
                    .col(string_len(ScheduleRuns::Name, 100))
                    .col(big_integer(ScheduleRuns::Tick))
                    .col(timestamp_with_time_zone(ScheduleRuns::RanAt))
                    .primary_key(Index::create().col(ScheduleRuns::Name).col(ScheduleRuns::Tick))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(EmailDeliveries::Table)
                    .col(string_len(EmailDeliveries::Key, 100).primary_key())
                    .col(timestamp_with_time_zone(EmailDeliveries::SentAt))
                    .to_owned(),
            )
            .await
    }
}
