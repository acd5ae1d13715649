//! Analysts' monthly payouts (spec §3 "Analyst statement", §9 commission): one record per analyst
//! and Riyadh month with its lines per list, and when staff transferred it and to which account.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum AnalystsPayouts {
    Table,
    Id,
    AnalystId,
    Month,
    PaymentsCount,
    NetHalalas,
    CommissionHalalas,
    AmountHalalas,
    Status,
    TransferredOn,
    TransferredBy,
    BankName,
    Iban,
    HolderName,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum AnalystsPayoutLines {
    Table,
    Id,
    PayoutId,
    Kind,
    ListId,
    ListName,
    PaymentsCount,
    NetHalalas,
    CommissionHalalas,
    AmountHalalas,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalystsPayoutLines as L;
        use AnalystsPayouts as P;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .if_not_exists()
                    .col(big_pk_auto(P::Id))
                    .col(big_integer(P::AnalystId))
                    .col(string_len(P::Month, 7))
                    .col(integer(P::PaymentsCount))
                    .col(big_integer(P::NetHalalas))
                    .col(big_integer(P::CommissionHalalas))
                    .col(big_integer(P::AmountHalalas))
                    .col(string_len(P::Status, 16))
                    .col(date_null(P::TransferredOn))
                    .col(big_integer_null(P::TransferredBy))
                    .col(string_len_null(P::BankName, 120))
                    .col(string_len_null(P::Iban, 34))
                    .col(string_len_null(P::HolderName, 120))
                    .col(timestamp_with_time_zone(P::CreatedAt))
                    .col(timestamp_with_time_zone(P::UpdatedAt))
                    .foreign_key(ForeignKey::create().from(P::Table, P::AnalystId).to(Users::Table, Users::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_analysts_payouts_month").table(P::Table).col(P::AnalystId).col(P::Month).unique().to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_analysts_payouts_month").table(P::Table).col(P::Month).col(P::Status).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(L::Table)
                    .if_not_exists()
                    .col(big_pk_auto(L::Id))
                    .col(big_integer(L::PayoutId))
                    .col(string_len(L::Kind, 16))
                    .col(big_integer(L::ListId))
                    .col(string_len(L::ListName, 120))
                    .col(integer(L::PaymentsCount))
                    .col(big_integer(L::NetHalalas))
                    .col(big_integer(L::CommissionHalalas))
                    .col(big_integer(L::AmountHalalas))
                    .foreign_key(ForeignKey::create().from(L::Table, L::PayoutId).to(P::Table, P::Id).on_delete(ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_analysts_payout_lines_payout").table(L::Table).col(L::PayoutId).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AnalystsPayoutLines::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(AnalystsPayouts::Table).to_owned()).await
    }
}
