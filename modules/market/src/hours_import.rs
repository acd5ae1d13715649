//! `eva market hours FILE`: session hours (DECISIONS 7) from a CSV with `Symbol`, `Start` (the
//! hour's start in the market's own time, `YYYY-MM-DD HH:MM`), `Open`, `High`, `Low`, `Close` and
//! `Volume` columns. Each start must begin one of the session's hours (Tadawul 10:00…14:00, New
//! York 09:30…15:30). The whole file is checked first; a bad row, named by its line, imports
//! nothing. An hour already stored takes the file's figures.

use std::collections::HashSet;

use chrono::{NaiveDateTime, TimeZone};
use platform::AppContext;
use platform::price::Price;

use crate::csv_file::CsvFile;
use crate::demo_intraday::HourBar;
use crate::hours::{session_hours, zone};
use crate::import::{ImportError, RowError, known_stocks};
use crate::universe::MARKETS;

struct Row {
    line: usize,
    symbol: String,
    start: NaiveDateTime,
    open: Price,
    high: Price,
    low: Price,
    close: Price,
    volume: i64,
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let names = ["symbol", "start", "open", "high", "low", "close", "volume"];
    let columns: Vec<usize> = names.iter().filter_map(|n| file.column(n)).collect();
    let [symbol_col, start_col, open_col, high_col, low_col, close_col, volume_col] = columns[..] else {
        return Err(ImportError::File("line 1: the header needs Symbol, Start, Open, High, Low, Close and Volume columns".into()));
    };
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let cell = |col: usize| record.get(col).unwrap_or_default();
        let symbol = cell(symbol_col).to_owned();
        let start = NaiveDateTime::parse_from_str(cell(start_col), "%Y-%m-%d %H:%M").ok();
        let price = |col: usize| Price::parse(cell(col)).filter(|p| p.0 > 0);
        let (open, high, low, close) = (price(open_col), price(high_col), price(low_col), price(close_col));
        let volume = cell(volume_col).replace(',', "").parse::<i64>().ok().filter(|v| *v >= 0);
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        }
        if start.is_none() {
            problems.push(format!("start '{}' is not a time (YYYY-MM-DD HH:MM)", cell(start_col)));
        }
        if [open, high, low, close].iter().any(Option::is_none) {
            problems.push("open, high, low and close must be positive numbers".to_owned());
        }
        if volume.is_none() {
            problems.push(format!("volume '{}' is not a whole number", cell(volume_col)));
        }
        if let (Some(o), Some(h), Some(l), Some(c)) = (open, high, low, close)
            && (h < o.max(c) || l > o.min(c))
        {
            problems.push("the high must be the highest price and the low the lowest".to_owned());
        }
        if let Some(start) = start
            && !symbol.is_empty()
            && !seen.insert((symbol.clone(), start))
        {
            problems.push(format!("{symbol} at {start} appears twice"));
        }
        match (start, open, high, low, close, volume) {
            (Some(start), Some(open), Some(high), Some(low), Some(close), Some(volume)) if problems.is_empty() => {
                rows.push(Row { line, symbol, start, open, high, low, close, volume });
            }
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

/// Stores the file's hours in one transaction; returns how many.
pub async fn import_hours(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let known = known_stocks(&txn, rows.iter().map(|r| (r.line, r.symbol.as_str()))).await?;
    let mut models = Vec::with_capacity(rows.len());
    let mut errors = Vec::new();
    for row in &rows {
        let Some(stock) = known.get(&row.symbol) else { continue };
        if stock.is_demo {
            errors.push(RowError {
                line: row.line,
                message: format!("{} has demo prices: import its daily bars first, which replaces them", row.symbol),
            });
            continue;
        }
        let Some(market) = MARKETS.iter().find(|m| m.id == stock.market_id) else { continue };
        let starts_at = zone(market).from_local_datetime(&row.start).single().map(|t| t.with_timezone(&chrono::Utc));
        let hour = starts_at.and_then(|s| session_hours(market, row.start.date()).into_iter().find(|(from, _)| *from == s));
        let Some((starts_at, ends_at)) = hour else {
            errors.push(RowError { line: row.line, message: format!("{} is not the start of a {} session hour", row.start, market.code) });
            continue;
        };
        let bar = HourBar { starts_at, ends_at, open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume };
        models.push(crate::store::hour_row(stock.id, market, &bar));
    }
    if !errors.is_empty() {
        return Err(ImportError::Rows(errors));
    }
    crate::store::upsert_hours(&txn, models).await?;
    txn.commit().await?;
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn hours_are_read_exactly_and_bad_rows_named_by_line() {
        let rows = parse("Symbol,Start,Open,High,Low,Close,Volume\n1120,2026-11-22 10:00,90,91,89.5,90.5,1000\n").unwrap();
        assert_eq!((rows[0].start.to_string(), rows[0].close), ("2026-11-22 10:00:00".to_owned(), Price(905_000)));
        let csv = "Symbol,Start,Open,High,Low,Close,Volume\n1120,2026-11-22 10:00,90,91,89,90,1\n1120,2026-11-22 10:00,90,91,89,90,1\n1120,22/11/2026 11:00,90,91,89,90,1\n1120,2026-11-22 12:00,90,89,88,90,1\n";
        let Err(ImportError::Rows(errors)) = parse(csv) else { panic!("bad rows must be refused") };
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3, 4, 5]);
        assert!(errors[0].message.contains("appears twice"));
        assert!(errors[2].message.contains("highest price"));
    }

    #[test]
    fn a_file_without_the_columns_is_refused() {
        assert!(matches!(parse("Symbol,Start,Close\n1120,2026-11-22 10:00,1\n"), Err(ImportError::File(_))));
    }
}
