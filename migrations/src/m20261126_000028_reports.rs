//! Reports: each stock's score and rank per strategy with the factors behind it (recomputed after
//! each end-of-day update), and the strategy each user chose.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ReportsScores {
    Table,
    Strategy,
    StockId,
    MarketId,
    ScoreX100,
    Rank,
    ShariahCompliant,
    Factors,
    AsOf,
    ComputedAt,
}

#[derive(DeriveIden)]
enum ReportsUserStrategies {
    Table,
    UserId,
    Strategy,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ReportsScores as S;
        use ReportsUserStrategies as U;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .if_not_exists()
                    .col(string_len(S::Strategy, 20))
                    .col(big_integer(S::StockId))
                    .col(integer(S::MarketId))
                    .col(integer(S::ScoreX100))
                    .col(integer(S::Rank))
                    .col(boolean(S::ShariahCompliant))
                    .col(text(S::Factors))
                    .col(date(S::AsOf))
                    .col(timestamp_with_time_zone(S::ComputedAt))
                    .primary_key(Index::create().col(S::Strategy).col(S::StockId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_reports_scores_ranking").table(S::Table).col(S::Strategy).col(S::MarketId).col(S::Rank).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(U::Table)
                    .if_not_exists()
                    .col(big_integer(U::UserId).primary_key())
                    .col(string_len(U::Strategy, 20))
                    .col(timestamp_with_time_zone(U::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ReportsUserStrategies::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ReportsScores::Table).if_exists().to_owned()).await
    }
}
