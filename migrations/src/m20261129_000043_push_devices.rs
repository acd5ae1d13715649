//! Web Push (issue 39): the devices each user turned notifications on for, a per-kind push
//! choice, and a record per notification and device so a retried delivery pushes nothing twice.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum NotificationsPreferences {
    Table,
    Push,
}

#[derive(DeriveIden)]
enum NotificationsNotifications {
    Table,
    Pushed,
}

#[derive(DeriveIden)]
enum NotificationsPushDevices {
    Table,
    Id,
    UserId,
    Endpoint,
    P256dh,
    Auth,
    CreatedAt,
    LastPushedAt,
}

#[derive(DeriveIden)]
enum NotificationsPushDeliveries {
    Table,
    NotificationId,
    DeviceId,
    ClaimedAt,
    SentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use NotificationsPushDeliveries as D;
        use NotificationsPushDevices as P;
        // One column per statement: SQLite alters one thing at a time.
        manager
            .alter_table(
                Table::alter()
                    .table(NotificationsPreferences::Table)
                    .add_column(boolean(NotificationsPreferences::Push).default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(NotificationsNotifications::Table)
                    .add_column(boolean(NotificationsNotifications::Pushed).default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .if_not_exists()
                    .col(big_pk_auto(P::Id))
                    .col(big_integer(P::UserId))
                    // The push service's address for one browser: a capability, unique to it.
                    .col(text(P::Endpoint).unique_key())
                    .col(string_len(P::P256dh, 100))
                    .col(string_len(P::Auth, 40))
                    .col(timestamp_with_time_zone(P::CreatedAt))
                    .col(timestamp_with_time_zone_null(P::LastPushedAt))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_push_devices_user").table(P::Table).col(P::UserId).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(D::Table)
                    .if_not_exists()
                    .col(big_integer(D::NotificationId))
                    .col(big_integer(D::DeviceId))
                    .col(timestamp_with_time_zone(D::ClaimedAt))
                    .col(timestamp_with_time_zone_null(D::SentAt))
                    .primary_key(Index::create().col(D::NotificationId).col(D::DeviceId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(NotificationsPushDeliveries::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(NotificationsPushDevices::Table).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(NotificationsNotifications::Table).drop_column(NotificationsNotifications::Pushed).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(NotificationsPreferences::Table).drop_column(NotificationsPreferences::Push).to_owned())
            .await
    }
}
