//! Corporate actions (issue 39): the market's splits and bonus shares as an operator imports them,
//! and the alerts module's record of re-basing its price levels by each, once.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum MarketCorporateActions {
    Table,
    Id,
    StockId,
    ExDate,
    Kind,
    SharesAfter,
    SharesBefore,
    ImportedAt,
}

#[derive(DeriveIden)]
enum AlertsRebases {
    Table,
    StockId,
    ExDate,
    SharesAfter,
    SharesBefore,
    AppliedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AlertsRebases as R;
        use MarketCorporateActions as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(big_pk_auto(C::Id))
                    .col(big_integer(C::StockId))
                    .col(date(C::ExDate))
                    .col(string_len(C::Kind, 10))
                    .col(big_integer(C::SharesAfter))
                    .col(big_integer(C::SharesBefore))
                    .col(timestamp_with_time_zone(C::ImportedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_market_corporate_actions").table(C::Table).col(C::StockId).col(C::ExDate).unique().to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(R::Table)
                    .if_not_exists()
                    .col(big_integer(R::StockId))
                    .col(date(R::ExDate))
                    .col(big_integer(R::SharesAfter))
                    .col(big_integer(R::SharesBefore))
                    .col(timestamp_with_time_zone_null(R::AppliedAt))
                    .primary_key(Index::create().col(R::StockId).col(R::ExDate))
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AlertsRebases::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(MarketCorporateActions::Table).if_exists().to_owned()).await
    }
}
