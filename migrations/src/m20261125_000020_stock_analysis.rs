//! Stock analysis on request: the client's request (who, which package, which analysis, its
//! analyst and its 72-hour clock), each stock of it with the client's own position, every payment
//! attempt made for it, and the document of each stock (the draft, then the approved one).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AnalysisRequests {
    Table,
    Id,
    UserId,
    PackageId,
    FullName,
    Email,
    Phone,
    AnalysisType,
    ExtraInfo,
    Lang,
    Status,
    AnalystId,
    PaidAt,
    DueAt,
    RemindedAt,
    EscalatedAt,
    DeliveredAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum AnalysisDocuments {
    Table,
    Id,
    RequestId,
    StockId,
    Status,
    DraftKey,
    FileKey,
    Pages,
    Bytes,
    Commentary,
    DraftedAt,
    ApprovedAt,
}

#[derive(DeriveIden)]
enum AnalysisRequestStocks {
    Table,
    Id,
    RequestId,
    StockId,
    OwnsStock,
    AveragePrice,
    Quantity,
    PortfolioBp,
}

#[derive(DeriveIden)]
enum AnalysisPayments {
    Table,
    PaymentId,
    RequestId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalysisRequests as R;
        manager
            .create_table(
                Table::create()
                    .table(R::Table)
                    .if_not_exists()
                    .col(big_pk_auto(R::Id))
                    .col(big_integer(R::UserId))
                    .col(big_integer(R::PackageId))
                    .col(string_len(R::FullName, 120))
                    .col(string_len(R::Email, 254))
                    .col(string_len(R::Phone, 20))
                    .col(string_len(R::AnalysisType, 16))
                    .col(text(R::ExtraInfo))
                    // The language the document is written in.
                    .col(string_len(R::Lang, 2))
                    .col(string_len(R::Status, 20))
                    // The analyst who reviews it.
                    .col(big_integer_null(R::AnalystId))
                    // The 72-hour clock starts at payment; a reminder at 48 hours, staff at 66.
                    .col(timestamp_with_time_zone_null(R::PaidAt))
                    .col(timestamp_with_time_zone_null(R::DueAt))
                    .col(timestamp_with_time_zone_null(R::RemindedAt))
                    .col(timestamp_with_time_zone_null(R::EscalatedAt))
                    .col(timestamp_with_time_zone_null(R::DeliveredAt))
                    .col(timestamp_with_time_zone(R::CreatedAt))
                    .col(timestamp_with_time_zone(R::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_analysis_requests_user").table(R::Table).col(R::UserId).col(R::Id).to_owned())
            .await?;
        manager
            .create_index(Index::create().name("ix_analysis_requests_status").table(R::Table).col(R::Status).col(R::DueAt).to_owned())
            .await?;
        use AnalysisRequestStocks as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .if_not_exists()
                    .col(big_pk_auto(S::Id))
                    .col(big_integer(S::RequestId))
                    .col(big_integer(S::StockId))
                    .col(boolean(S::OwnsStock))
                    // Price units (four decimals), as prices are stored everywhere.
                    .col(big_integer_null(S::AveragePrice))
                    .col(big_integer_null(S::Quantity))
                    // Share of the client's portfolio, basis points.
                    .col(integer_null(S::PortfolioBp))
                    .foreign_key(ForeignKey::create().from(S::Table, S::RequestId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_analysis_request_stocks_request").table(S::Table).col(S::RequestId).to_owned())
            .await?;
        use AnalysisPayments as P;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .if_not_exists()
                    .col(big_integer(P::PaymentId).primary_key())
                    .col(big_integer(P::RequestId))
                    .col(timestamp_with_time_zone(P::CreatedAt))
                    .foreign_key(ForeignKey::create().from(P::Table, P::RequestId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        use AnalysisDocuments as D;
        manager
            .create_table(
                Table::create()
                    .table(D::Table)
                    .if_not_exists()
                    .col(big_pk_auto(D::Id))
                    .col(big_integer(D::RequestId))
                    .col(big_integer(D::StockId))
                    .col(string_len(D::Status, 16))
                    // Storage keys: the job's draft, and the approved document the client downloads.
                    .col(string_len(D::DraftKey, 200))
                    .col(string_len_null(D::FileKey, 200))
                    .col(integer(D::Pages))
                    .col(big_integer(D::Bytes))
                    .col(text(D::Commentary))
                    .col(timestamp_with_time_zone(D::DraftedAt))
                    .col(timestamp_with_time_zone_null(D::ApprovedAt))
                    .foreign_key(ForeignKey::create().from(D::Table, D::RequestId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_analysis_documents_stock").table(D::Table).col(D::RequestId).col(D::StockId).unique().to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            AnalysisDocuments::Table.into_iden(),
            AnalysisPayments::Table.into_iden(),
            AnalysisRequestStocks::Table.into_iden(),
            AnalysisRequests::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).if_exists().to_owned()).await?;
        }
        Ok(())
    }
}
