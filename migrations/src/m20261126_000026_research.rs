//! Research: news articles (written by staff or imported from feeds, tagged with the stocks they
//! name) and financial research documents (a PDF in Arabic, in English, or both).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ResearchNews {
    Table,
    Id,
    /// ar | en: the language the article is written in.
    Language,
    Title,
    Summary,
    Body,
    Link,
    /// Who wrote it: the feed's name, or empty for Eva's own.
    Source,
    /// A feed item's id, unique: an article is imported once.
    Guid,
    SearchKey,
    PublishedAt,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ResearchNewsStocks {
    Table,
    NewsId,
    StockId,
}

#[derive(DeriveIden)]
enum ResearchDocuments {
    Table,
    Id,
    TitleAr,
    TitleEn,
    SummaryAr,
    SummaryEn,
    FileAr,
    FileEn,
    PagesAr,
    PagesEn,
    PublishedAt,
    CreatedBy,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ResearchDocuments as D;
        use ResearchNews as N;
        use ResearchNewsStocks as S;
        manager
            .create_table(
                Table::create()
                    .table(N::Table)
                    .if_not_exists()
                    .col(big_pk_auto(N::Id))
                    .col(string_len(N::Language, 2))
                    .col(string_len(N::Title, 300))
                    .col(text(N::Summary))
                    .col(text(N::Body))
                    .col(string_len_null(N::Link, 1000))
                    .col(string_len(N::Source, 120))
                    .col(string_len_null(N::Guid, 1000))
                    .col(text(N::SearchKey))
                    .col(timestamp_with_time_zone(N::PublishedAt))
                    .col(big_integer_null(N::CreatedBy))
                    .col(timestamp_with_time_zone(N::CreatedAt))
                    .col(timestamp_with_time_zone(N::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ux_research_news_guid").table(N::Table).col(N::Guid).unique().to_owned()).await?;
        manager
            .create_index(Index::create().name("ix_research_news_published").table(N::Table).col(N::PublishedAt).col(N::Id).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .if_not_exists()
                    .col(big_integer(S::NewsId))
                    .col(big_integer(S::StockId))
                    .primary_key(Index::create().col(S::NewsId).col(S::StockId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_research_news_stocks_stock").table(S::Table).col(S::StockId).col(S::NewsId).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(D::Table)
                    .if_not_exists()
                    .col(big_pk_auto(D::Id))
                    .col(string_len(D::TitleAr, 300))
                    .col(string_len(D::TitleEn, 300))
                    .col(text(D::SummaryAr))
                    .col(text(D::SummaryEn))
                    .col(string_len_null(D::FileAr, 300))
                    .col(string_len_null(D::FileEn, 300))
                    .col(integer_null(D::PagesAr))
                    .col(integer_null(D::PagesEn))
                    .col(timestamp_with_time_zone(D::PublishedAt))
                    .col(big_integer_null(D::CreatedBy))
                    .col(timestamp_with_time_zone(D::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_research_documents_published").table(D::Table).col(D::PublishedAt).col(D::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ResearchDocuments::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ResearchNewsStocks::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ResearchNews::Table).if_exists().to_owned()).await
    }
}
