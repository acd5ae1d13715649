//! `eva market shares FILE`: each stock's shares outstanding (which market caps are priced from),
//! from a CSV with `Symbol` and `Shares` columns. The whole file is checked first; a bad row,
//! named by its line, changes nothing.

use std::collections::HashSet;

use platform::AppContext;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::csv_file::CsvFile;
use crate::entities::stocks;
use crate::import::{ImportError, RowError, known_stocks};
use crate::stock_index::STOCKS_TOPIC;

struct Row {
    line: usize,
    symbol: String,
    shares: i64,
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let (Some(symbol_col), Some(shares_col)) = (file.column("symbol"), file.column("shares").or_else(|| file.column("sharesoutstanding")))
    else {
        return Err(ImportError::File("line 1: the header needs Symbol and Shares columns".into()));
    };
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let symbol = record.get(symbol_col).unwrap_or_default().to_owned();
        let text = record.get(shares_col).unwrap_or_default();
        let shares = text.replace(',', "").trim().parse::<i64>().ok().filter(|n| *n > 0);
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        } else if !seen.insert(symbol.clone()) {
            problems.push(format!("{symbol} appears twice"));
        }
        if shares.is_none() {
            problems.push(format!("shares '{text}' is not a whole number above zero"));
        }
        match shares {
            Some(shares) if problems.is_empty() => rows.push(Row { line, symbol, shares }),
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

/// Sets the file's stocks' shares outstanding in one transaction; returns how many it set.
pub async fn import_shares(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let known = known_stocks(&txn, rows.iter().map(|r| (r.line, r.symbol.as_str()))).await?;
    for row in &rows {
        let Some(stock) = known.get(&row.symbol) else { continue };
        stocks::Entity::update_many()
            .col_expr(stocks::Column::SharesOutstanding, Expr::value(row.shares))
            .filter(stocks::Column::Id.eq(stock.id))
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    ctx.caches.changed(&ctx.db, STOCKS_TOPIC).await?;
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn counts_with_separators_are_read_and_bad_rows_named_by_line() {
        let rows = parse("Symbol,Shares\n1120,\"4,000,000,000\"\n").unwrap();
        assert_eq!(rows[0].shares, 4_000_000_000);
        let Err(ImportError::Rows(errors)) = parse("Symbol,Shares\n1120,10\n1120,20\n2222,-5\n2010,1.5\n") else {
            panic!("bad rows must be refused")
        };
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3, 4, 5]);
    }
}
