//! Notifications: one row per notice delivered to a user (the feed, and the record that makes a
//! retried delivery a no-op), and each user's choices per kind.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum NotificationsNotifications {
    Table,
    Id,
    UserId,
    Kind,
    /// What caused it (the event's delivery id): with the user, unique.
    SourceKey,
    Title,
    Body,
    Link,
    /// False when the user turned the kind off in the app (kept so a retry stays a no-op).
    InApp,
    Emailed,
    ReadAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum NotificationsPreferences {
    Table,
    UserId,
    Kind,
    InApp,
    Email,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use NotificationsNotifications as N;
        use NotificationsPreferences as P;
        manager
            .create_table(
                Table::create()
                    .table(N::Table)
                    .if_not_exists()
                    .col(big_pk_auto(N::Id))
                    .col(big_integer(N::UserId))
                    .col(string_len(N::Kind, 40))
                    .col(string_len(N::SourceKey, 80))
                    .col(string_len(N::Title, 300))
                    .col(text(N::Body))
                    .col(string_len_null(N::Link, 300))
                    .col(boolean(N::InApp))
                    .col(boolean(N::Emailed))
                    .col(timestamp_with_time_zone_null(N::ReadAt))
                    .col(timestamp_with_time_zone(N::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_notifications_notifications_source")
                    .table(N::Table)
                    .col(N::UserId)
                    .col(N::SourceKey)
                    .unique()
                    .to_owned(),
            )
            .await?;
        // The feed: a user's notices, newest first (keyset on id).
        manager
            .create_index(
                Index::create()
                    .name("ix_notifications_notifications_feed")
                    .table(N::Table)
                    .col(N::UserId)
                    .col(N::InApp)
                    .col(N::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_notifications_notifications_unread")
                    .table(N::Table)
                    .col(N::UserId)
                    .col(N::InApp)
                    .col(N::ReadAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .if_not_exists()
                    .col(big_integer(P::UserId))
                    .col(string_len(P::Kind, 40))
                    .col(boolean(P::InApp))
                    .col(boolean(P::Email))
                    .col(timestamp_with_time_zone(P::UpdatedAt))
                    .primary_key(Index::create().col(P::UserId).col(P::Kind))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(NotificationsPreferences::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(NotificationsNotifications::Table).if_exists().to_owned()).await
    }
}
