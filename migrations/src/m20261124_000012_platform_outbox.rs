//! The event outbox: an event is written in the same transaction as the fact it reports, and
//! relayed to its subscribers' queues after the commit (or by the sweeper after a crash).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EventOutbox {
    Table,
    Id,
    Event,
    Payload,
    CreatedAt,
    ClaimedUntil,
    Attempts,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(EventOutbox::Table)
                    .if_not_exists()
                    .col(big_pk_auto(EventOutbox::Id))
                    .col(string_len(EventOutbox::Event, 80))
                    .col(text(EventOutbox::Payload))
                    .col(timestamp_with_time_zone(EventOutbox::CreatedAt))
                    .col(timestamp_with_time_zone_null(EventOutbox::ClaimedUntil))
                    .col(integer(EventOutbox::Attempts).default(0))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(EventOutbox::Table).to_owned()).await
    }
}
