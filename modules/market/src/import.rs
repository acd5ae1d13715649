//! `eva market import FILE`: daily bars from CSV in the common `Date,Open,High,Low,Close,Volume`
//! layout, for one symbol (given on the command line) or with a `Symbol` column. The whole file
//! is checked first: any bad row is reported with its line number and nothing is imported.

use std::collections::{HashMap, HashSet};
use std::fmt;

use chrono::{NaiveDate, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::csv_file::CsvFile;
use crate::entities::{daily_bars, hourly_bars, quotes, stocks};
use crate::stock_index::STOCKS_TOPIC;
use crate::view_cache::QUOTES_TOPIC;
use platform::AppContext;
use platform::events::DailyBarsStored;
use platform::ports::MarketCode;
use platform::price::Price;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowError {
    /// 1-based line in the file (the header is line 1).
    pub line: usize,
    pub message: String,
}

#[derive(Debug)]
pub enum ImportError {
    /// The file cannot be used as a whole (no header, missing columns).
    File(String),
    /// Rows that are wrong; nothing was imported.
    Rows(Vec<RowError>),
    Database(sea_orm::DbErr),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::File(m) => write!(f, "{m}"),
            ImportError::Rows(rows) => {
                writeln!(f, "{} bad row(s); nothing was imported:", rows.len())?;
                for r in rows.iter().take(20) {
                    writeln!(f, "  line {}: {}", r.line, r.message)?;
                }
                if rows.len() > 20 {
                    writeln!(f, "  … and {} more", rows.len() - 20)?;
                }
                Ok(())
            }
            ImportError::Database(e) => write!(f, "database error: {e}"),
        }
    }
}

impl std::error::Error for ImportError {}

impl From<sea_orm::DbErr> for ImportError {
    fn from(e: sea_orm::DbErr) -> Self {
        ImportError::Database(e)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport {
    pub stocks: usize,
    pub bars: usize,
    /// Markets whose analytics need computing again.
    pub markets: Vec<i32>,
}

#[derive(Debug, Clone)]
struct ParsedBar {
    line: usize,
    symbol: String,
    date: NaiveDate,
    open: Price,
    high: Price,
    low: Price,
    close: Price,
    volume: i64,
}

pub(crate) fn parse_date(text: &str) -> Option<NaiveDate> {
    let t = text.trim();
    NaiveDate::parse_from_str(t, "%Y-%m-%d").or_else(|_| NaiveDate::parse_from_str(t, "%Y/%m/%d")).ok()
}

fn parse_volume(text: &str) -> Option<i64> {
    let cleaned: String = text.trim().chars().filter(|c| *c != ',').collect();
    cleaned
        .parse::<i64>()
        .ok()
        .or_else(|| cleaned.parse::<f64>().ok().filter(|v| v.fract() == 0.0 && *v >= 0.0).map(|v| v as i64))
        .filter(|v| *v >= 0)
}

struct Columns {
    symbol: Option<usize>,
    date: usize,
    open: usize,
    high: usize,
    low: usize,
    close: usize,
    volume: usize,
}

fn columns(file: &CsvFile) -> Result<Columns, ImportError> {
    let find = |name: &str| file.column(name);
    let need = |name: &str| {
        find(name)
            .ok_or_else(|| ImportError::File(format!("line 1: the header has no {name} column (expected Date,Open,High,Low,Close,Volume)")))
    };
    Ok(Columns {
        symbol: find("symbol").or_else(|| find("ticker")),
        date: need("date")?,
        open: need("open")?,
        high: need("high")?,
        low: need("low")?,
        close: need("close")?,
        volume: need("volume")?,
    })
}

/// Checks every row; returns the bars or every problem found.
fn parse(text: &str, symbol: Option<&str>) -> Result<Vec<ParsedBar>, ImportError> {
    let file = CsvFile::read(text)?;
    let cols = columns(&file)?;
    if cols.symbol.is_none() && symbol.is_none() {
        return Err(ImportError::File("the file has no Symbol column: name the symbol with --symbol".into()));
    }
    let mut bars = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let field = |idx: usize| record.get(idx).unwrap_or_default();
        let row_symbol = cols.symbol.map(field).filter(|s| !s.is_empty()).or(symbol).unwrap_or_default().to_owned();
        let mut problems = Vec::new();
        let date = parse_date(field(cols.date));
        if date.is_none() {
            problems.push(format!("date '{}' is not YYYY-MM-DD", field(cols.date)));
        }
        let mut price = |name: &str, idx: usize| {
            let p = Price::parse(field(idx)).filter(|p| p.0 > 0);
            if p.is_none() {
                problems.push(format!("{name} '{}' is not a positive price", field(idx)));
            }
            p
        };
        let (open, high, low, close) =
            (price("Open", cols.open), price("High", cols.high), price("Low", cols.low), price("Close", cols.close));
        let volume = parse_volume(field(cols.volume));
        if volume.is_none() {
            problems.push(format!("Volume '{}' is not a whole number", field(cols.volume)));
        }
        if row_symbol.is_empty() {
            problems.push("no symbol".into());
        }
        if let (Some(o), Some(h), Some(l), Some(c)) = (open, high, low, close)
            && (h < o.max(c) || l > o.min(c) || l > h)
        {
            problems.push("High/Low do not contain Open and Close".into());
        }
        if let Some(d) = date
            && !seen.insert((row_symbol.clone(), d))
        {
            problems.push(format!("{row_symbol} {d} appears twice"));
        }
        match (problems.is_empty(), date, open, high, low, close, volume) {
            (true, Some(date), Some(open), Some(high), Some(low), Some(close), Some(volume)) => {
                bars.push(ParsedBar { line, symbol: row_symbol, date, open, high, low, close, volume });
            }
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(bars) } else { Err(ImportError::Rows(errors)) }
}

/// The stocks the rows name, by symbol; a symbol that is not listed is an error on its line.
pub(crate) async fn known_stocks<'a>(
    db: &impl sea_orm::ConnectionTrait,
    rows: impl Iterator<Item = (usize, &'a str)> + Clone,
) -> Result<HashMap<String, stocks::Model>, ImportError> {
    let wanted: HashSet<&str> = rows.clone().map(|(_, symbol)| symbol).collect();
    let known: HashMap<String, stocks::Model> = stocks::Entity::find()
        .filter(stocks::Column::Symbol.is_in(wanted))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.symbol.clone(), s))
        .collect();
    let unknown: Vec<RowError> = rows
        .filter(|(_, symbol)| !known.contains_key(*symbol))
        .map(|(line, symbol)| RowError { line, message: format!("unknown symbol {symbol}") })
        .collect();
    if unknown.is_empty() { Ok(known) } else { Err(ImportError::Rows(unknown)) }
}

/// Imports the file's bars in one transaction. A stock that had demo prices loses them: real
/// and generated history never mix.
pub async fn import_csv(ctx: &AppContext, text: &str, symbol: Option<&str>) -> Result<ImportReport, ImportError> {
    let db = &ctx.db;
    let bars = parse(text, symbol)?;
    let txn = platform::write_txn::begin_write(db).await?;
    let known = known_stocks(&txn, bars.iter().map(|b| (b.line, b.symbol.as_str()))).await?;

    for stock in known.values().filter(|s| s.is_demo) {
        daily_bars::Entity::delete_many().filter(daily_bars::Column::StockId.eq(stock.id)).exec(&txn).await?;
        hourly_bars::Entity::delete_many().filter(hourly_bars::Column::StockId.eq(stock.id)).exec(&txn).await?;
        quotes::Entity::delete_by_id(stock.id).exec(&txn).await?;
        stocks::Entity::update_many()
            .col_expr(stocks::Column::IsDemo, sea_orm::sea_query::Expr::value(false))
            .filter(stocks::Column::Id.eq(stock.id))
            .exec(&txn)
            .await?;
    }
    let rows: Vec<daily_bars::ActiveModel> = bars
        .iter()
        .filter_map(|b| Some(crate::store::bar_row(known.get(&b.symbol)?.id, b.date, b.open, b.high, b.low, b.close, b.volume)))
        .collect();
    let bar_count = rows.len();
    crate::store::upsert_bars(&txn, rows).await?;
    for stock in known.values() {
        refresh_quote_from_bars(&txn, stock.id, "csv").await?;
    }
    // One event per market with its newest imported day, stored with the bars.
    let mut newest: HashMap<i32, chrono::NaiveDate> = HashMap::new();
    for bar in &bars {
        if let Some(stock) = known.get(&bar.symbol) {
            let day = newest.entry(stock.market_id).or_insert(bar.date);
            *day = (*day).max(bar.date);
        }
    }
    let events: Vec<DailyBarsStored> = newest
        .into_iter()
        .filter_map(|(market_id, date)| Some(DailyBarsStored { market: MarketCode::from_id(market_id)?.code().to_owned(), date }))
        .collect();
    ctx.stage_events(&txn, &events).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    for topic in [STOCKS_TOPIC, QUOTES_TOPIC] {
        ctx.caches.changed(db, topic).await?;
    }
    let mut markets: Vec<i32> = known.values().map(|s| s.market_id).collect();
    markets.sort_unstable();
    markets.dedup();
    Ok(ImportReport { stocks: known.len(), bars: bar_count, markets })
}

/// Sets the stock's quote from its two latest bars.
pub async fn refresh_quote_from_bars(db: &impl sea_orm::ConnectionTrait, stock_id: i64, source: &str) -> Result<(), sea_orm::DbErr> {
    let last_two = daily_bars::Entity::find()
        .filter(daily_bars::Column::StockId.eq(stock_id))
        .order_by_desc(daily_bars::Column::Date)
        .limit(2)
        .all(db)
        .await?;
    let Some(last) = last_two.first() else { return Ok(()) };
    let row = quotes::ActiveModel {
        stock_id: Set(stock_id),
        price: Set(last.close),
        previous_close: Set(last_two.get(1).map_or(last.open, |b| b.close)),
        open: Set(last.open),
        high: Set(last.high),
        low: Set(last.low),
        volume: Set(last.volume),
        quoted_at: Set(last.date.and_hms_opt(12, 0, 0).map_or_else(Utc::now, |t| t.and_utc())),
        delay_minutes: Set(0),
        source: Set(source.to_owned()),
    };
    crate::store::upsert_quotes(db, vec![row]).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_file_parses() {
        let csv = "Date,Open,High,Low,Close,Volume\n2026-01-04,32.10,32.90,31.80,32.45,1200300\n2026-01-05,32.45,33.00,32.20,32.80,\"1,100,000\"\n";
        let bars = parse(csv, Some("1120")).unwrap_or_default();
        assert_eq!(bars.len(), 2);
        assert_eq!(bars[1].volume, 1_100_000);
        assert_eq!(bars[0].close, Price(324_500));
    }

    #[test]
    fn bad_rows_are_named_by_line_and_nothing_passes() {
        let csv = "Symbol,Date,Open,High,Low,Close,Volume\n1120,2026-01-04,32.10,32.90,31.80,32.45,100\n1120,04/01/2026,32,33,31,32,100\n2222,2026-01-05,30,29,28,29.5,100\n2222,2026-01-06,30,31,29,30,-5\n";
        match parse(csv, None) {
            Err(ImportError::Rows(rows)) => {
                let lines: Vec<usize> = rows.iter().map(|r| r.line).collect();
                assert_eq!(lines, vec![3, 4, 5]);
                assert!(rows[0].message.contains("date"));
                assert!(rows[1].message.contains("High/Low"));
                assert!(rows[2].message.contains("Volume"));
            }
            other => panic!("expected row errors, got {other:?}"),
        }
    }

    #[test]
    fn a_file_without_symbols_needs_one() {
        let csv = "Date,Open,High,Low,Close,Volume\n2026-01-04,1,1,1,1,1\n";
        assert!(matches!(parse(csv, None), Err(ImportError::File(m)) if m.contains("--symbol")));
        let missing = "Date,Open,High,Close,Volume\n";
        assert!(matches!(parse(missing, Some("1120")), Err(ImportError::File(m)) if m.contains("Low")));
    }
}
