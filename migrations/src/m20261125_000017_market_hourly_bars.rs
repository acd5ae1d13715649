//! Intraday bars (DECISIONS 7): one row per stock and session hour, kept for a recent window so
//! opinions can be decided on hourly and two-hour closes.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum HourlyBars {
    Table,
    StockId,
    StartsAt,
    EndsAt,
    TradingDay,
    Open,
    High,
    Low,
    Close,
    Volume,
}

#[derive(DeriveIden)]
enum Stocks {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(HourlyBars::Table)
                    .col(big_integer(HourlyBars::StockId))
                    .col(timestamp_with_time_zone(HourlyBars::StartsAt))
                    .col(timestamp_with_time_zone(HourlyBars::EndsAt))
                    .col(date(HourlyBars::TradingDay))
                    .col(big_integer(HourlyBars::Open))
                    .col(big_integer(HourlyBars::High))
                    .col(big_integer(HourlyBars::Low))
                    .col(big_integer(HourlyBars::Close))
                    .col(big_integer(HourlyBars::Volume))
                    .primary_key(Index::create().col(HourlyBars::StockId).col(HourlyBars::StartsAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(HourlyBars::Table, HourlyBars::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // Pruning the window deletes by day.
        manager
            .create_index(Index::create().name("idx_hourly_bars_day").table(HourlyBars::Table).col(HourlyBars::TradingDay).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(HourlyBars::Table).to_owned()).await
    }
}
