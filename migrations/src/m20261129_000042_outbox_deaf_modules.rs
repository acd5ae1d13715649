//! An event staged in the outbox keeps the modules that must not hear it (the demo seed's
//! history is not news to notifications), so the relay that sends it, whichever process runs it,
//! leaves them out: the workers' sweep used to send history to everyone when it came first.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EventOutbox {
    Table,
    DeafModules,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(EventOutbox::Table).add_column(text_null(EventOutbox::DeafModules)).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(EventOutbox::Table).drop_column(EventOutbox::DeafModules).to_owned()).await
    }
}
