//! Eva Chat: conversations, each question with its answer (written by a worker as it streams),
//! the questions spent per user and Riyadh day, and the one trial of each account.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ChatConversations {
    Table,
    Id,
    UserId,
    StockId,
    CreatedAt,
    LastAt,
}

#[derive(DeriveIden)]
enum ChatMessages {
    Table,
    Id,
    ConversationId,
    UserId,
    QuestionId,
    Question,
    StockId,
    CompareStockId,
    Interval,
    Term,
    Lang,
    Status,
    Answer,
    Source,
    FailureReason,
    SpentOn,
    Refunded,
    DataAsOf,
    Prompt,
    CreatedAt,
    AnsweredAt,
}

#[derive(DeriveIden)]
enum ChatUsage {
    Table,
    UserId,
    Day,
    Used,
}

#[derive(DeriveIden)]
enum ChatTrials {
    Table,
    UserId,
    StartedAt,
    EndsAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ChatConversations as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(string_len(C::Id, 36).primary_key())
                    .col(big_integer(C::UserId))
                    .col(big_integer(C::StockId))
                    .col(timestamp_with_time_zone(C::CreatedAt))
                    .col(timestamp_with_time_zone(C::LastAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_chat_conversations_user").table(C::Table).col(C::UserId).col(C::LastAt).to_owned())
            .await?;
        use ChatMessages as M;
        manager
            .create_table(
                Table::create()
                    .table(M::Table)
                    .if_not_exists()
                    .col(big_pk_auto(M::Id))
                    .col(string_len(M::ConversationId, 36))
                    .col(big_integer(M::UserId))
                    .col(integer_null(M::QuestionId))
                    .col(text(M::Question))
                    .col(big_integer(M::StockId))
                    .col(big_integer_null(M::CompareStockId))
                    .col(string_len_null(M::Interval, 8))
                    .col(string_len_null(M::Term, 8))
                    .col(string_len(M::Lang, 2))
                    .col(string_len(M::Status, 10))
                    .col(text(M::Answer))
                    .col(string_len_null(M::Source, 10))
                    .col(string_len_null(M::FailureReason, 16))
                    // The Riyadh day whose count it was added to (the free balance or the fair-use ceiling).
                    .col(date_null(M::SpentOn))
                    .col(boolean(M::Refunded))
                    .col(timestamp_with_time_zone_null(M::DataAsOf))
                    // Exactly what was sent to the model, for audit.
                    .col(text(M::Prompt))
                    .col(timestamp_with_time_zone(M::CreatedAt))
                    .col(timestamp_with_time_zone_null(M::AnsweredAt))
                    .foreign_key(ForeignKey::create().from(M::Table, M::ConversationId).to(C::Table, C::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_chat_messages_conversation").table(M::Table).col(M::ConversationId).col(M::Id).to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_chat_messages_user_day").table(M::Table).col(M::UserId).col(M::CreatedAt).to_owned())
            .await?;
        use ChatUsage as U;
        manager
            .create_table(
                Table::create()
                    .table(U::Table)
                    .if_not_exists()
                    .col(big_integer(U::UserId))
                    .col(date(U::Day))
                    .col(integer(U::Used))
                    .primary_key(Index::create().col(U::UserId).col(U::Day))
                    .to_owned(),
            )
            .await?;
        use ChatTrials as T;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .if_not_exists()
                    .col(big_integer(T::UserId).primary_key())
                    .col(timestamp_with_time_zone(T::StartedAt))
                    .col(timestamp_with_time_zone(T::EndsAt))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            ChatTrials::Table.into_iden(),
            ChatUsage::Table.into_iden(),
            ChatMessages::Table.into_iden(),
            ChatConversations::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).if_exists().to_owned()).await?;
        }
        Ok(())
    }
}
