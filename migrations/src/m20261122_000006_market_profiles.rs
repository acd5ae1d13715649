//! Ownership figures per stock and the risk measures the computation job derives
//! (volatility, beta, drawdown), both in basis points or hundredths to stay exact.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum StockOwnership {
    Table,
    StockId,
    ForeignBp,
    InstitutionalBp,
    GovernmentBp,
    FreeFloatBp,
    AsOf,
    IsDemo,
}

#[derive(DeriveIden)]
enum StockRisk {
    Table,
    StockId,
    Date,
    VolatilityBp,
    BetaX100,
    MaxDrawdownBp,
    Return1yBp,
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
                    .table(StockOwnership::Table)
                    .col(big_integer(StockOwnership::StockId).primary_key())
                    .col(integer(StockOwnership::ForeignBp))
                    .col(integer(StockOwnership::InstitutionalBp))
                    .col(integer(StockOwnership::GovernmentBp))
                    .col(integer(StockOwnership::FreeFloatBp))
                    .col(date(StockOwnership::AsOf))
                    .col(boolean(StockOwnership::IsDemo).default(false))
                    .foreign_key(
                        ForeignKey::create()
                            .from(StockOwnership::Table, StockOwnership::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(StockRisk::Table)
                    .col(big_integer(StockRisk::StockId).primary_key())
                    .col(date(StockRisk::Date))
                    .col(integer(StockRisk::VolatilityBp))
                    .col(integer_null(StockRisk::BetaX100))
                    .col(integer(StockRisk::MaxDrawdownBp))
                    .col(integer(StockRisk::Return1yBp))
                    .foreign_key(
                        ForeignKey::create()
                            .from(StockRisk::Table, StockRisk::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }
}
