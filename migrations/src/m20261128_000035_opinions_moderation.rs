//! Opinions: staff moderation. An opinion staff hid keeps every field and its resolution (the
//! analyst's record counts it as it was decided) and gains when and why it was hidden; each hide
//! and restore is one row of the moderation log, never changed.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OpinionsOpinions {
    Table,
    HiddenAt,
    HiddenReason,
}

#[derive(DeriveIden)]
enum OpinionsModeration {
    Table,
    Id,
    OpinionId,
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
        use OpinionsModeration as M;
        use OpinionsOpinions as O;
        // One column per statement: SQLite alters a table one column at a time.
        manager.alter_table(Table::alter().table(O::Table).add_column(timestamp_with_time_zone_null(O::HiddenAt)).to_owned()).await?;
        manager.alter_table(Table::alter().table(O::Table).add_column(text_null(O::HiddenReason)).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(M::Table)
                    .if_not_exists()
                    .col(big_pk_auto(M::Id))
                    .col(big_integer(M::OpinionId))
                    .col(big_integer(M::ListId))
                    .col(big_integer(M::StaffId))
                    .col(string_len(M::Action, 10))
                    .col(text_null(M::Reason))
                    .col(timestamp_with_time_zone(M::At))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_opinions_moderation_opinion").table(M::Table).col(M::OpinionId).col(M::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use OpinionsOpinions as O;
        manager.drop_table(Table::drop().table(OpinionsModeration::Table).if_exists().to_owned()).await?;
        manager.alter_table(Table::alter().table(O::Table).drop_column(O::HiddenReason).to_owned()).await?;
        manager.alter_table(Table::alter().table(O::Table).drop_column(O::HiddenAt).to_owned()).await
    }
}
