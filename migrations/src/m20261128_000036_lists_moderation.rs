//! Analysts' lists: staff moderation. A list staff hid keeps its content and its record, stops
//! being sold and found, and gains when and why it was hidden; each hide and restore is one row
//! of the lists' moderation log, never changed.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AnalystsLists {
    Table,
    HiddenAt,
    HiddenReason,
}

#[derive(DeriveIden)]
enum AnalystsListsModeration {
    Table,
    Id,
    ListId,
    StaffId,
    /// hide | restore
    Action,
    Reason,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalystsLists as L;
        use AnalystsListsModeration as M;
        // One column per statement: SQLite alters a table one column at a time.
        manager.alter_table(Table::alter().table(L::Table).add_column(timestamp_with_time_zone_null(L::HiddenAt)).to_owned()).await?;
        manager.alter_table(Table::alter().table(L::Table).add_column(text_null(L::HiddenReason)).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(M::Table)
                    .if_not_exists()
                    .col(big_pk_auto(M::Id))
                    .col(big_integer(M::ListId))
                    .col(big_integer(M::StaffId))
                    .col(string_len(M::Action, 10))
                    .col(text_null(M::Reason))
                    .col(timestamp_with_time_zone(M::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_analysts_lists_moderation_list").table(M::Table).col(M::ListId).col(M::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalystsLists as L;
        manager.drop_table(Table::drop().table(AnalystsListsModeration::Table).if_exists().to_owned()).await?;
        manager.alter_table(Table::alter().table(L::Table).drop_column(L::HiddenReason).to_owned()).await?;
        manager.alter_table(Table::alter().table(L::Table).drop_column(L::HiddenAt).to_owned()).await
    }
}
