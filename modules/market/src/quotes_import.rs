//! `eva market quotes FILE`: current prices from a CSV with `Symbol` and `Price` columns and an
//! optional `Time` (YYYY-MM-DD HH:MM in the market's time; now when empty), for a feed the
//! providers do not cover or a price an operator keys in. A quote the same market day as the
//! stored one extends its day (open kept, high and low widened); a new day opens at the price.
//! The whole file is checked first; a bad row, named by its line, imports nothing. The markets
//! touched announce QuotesRefreshed, as the provider refresh does.

use std::collections::{BTreeSet, HashSet};

use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use platform::AppContext;
use platform::events::QuotesRefreshed;
use platform::price::Price;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::csv_file::CsvFile;
use crate::entities::{daily_bars, quotes};
use crate::import::{ImportError, RowError, known_stocks};
use crate::universe::MARKETS;
use crate::view_cache::QUOTES_TOPIC;

struct Row {
    line: usize,
    symbol: String,
    price: Price,
    /// In the market's time; None for now.
    time: Option<NaiveDateTime>,
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let (Some(symbol_col), Some(price_col)) = (file.column("symbol"), file.column("price")) else {
        return Err(ImportError::File("line 1: the header needs Symbol and Price columns (and optionally Time)".into()));
    };
    let time_col = file.column("time");
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let symbol = record.get(symbol_col).unwrap_or_default().trim().to_owned();
        let price_text = record.get(price_col).unwrap_or_default();
        let time_text = time_col.and_then(|c| record.get(c)).unwrap_or_default().trim();
        let price = Price::parse(price_text).filter(|p| p.0 > 0);
        let time = (!time_text.is_empty()).then(|| NaiveDateTime::parse_from_str(time_text, "%Y-%m-%d %H:%M").ok());
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        } else if !seen.insert(symbol.clone()) {
            problems.push(format!("{symbol} appears twice"));
        }
        if price.is_none() {
            problems.push(format!("price '{price_text}' is not a positive number"));
        }
        if time == Some(None) {
            problems.push(format!("time '{time_text}' is not YYYY-MM-DD HH:MM"));
        }
        match (price, time) {
            (Some(price), time) if problems.is_empty() => rows.push(Row { line, symbol, price, time: time.flatten() }),
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

/// Stores the file's quotes; returns how many.
pub async fn import_quotes(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let known = known_stocks(&txn, rows.iter().map(|r| (r.line, r.symbol.as_str()))).await?;
    let mut markets = BTreeSet::new();
    let mut stored = Vec::new();
    for row in &rows {
        let Some(stock) = known.get(&row.symbol) else { continue };
        let Some(market) = MARKETS.iter().find(|m| m.id == stock.market_id) else { continue };
        let zone = crate::hours::zone(market);
        let at: DateTime<Utc> = match row.time {
            Some(local) => zone.from_local_datetime(&local).earliest().map_or(now, |t| t.with_timezone(&Utc)),
            None => now,
        };
        let day = at.with_timezone(&zone).date_naive();
        let same_day =
            quotes::Entity::find_by_id(stock.id).one(&txn).await?.filter(|q| q.quoted_at.with_timezone(&zone).date_naive() == day);
        let previous_close = match &same_day {
            Some(q) => q.previous_close,
            None => daily_bars::Entity::find()
                .filter(daily_bars::Column::StockId.eq(stock.id))
                .filter(daily_bars::Column::Date.lt(day))
                .order_by_desc(daily_bars::Column::Date)
                .one(&txn)
                .await?
                .map_or(row.price.0, |b| b.close),
        };
        let price = row.price.0;
        stored.push(quotes::ActiveModel {
            stock_id: Set(stock.id),
            price: Set(price),
            previous_close: Set(previous_close),
            open: Set(same_day.as_ref().map_or(price, |q| q.open)),
            high: Set(same_day.as_ref().map_or(price, |q| q.high.max(price))),
            low: Set(same_day.as_ref().map_or(price, |q| q.low.min(price))),
            volume: Set(same_day.as_ref().map_or(0, |q| q.volume)),
            quoted_at: Set(at),
            delay_minutes: Set(0),
            source: Set("csv".to_owned()),
        });
        markets.insert(market.code);
    }
    crate::store::upsert_quotes(&txn, stored).await?;
    let events: Vec<QuotesRefreshed> = markets.iter().map(|code| QuotesRefreshed { market: (*code).to_owned(), at: now }).collect();
    ctx.stage_events(&txn, &events).await?;
    txn.commit().await?;
    ctx.caches.changed(&ctx.db, QUOTES_TOPIC).await?;
    ctx.relay_events().await;
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_row_is_named_by_its_line_and_nothing_is_read() {
        let Err(ImportError::Rows(errors)) = parse("Symbol,Price,Time\n2222,27.5,\n1120,abc,\n2222,28,2026-13-01 10:00\n") else {
            panic!("refused")
        };
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, [3, 4]);
        assert!(errors[1].message.contains("appears twice") && errors[1].message.contains("not YYYY-MM-DD HH:MM"), "{}", errors[1].message);
    }

    #[test]
    fn time_is_optional() {
        let Ok(rows) = parse("Symbol,Price\n2222,27.50\n") else { panic!("read") };
        assert_eq!((rows[0].price, rows[0].time), (Price(275_000), None));
    }
}
