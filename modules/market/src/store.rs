//! Writing prices: the one place that knows how quotes and daily bars are upserted, whoever
//! supplies them (demo seed, CSV import, providers).

use chrono::NaiveDate;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ConnectionTrait, DbErr, EntityTrait};

use crate::demo_intraday::HourBar;
use crate::entities::{daily_bars, hourly_bars, quotes};
use crate::universe::MarketDef;
use platform::price::Price;

/// Rows per statement: well under SQLite's 32,766 bound parameters.
const BATCH: usize = 1_000;

pub fn bar_row(stock_id: i64, date: NaiveDate, open: Price, high: Price, low: Price, close: Price, volume: i64) -> daily_bars::ActiveModel {
    daily_bars::ActiveModel {
        stock_id: Set(stock_id),
        date: Set(date),
        open: Set(open.0),
        high: Set(high.0),
        low: Set(low.0),
        close: Set(close.0),
        volume: Set(volume),
    }
}

/// Inserts bars, replacing any stored for the same stock and day.
pub async fn upsert_bars(db: &impl ConnectionTrait, rows: Vec<daily_bars::ActiveModel>) -> Result<(), DbErr> {
    for chunk in rows.chunks(BATCH) {
        daily_bars::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::columns([daily_bars::Column::StockId, daily_bars::Column::Date])
                    .update_columns([
                        daily_bars::Column::Open,
                        daily_bars::Column::High,
                        daily_bars::Column::Low,
                        daily_bars::Column::Close,
                        daily_bars::Column::Volume,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

pub fn hour_row(stock_id: i64, market: &MarketDef, hour: &HourBar) -> hourly_bars::ActiveModel {
    hourly_bars::ActiveModel {
        stock_id: Set(stock_id),
        starts_at: Set(hour.starts_at),
        ends_at: Set(hour.ends_at),
        trading_day: Set(hour.starts_at.with_timezone(&crate::hours::zone(market)).date_naive()),
        open: Set(hour.open.0),
        high: Set(hour.high.0),
        low: Set(hour.low.0),
        close: Set(hour.close.0),
        volume: Set(hour.volume),
    }
}

/// Inserts session hours, replacing any stored for the same stock and start.
pub async fn upsert_hours(db: &impl ConnectionTrait, rows: Vec<hourly_bars::ActiveModel>) -> Result<(), DbErr> {
    for chunk in rows.chunks(BATCH) {
        hourly_bars::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::columns([hourly_bars::Column::StockId, hourly_bars::Column::StartsAt])
                    .update_columns([
                        hourly_bars::Column::EndsAt,
                        hourly_bars::Column::TradingDay,
                        hourly_bars::Column::Open,
                        hourly_bars::Column::High,
                        hourly_bars::Column::Low,
                        hourly_bars::Column::Close,
                        hourly_bars::Column::Volume,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// Drops the hours of sessions before `first_kept`: intraday history is kept for a window only.
pub async fn prune_hours(db: &impl ConnectionTrait, first_kept: NaiveDate) -> Result<u64, DbErr> {
    use sea_orm::{ColumnTrait, QueryFilter};
    Ok(hourly_bars::Entity::delete_many().filter(hourly_bars::Column::TradingDay.lt(first_kept)).exec(db).await?.rows_affected)
}

/// Inserts quotes, replacing each stock's previous one.
pub async fn upsert_quotes(db: &impl ConnectionTrait, rows: Vec<quotes::ActiveModel>) -> Result<(), DbErr> {
    for chunk in rows.chunks(BATCH / 2) {
        quotes::Entity::insert_many(chunk.to_vec())
            .on_conflict(
                OnConflict::column(quotes::Column::StockId)
                    .update_columns([
                        quotes::Column::Price,
                        quotes::Column::PreviousClose,
                        quotes::Column::Open,
                        quotes::Column::High,
                        quotes::Column::Low,
                        quotes::Column::Volume,
                        quotes::Column::QuotedAt,
                        quotes::Column::DelayMinutes,
                        quotes::Column::Source,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}
