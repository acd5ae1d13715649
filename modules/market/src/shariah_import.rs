//! `eva market shariah FILE`: the Shariah screening of listed stocks, as published by the firm's
//! Shariah board, from a CSV with `Symbol` and `Shariah` columns. Like the price import, the whole
//! file is checked first and any bad row, named by its line, leaves every stock as it was. The
//! stocks whose status it changes are announced (ShariahStatusChanged) in the same transaction.

use std::collections::HashSet;

use platform::AppContext;
use platform::events::{ShariahChange, ShariahStatusChanged};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::csv_file::CsvFile;
use crate::entities::stocks;
use crate::import::{ImportError, RowError, known_stocks};
use crate::stock_index::STOCKS_TOPIC;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShariahReport {
    pub compliant: usize,
    pub non_compliant: usize,
    pub not_assessed: usize,
}

/// The stored status: `Some(true)` compliant, `Some(false)` not, `None` not assessed.
fn parse_status(text: &str) -> Option<Option<bool>> {
    match text.trim().to_lowercase().replace(['_', '-'], " ").as_str() {
        "compliant" | "yes" | "true" | "1" | "متوافق" | "متوافقة" => Some(Some(true)),
        "non compliant" | "not compliant" | "no" | "false" | "0" | "غير متوافق" | "غير متوافقة" => Some(Some(false)),
        "" | "not assessed" | "unknown" | "غير مصنف" | "غير مصنفة" => Some(None),
        _ => None,
    }
}

struct Row {
    line: usize,
    symbol: String,
    status: Option<bool>,
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let (Some(symbol_col), Some(status_col)) = (file.column("symbol"), file.column("shariah")) else {
        return Err(ImportError::File("line 1: the header needs Symbol and Shariah columns".into()));
    };
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let symbol = record.get(symbol_col).unwrap_or_default().to_owned();
        let status_text = record.get(status_col).unwrap_or_default();
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        } else if !seen.insert(symbol.clone()) {
            problems.push(format!("{symbol} appears twice"));
        }
        let status = parse_status(status_text);
        if status.is_none() {
            problems.push(format!("Shariah '{status_text}' is not compliant, non-compliant or not assessed"));
        }
        match status {
            Some(status) if problems.is_empty() => rows.push(Row { line, symbol, status }),
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

/// Sets the listed stocks' Shariah status in one transaction; stocks not in the file keep theirs.
pub async fn import_shariah(ctx: &AppContext, text: &str) -> Result<ShariahReport, ImportError> {
    let db = &ctx.db;
    let rows = parse(text)?;
    let txn = platform::write_txn::begin_write(db).await?;
    let known = known_stocks(&txn, rows.iter().map(|r| (r.line, r.symbol.as_str()))).await?;
    let mut report = ShariahReport { compliant: 0, non_compliant: 0, not_assessed: 0 };
    for (status, count) in [(Some(true), &mut report.compliant), (Some(false), &mut report.non_compliant), (None, &mut report.not_assessed)]
    {
        let ids: Vec<i64> = rows.iter().filter(|r| r.status == status).filter_map(|r| known.get(&r.symbol).map(|s| s.id)).collect();
        *count = ids.len();
        for chunk in ids.chunks(500) {
            stocks::Entity::update_many()
                .col_expr(stocks::Column::ShariahCompliant, sea_orm::sea_query::Expr::value(status))
                .filter(stocks::Column::Id.is_in(chunk.iter().copied()))
                .exec(&txn)
                .await?;
        }
    }
    let changes: Vec<ShariahChange> = rows
        .iter()
        .filter_map(|r| known.get(&r.symbol).map(|s| ShariahChange { stock_id: s.id, before: s.shariah_compliant, after: r.status }))
        .filter(|c| c.before != c.after)
        .collect();
    if !changes.is_empty() {
        ctx.stage_events(&txn, &[ShariahStatusChanged { changes }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    ctx.caches.changed(db, STOCKS_TOPIC).await?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_in_english_and_arabic() {
        assert_eq!(parse_status("Compliant"), Some(Some(true)));
        assert_eq!(parse_status("non-compliant"), Some(Some(false)));
        assert_eq!(parse_status("NOT_ASSESSED"), Some(None));
        assert_eq!(parse_status("متوافق"), Some(Some(true)));
        assert_eq!(parse_status("غير متوافقة"), Some(Some(false)));
        assert_eq!(parse_status(""), Some(None));
        assert_eq!(parse_status("halal-ish"), None);
    }

    #[test]
    fn every_bad_row_is_named_by_its_line() {
        let csv = "Symbol,Shariah\n1120,compliant\n,yes\n1120,no\n2222,maybe\n";
        let Err(ImportError::Rows(errors)) = parse(csv) else { panic!("bad rows must be refused") };
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![3, 4, 5]);
        assert!(errors[1].message.contains("1120 appears twice"));
        assert!(errors[2].message.contains("'maybe'"));
    }

    #[test]
    fn a_file_without_the_columns_is_refused() {
        assert!(matches!(parse("Ticker,Status\n1120,yes\n"), Err(ImportError::File(_))));
    }
}
