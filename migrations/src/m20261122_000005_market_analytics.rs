//! What the market computation job derives from daily bars: each stock's latest indicators,
//! technical events, signals, and market breadth per day. Prices in 1/10,000 units.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum StockIndicators {
    Table,
    StockId,
    Date,
    Close,
    Sma20,
    Sma50,
    Sma200,
    Ema12,
    Ema26,
    Rsi14,
    Macd,
    MacdSignal,
    BbUpper,
    BbMiddle,
    BbLower,
    Atr14,
    High52w,
    Low52w,
}

#[derive(DeriveIden)]
enum TechnicalEvents {
    Table,
    Id,
    StockId,
    MarketId,
    Date,
    Kind,
    Direction,
    Close,
}

#[derive(DeriveIden)]
enum StockSignals {
    Table,
    Id,
    StockId,
    MarketId,
    Date,
    Signal,
    Score,
    Close,
    Reasons,
}

#[derive(DeriveIden)]
enum MarketBreadth {
    Table,
    MarketId,
    Date,
    Advancers,
    Decliners,
    Unchanged,
    AboveSma50,
    AboveSma200,
    NewHighs,
    NewLows,
    Total,
}

#[derive(DeriveIden)]
enum Stocks {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let price = |c: StockIndicators| big_integer_null(c);
        manager
            .create_table(
                Table::create()
                    .table(StockIndicators::Table)
                    .col(big_integer(StockIndicators::StockId).primary_key())
                    .col(date(StockIndicators::Date))
                    .col(big_integer(StockIndicators::Close))
                    .col(price(StockIndicators::Sma20))
                    .col(price(StockIndicators::Sma50))
                    .col(price(StockIndicators::Sma200))
                    .col(price(StockIndicators::Ema12))
                    .col(price(StockIndicators::Ema26))
                    // RSI in hundredths (5432 = 54.32).
                    .col(integer_null(StockIndicators::Rsi14))
                    .col(price(StockIndicators::Macd))
                    .col(price(StockIndicators::MacdSignal))
                    .col(price(StockIndicators::BbUpper))
                    .col(price(StockIndicators::BbMiddle))
                    .col(price(StockIndicators::BbLower))
                    .col(price(StockIndicators::Atr14))
                    .col(big_integer(StockIndicators::High52w))
                    .col(big_integer(StockIndicators::Low52w))
                    .foreign_key(
                        ForeignKey::create()
                            .from(StockIndicators::Table, StockIndicators::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TechnicalEvents::Table)
                    .col(big_pk_auto(TechnicalEvents::Id))
                    .col(big_integer(TechnicalEvents::StockId))
                    .col(integer(TechnicalEvents::MarketId))
                    .col(date(TechnicalEvents::Date))
                    .col(string_len(TechnicalEvents::Kind, 32))
                    .col(string_len(TechnicalEvents::Direction, 8))
                    .col(big_integer(TechnicalEvents::Close))
                    .foreign_key(
                        ForeignKey::create()
                            .from(TechnicalEvents::Table, TechnicalEvents::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_technical_events_unique")
                    .table(TechnicalEvents::Table)
                    .col(TechnicalEvents::StockId)
                    .col(TechnicalEvents::Date)
                    .col(TechnicalEvents::Kind)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_technical_events_market_date")
                    .table(TechnicalEvents::Table)
                    .col(TechnicalEvents::MarketId)
                    .col(TechnicalEvents::Date)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_technical_events_date").table(TechnicalEvents::Table).col(TechnicalEvents::Date).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(StockSignals::Table)
                    .col(big_pk_auto(StockSignals::Id))
                    .col(big_integer(StockSignals::StockId))
                    .col(integer(StockSignals::MarketId))
                    .col(date(StockSignals::Date))
                    .col(string_len(StockSignals::Signal, 8))
                    .col(integer(StockSignals::Score))
                    .col(big_integer(StockSignals::Close))
                    .col(string(StockSignals::Reasons))
                    .foreign_key(
                        ForeignKey::create()
                            .from(StockSignals::Table, StockSignals::StockId)
                            .to(Stocks::Table, Stocks::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_stock_signals_unique")
                    .table(StockSignals::Table)
                    .col(StockSignals::StockId)
                    .col(StockSignals::Date)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("idx_stock_signals_date").table(StockSignals::Table).col(StockSignals::Date).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(MarketBreadth::Table)
                    .col(integer(MarketBreadth::MarketId))
                    .col(date(MarketBreadth::Date))
                    .col(integer(MarketBreadth::Advancers))
                    .col(integer(MarketBreadth::Decliners))
                    .col(integer(MarketBreadth::Unchanged))
                    .col(integer(MarketBreadth::AboveSma50))
                    .col(integer(MarketBreadth::AboveSma200))
                    .col(integer(MarketBreadth::NewHighs))
                    .col(integer(MarketBreadth::NewLows))
                    .col(integer(MarketBreadth::Total))
                    .primary_key(Index::create().col(MarketBreadth::MarketId).col(MarketBreadth::Date))
                    .to_owned(),
            )
            .await
    }
}
