//! Market data: markets, sectors, stocks, daily bars, latest quotes, indices and their bars,
//! dividends. Prices are integers in 1/10,000 of the currency unit (exact, never floats).

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Markets {
    Table,
    Id,
    Code,
    NameAr,
    NameEn,
    Timezone,
    Currency,
}

#[derive(DeriveIden)]
enum Sectors {
    Table,
    Id,
    NameAr,
    NameEn,
}

#[derive(DeriveIden)]
enum Stocks {
    Table,
    Id,
    Symbol,
    MarketId,
    SectorId,
    NameAr,
    NameEn,
    SearchKey,
    ShariahCompliant,
    SharesOutstanding,
    IsDemo,
}

#[derive(DeriveIden)]
enum DailyBars {
    Table,
    StockId,
    Date,
    Open,
    High,
    Low,
    Close,
    Volume,
}

#[derive(DeriveIden)]
enum Quotes {
    Table,
    StockId,
    Price,
    PreviousClose,
    Open,
    High,
    Low,
    Volume,
    QuotedAt,
    DelayMinutes,
    Source,
}

#[derive(DeriveIden)]
enum Indices {
    Table,
    Id,
    Code,
    MarketId,
    NameAr,
    NameEn,
}

#[derive(DeriveIden)]
enum IndexBars {
    Table,
    IndexId,
    Date,
    Open,
    High,
    Low,
    Close,
    Volume,
}

#[derive(DeriveIden)]
enum Dividends {
    Table,
    Id,
    StockId,
    ExDate,
    Amount,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Markets::Table)
                    .col(integer(Markets::Id).primary_key())
                    .col(string_len_uniq(Markets::Code, 8))
                    .col(string(Markets::NameAr))
                    .col(string(Markets::NameEn))
                    .col(string_len(Markets::Timezone, 40))
                    .col(string_len(Markets::Currency, 3))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Sectors::Table)
                    .col(pk_auto(Sectors::Id))
                    .col(string(Sectors::NameAr))
                    .col(string_uniq(Sectors::NameEn))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Stocks::Table)
                    .col(big_pk_auto(Stocks::Id))
                    .col(string_len(Stocks::Symbol, 16))
                    .col(integer(Stocks::MarketId))
                    .col(integer_null(Stocks::SectorId))
                    .col(string(Stocks::NameAr))
                    .col(string(Stocks::NameEn))
                    .col(string(Stocks::SearchKey))
                    .col(boolean_null(Stocks::ShariahCompliant))
                    .col(big_integer(Stocks::SharesOutstanding))
                    .col(boolean(Stocks::IsDemo).default(false))
                    .foreign_key(ForeignKey::create().from(Stocks::Table, Stocks::MarketId).to(Markets::Table, Markets::Id))
                    .foreign_key(ForeignKey::create().from(Stocks::Table, Stocks::SectorId).to(Sectors::Table, Sectors::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_stocks_market_symbol")
                    .table(Stocks::Table)
                    .col(Stocks::MarketId)
                    .col(Stocks::Symbol)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(DailyBars::Table)
                    .col(big_integer(DailyBars::StockId))
                    .col(date(DailyBars::Date))
                    .col(big_integer(DailyBars::Open))
                    .col(big_integer(DailyBars::High))
                    .col(big_integer(DailyBars::Low))
                    .col(big_integer(DailyBars::Close))
                    .col(big_integer(DailyBars::Volume))
                    .primary_key(Index::create().col(DailyBars::StockId).col(DailyBars::Date))
                    .foreign_key(
                        ForeignKey::create()
                            .from(DailyBars::Table, DailyBars::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("idx_daily_bars_date").table(DailyBars::Table).col(DailyBars::Date).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(Quotes::Table)
                    .col(big_integer(Quotes::StockId).primary_key())
                    .col(big_integer(Quotes::Price))
                    .col(big_integer(Quotes::PreviousClose))
                    .col(big_integer(Quotes::Open))
                    .col(big_integer(Quotes::High))
                    .col(big_integer(Quotes::Low))
                    .col(big_integer(Quotes::Volume))
                    .col(timestamp_with_time_zone(Quotes::QuotedAt))
                    .col(integer(Quotes::DelayMinutes))
                    .col(string_len(Quotes::Source, 32))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Quotes::Table, Quotes::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Indices::Table)
                    .col(pk_auto(Indices::Id))
                    .col(string_len_uniq(Indices::Code, 16))
                    .col(integer(Indices::MarketId))
                    .col(string(Indices::NameAr))
                    .col(string(Indices::NameEn))
                    .foreign_key(ForeignKey::create().from(Indices::Table, Indices::MarketId).to(Markets::Table, Markets::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(IndexBars::Table)
                    .col(integer(IndexBars::IndexId))
                    .col(date(IndexBars::Date))
                    .col(big_integer(IndexBars::Open))
                    .col(big_integer(IndexBars::High))
                    .col(big_integer(IndexBars::Low))
                    .col(big_integer(IndexBars::Close))
                    .col(big_integer(IndexBars::Volume))
                    .primary_key(Index::create().col(IndexBars::IndexId).col(IndexBars::Date))
                    .foreign_key(
                        ForeignKey::create()
                            .from(IndexBars::Table, IndexBars::IndexId)
                            .to(Indices::Table, Indices::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Dividends::Table)
                    .col(big_pk_auto(Dividends::Id))
                    .col(big_integer(Dividends::StockId))
                    .col(date(Dividends::ExDate))
                    .col(big_integer(Dividends::Amount))
                    .foreign_key(
                        ForeignKey::create()
                            .from(Dividends::Table, Dividends::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_dividends_stock_date")
                    .table(Dividends::Table)
                    .col(Dividends::StockId)
                    .col(Dividends::ExDate)
                    .unique()
                    .to_owned(),
            )
            .await
    }
}
