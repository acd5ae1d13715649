//! `eva market dividends FILE`: cash dividends as the exchange announces them, from a CSV with
//! `Symbol`, `ExDate` and `Amount` (per share, in the stock's currency) columns. The whole file is
//! checked first; a bad row, named by its line, imports nothing. A dividend already stored for
//! the stock and ex-date takes the file's amount, so a corrected file can be imported again.

use std::collections::HashSet;

use chrono::NaiveDate;
use platform::AppContext;
use platform::price::Price;
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::OnConflict;

use crate::csv_file::CsvFile;
use crate::entities::{dividends, stocks};
use crate::import::{ImportError, RowError, parse_date};
use crate::import_upsert::{SymbolRow, upsert_rows};

struct Row {
    line: usize,
    symbol: String,
    ex_date: NaiveDate,
    amount: Price,
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let (Some(symbol_col), Some(date_col), Some(amount_col)) =
        (file.column("symbol"), file.column("exdate").or_else(|| file.column("ex_date")), file.column("amount"))
    else {
        return Err(ImportError::File("line 1: the header needs Symbol, ExDate and Amount columns".into()));
    };
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let symbol = record.get(symbol_col).unwrap_or_default().to_owned();
        let date_text = record.get(date_col).unwrap_or_default();
        let amount_text = record.get(amount_col).unwrap_or_default();
        let ex_date = parse_date(date_text);
        let amount = Price::parse(amount_text).filter(|p| p.0 > 0);
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        }
        if ex_date.is_none() {
            problems.push(format!("ex-date '{date_text}' is not a date (YYYY-MM-DD)"));
        }
        if amount.is_none() {
            problems.push(format!("amount '{amount_text}' is not a positive number"));
        }
        if let Some(day) = ex_date
            && !symbol.is_empty()
            && !seen.insert((symbol.clone(), day))
        {
            problems.push(format!("{symbol} on {day} appears twice"));
        }
        match (ex_date, amount) {
            (Some(ex_date), Some(amount)) if problems.is_empty() => rows.push(Row { line, symbol, ex_date, amount }),
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

impl SymbolRow for Row {
    fn line(&self) -> usize {
        self.line
    }
    fn symbol(&self) -> &str {
        &self.symbol
    }
}

/// Stores the file's dividends in one transaction; returns how many rows it holds.
pub async fn import_dividends(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let model = |r: &Row, stock: &stocks::Model| dividends::ActiveModel {
        stock_id: Set(stock.id),
        ex_date: Set(r.ex_date),
        amount: Set(r.amount.0),
        ..Default::default()
    };
    upsert_rows(
        ctx,
        &rows,
        model,
        OnConflict::columns([dividends::Column::StockId, dividends::Column::ExDate]).update_column(dividends::Column::Amount).to_owned(),
    )
    .await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn amounts_are_read_exactly_and_bad_rows_named_by_line() {
        let rows = parse("Symbol,ExDate,Amount\n1120,2026-03-15,1.25\n").unwrap();
        assert_eq!((rows[0].ex_date.to_string(), rows[0].amount), ("2026-03-15".to_owned(), Price(12_500)));
        let csv = "Symbol,ExDate,Amount\n1120,2026-03-15,1\n1120,2026-03-15,2\n2222,15/03/2026,1\n2010,2026-03-15,0\n";
        let Err(ImportError::Rows(errors)) = parse(csv) else { panic!("bad rows must be refused") };
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3, 4, 5]);
        assert!(errors[0].message.contains("appears twice"));
        assert!(errors[2].message.contains("not a positive number"));
    }

    #[test]
    fn a_file_without_the_columns_is_refused() {
        assert!(matches!(parse("Symbol,Amount\n1120,1\n"), Err(ImportError::File(_))));
    }
}
