//! `eva market actions FILE`: splits and bonus issues as the exchange announces them, from a CSV
//! with `Symbol`, `ExDate`, `Kind` (`split` or `bonus`) and `Ratio` (shares after : shares
//! before, "2:1" for a two-for-one split, "5:4" for one bonus share per four held). The whole
//! file is checked first; a bad row, named by its line, imports nothing. An action already stored
//! for the stock and ex-date takes the file's, so a corrected file can be imported again. The
//! actions are announced (CorporateActionsStored) in the transaction that stores them.

use std::collections::HashSet;

use chrono::{NaiveDate, Utc};
use platform::AppContext;
use platform::events::{CorporateAction, CorporateActionsStored};
use sea_orm::ActiveValue::Set;
use sea_orm::EntityTrait;
use sea_orm::sea_query::OnConflict;

use crate::csv_file::CsvFile;
use crate::entities::corporate_actions;
use crate::import::{ImportError, RowError, known_stocks, parse_date};

struct Row {
    line: usize,
    symbol: String,
    ex_date: NaiveDate,
    kind: &'static str,
    after: i64,
    before: i64,
}

/// "2:1", "٥:٤" or "5/4": two whole numbers above zero that differ.
fn parse_ratio(text: &str) -> Option<(i64, i64)> {
    let ascii: String = text.trim().chars().map(platform::validation::arabic_digit_to_ascii).collect();
    let (after, before) = ascii.split_once([':', '/'])?;
    let (after, before) = (after.trim().parse::<i64>().ok()?, before.trim().parse::<i64>().ok()?);
    (after > 0 && before > 0 && after != before && after <= 1_000_000 && before <= 1_000_000).then_some((after, before))
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let (Some(symbol_col), Some(date_col), Some(kind_col), Some(ratio_col)) =
        (file.column("symbol"), file.column("exdate").or_else(|| file.column("ex_date")), file.column("kind"), file.column("ratio"))
    else {
        return Err(ImportError::File("line 1: the header needs Symbol, ExDate, Kind and Ratio columns".into()));
    };
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let symbol = record.get(symbol_col).unwrap_or_default().trim().to_owned();
        let date_text = record.get(date_col).unwrap_or_default();
        let kind_text = record.get(kind_col).unwrap_or_default().trim().to_lowercase();
        let ratio_text = record.get(ratio_col).unwrap_or_default();
        let ex_date = parse_date(date_text);
        let kind = match kind_text.as_str() {
            "split" => Some("split"),
            "bonus" => Some("bonus"),
            _ => None,
        };
        let ratio = parse_ratio(ratio_text);
        let mut problems = Vec::new();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        }
        if ex_date.is_none() {
            problems.push(format!("ex-date '{date_text}' is not a date (YYYY-MM-DD)"));
        }
        if kind.is_none() {
            problems.push(format!("kind '{kind_text}' is neither split nor bonus"));
        }
        match ratio {
            None => problems.push(format!("ratio '{ratio_text}' is not shares after:before, two different whole numbers above zero")),
            Some((after, before)) if kind == Some("bonus") && after < before => {
                problems.push(format!("a bonus issue adds shares: ratio '{ratio_text}' takes them away"));
            }
            Some(_) => {}
        }
        if let Some(day) = ex_date
            && !symbol.is_empty()
            && !seen.insert((symbol.clone(), day))
        {
            problems.push(format!("{symbol} on {day} appears twice"));
        }
        match (ex_date, kind, ratio) {
            (Some(ex_date), Some(kind), Some((after, before))) if problems.is_empty() => {
                rows.push(Row { line, symbol, ex_date, kind, after, before });
            }
            _ => errors.push(RowError { line, message: problems.join("; ") }),
        }
    }
    if errors.is_empty() { Ok(rows) } else { Err(ImportError::Rows(errors)) }
}

/// Stores the file's actions and announces them, in one transaction; returns how many it holds.
pub async fn import_actions(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let known = known_stocks(&txn, rows.iter().map(|r| (r.line, r.symbol.as_str()))).await?;
    let now = Utc::now();
    let mut announced = Vec::with_capacity(rows.len());
    for r in &rows {
        let Some(stock) = known.get(&r.symbol) else { continue };
        let model = corporate_actions::ActiveModel {
            stock_id: Set(stock.id),
            ex_date: Set(r.ex_date),
            kind: Set(r.kind.to_owned()),
            shares_after: Set(r.after),
            shares_before: Set(r.before),
            imported_at: Set(now),
            ..Default::default()
        };
        let on_conflict = OnConflict::columns([corporate_actions::Column::StockId, corporate_actions::Column::ExDate])
            .update_columns([
                corporate_actions::Column::Kind,
                corporate_actions::Column::SharesAfter,
                corporate_actions::Column::SharesBefore,
                corporate_actions::Column::ImportedAt,
            ])
            .to_owned();
        corporate_actions::Entity::insert(model).on_conflict(on_conflict).exec(&txn).await?;
        announced.push(CorporateAction { stock_id: stock.id, ex_date: r.ex_date, shares_after: r.after, shares_before: r.before });
    }
    ctx.stage_events(&txn, &[CorporateActionsStored { actions: announced }]).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn ratios_are_read_in_either_script_and_bad_rows_named_by_line() {
        let rows = parse("Symbol,ExDate,Kind,Ratio\n2222,2026-12-01,bonus,١١:١٠\n1120,2026-12-02,Split,2/1\n").unwrap();
        assert_eq!((rows[0].kind, rows[0].after, rows[0].before), ("bonus", 11, 10));
        assert_eq!((rows[1].kind, rows[1].after, rows[1].before), ("split", 2, 1));
        let csv = "Symbol,ExDate,Kind,Ratio\n1120,2026-12-01,split,2:1\n1120,2026-12-01,split,3:1\n2222,2026-12-01,merger,2:1\n2010,2026-12-01,bonus,4:5\n2020,2026-12-01,split,1:1\n";
        let Err(ImportError::Rows(errors)) = parse(csv) else { panic!("bad rows must be refused") };
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3, 4, 5, 6]);
        assert!(errors[0].message.contains("appears twice"));
        assert!(errors[1].message.contains("neither split nor bonus"));
        assert!(errors[2].message.contains("takes them away"));
        assert!(errors[3].message.contains("two different whole numbers"));
    }

    #[test]
    fn a_file_without_the_columns_is_refused() {
        assert!(matches!(parse("Symbol,ExDate,Ratio\n1120,2026-12-01,2:1\n"), Err(ImportError::File(_))));
    }
}
