//! Staff switch optional modules on and off at run time; every instance reads this table.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ModuleSwitches {
    Table,
    ModuleId,
    Enabled,
    ChangedBy,
    ChangedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ModuleSwitches::Table)
                    .if_not_exists()
                    .col(string_len(ModuleSwitches::ModuleId, 40).primary_key())
                    .col(boolean(ModuleSwitches::Enabled))
                    .col(big_integer_null(ModuleSwitches::ChangedBy))
                    .col(timestamp_with_time_zone(ModuleSwitches::ChangedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ModuleSwitches::Table).to_owned()).await
    }
}
