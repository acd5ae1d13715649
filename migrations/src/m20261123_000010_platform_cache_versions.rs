//! Caches agree across processes: a version per cached topic, bumped on every change.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CacheVersions {
    Table,
    Topic,
    Version,
    ChangedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CacheVersions::Table)
                    .if_not_exists()
                    .col(string_len(CacheVersions::Topic, 80).primary_key())
                    .col(big_integer(CacheVersions::Version))
                    .col(timestamp_with_time_zone(CacheVersions::ChangedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(CacheVersions::Table).to_owned()).await
    }
}
