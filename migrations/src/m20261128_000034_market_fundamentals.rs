//! Market: companies' reported fundamentals per period (`eva market fundamentals FILE`), from
//! which the stock page and the analysis PDF derive growth, margins and valuation ratios. Totals
//! are in the currency's minor unit (halalas, cents); earnings per share in price units.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, big_pk_auto, boolean, date, small_integer};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum StockFundamentals {
    Table,
    Id,
    StockId,
    PeriodEnd,
    Months,
    Revenue,
    NetIncome,
    Eps,
    BookValue,
    Debt,
    Cash,
    IsDemo,
}

#[derive(DeriveIden)]
enum Stocks {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use StockFundamentals as F;
        manager
            .create_table(
                Table::create()
                    .table(F::Table)
                    .col(big_pk_auto(F::Id))
                    .col(big_integer(F::StockId))
                    .col(date(F::PeriodEnd))
                    .col(small_integer(F::Months))
                    .col(big_integer(F::Revenue))
                    .col(big_integer(F::NetIncome))
                    .col(big_integer(F::Eps))
                    .col(big_integer(F::BookValue))
                    .col(big_integer(F::Debt))
                    .col(big_integer(F::Cash))
                    .col(boolean(F::IsDemo).default(false))
                    .foreign_key(
                        ForeignKey::create().from(F::Table, F::StockId).to(Stocks::Table, Stocks::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_stock_fundamentals_period")
                    .table(F::Table)
                    .col(F::StockId)
                    .col(F::PeriodEnd)
                    .col(F::Months)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(StockFundamentals::Table).to_owned()).await
    }
}
