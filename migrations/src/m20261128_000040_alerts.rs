//! Alerts (issue 39): each user's conditions on a stock, and every time one fired. A firing is
//! unique per alert and trigger (the once, the day, or the quote that fired it), which is what
//! makes an alert fire exactly once however many workers evaluate the same refresh.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AlertsAlerts {
    Table,
    Id,
    UserId,
    StockId,
    MarketId,
    Condition,
    Level,
    Repeat,
    CooldownMinutes,
    State,
    ExpiresAt,
    PricedAt,
    LastFiredAt,
    FiredCount,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum AlertsFirings {
    Table,
    Id,
    AlertId,
    UserId,
    TriggerKey,
    Price,
    PricedAt,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AlertsAlerts as A;
        use AlertsFirings as F;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .if_not_exists()
                    .col(big_pk_auto(A::Id))
                    .col(big_integer(A::UserId))
                    .col(big_integer(A::StockId))
                    .col(integer(A::MarketId))
                    .col(string_len(A::Condition, 20))
                    .col(big_integer(A::Level))
                    .col(string_len(A::Repeat, 10))
                    .col(integer(A::CooldownMinutes))
                    .col(string_len(A::State, 10))
                    .col(timestamp_with_time_zone(A::ExpiresAt))
                    .col(timestamp_with_time_zone(A::PricedAt))
                    .col(timestamp_with_time_zone_null(A::LastFiredAt))
                    .col(integer(A::FiredCount))
                    .col(timestamp_with_time_zone(A::CreatedAt))
                    .col(timestamp_with_time_zone(A::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        // The ordered index a refresh reads: per stock and condition, the active levels in order,
        // so a quote finds the alerts it crosses without reading the ones it does not.
        manager
            .create_index(
                Index::create()
                    .name("ix_alerts_thresholds")
                    .table(A::Table)
                    .col(A::StockId)
                    .col(A::Condition)
                    .col(A::State)
                    .col(A::Level)
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_alerts_user").table(A::Table).col(A::UserId).col(A::Id).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(F::Table)
                    .if_not_exists()
                    .col(big_pk_auto(F::Id))
                    .col(big_integer(F::AlertId))
                    .col(big_integer(F::UserId))
                    .col(string_len(F::TriggerKey, 40))
                    .col(big_integer(F::Price))
                    .col(timestamp_with_time_zone(F::PricedAt))
                    .col(timestamp_with_time_zone(F::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_alerts_firings_trigger").table(F::Table).col(F::AlertId).col(F::TriggerKey).unique().to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AlertsFirings::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(AlertsAlerts::Table).if_exists().to_owned()).await
    }
}
