//! Content: site texts by key (legal pages, contact numbers) and the FAQ, in both languages.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Contents {
    Table,
    Key,
    TitleAr,
    TitleEn,
    BodyAr,
    BodyEn,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Faqs {
    Table,
    Id,
    Position,
    QuestionAr,
    QuestionEn,
    AnswerAr,
    AnswerEn,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Contents::Table)
                    .col(string_len(Contents::Key, 60).primary_key())
                    .col(string(Contents::TitleAr))
                    .col(string(Contents::TitleEn))
                    .col(text(Contents::BodyAr))
                    .col(text(Contents::BodyEn))
                    .col(timestamp_with_time_zone(Contents::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Faqs::Table)
                    .col(big_pk_auto(Faqs::Id))
                    .col(integer(Faqs::Position))
                    .col(text(Faqs::QuestionAr))
                    .col(text(Faqs::QuestionEn))
                    .col(text(Faqs::AnswerAr))
                    .col(text(Faqs::AnswerEn))
                    .to_owned(),
            )
            .await
    }
}
