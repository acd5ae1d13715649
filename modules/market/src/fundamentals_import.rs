//! `eva market fundamentals FILE`: companies' reported figures per period, from a CSV with
//! `Symbol`, `PeriodEnd` (YYYY-MM-DD), `Months` (3, 6, 9 or 12), `Revenue`, `NetIncome`, `EPS`,
//! `BookValue` (shareholders' equity), `Debt` and `Cash` columns, amounts in the stock's currency
//! with at most two decimals (EPS four). Like the other imports, the whole file is checked first
//! and any bad row, named by its line, imports nothing; a period already stored for the stock
//! takes the file's figures, so a corrected file can be imported again.

use std::collections::HashSet;

use platform::AppContext;
use platform::ports::FundamentalPeriod;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::OnConflict;

use crate::csv_file::CsvFile;
use crate::entities::{stock_fundamentals, stocks};
use crate::import::{ImportError, RowError, parse_date};
use crate::import_upsert::{SymbolRow, upsert_rows};

struct Row {
    line: usize,
    symbol: String,
    period: FundamentalPeriod,
}

const COLUMNS: [&str; 9] = ["Symbol", "PeriodEnd", "Months", "Revenue", "NetIncome", "EPS", "BookValue", "Debt", "Cash"];

/// A signed decimal with at most `decimals` places, scaled to an integer of that many places.
fn scaled(text: &str, decimals: u32) -> Option<i64> {
    let value: Decimal = text.trim().parse().ok()?;
    let normal = value.normalize();
    if normal.scale() > decimals {
        return None;
    }
    normal.checked_mul(Decimal::from(10_i64.pow(decimals)))?.to_i64()
}

fn parse(text: &str) -> Result<Vec<Row>, ImportError> {
    let file = CsvFile::read(text)?;
    let columns: Vec<Option<usize>> = COLUMNS.iter().map(|name| file.column(name)).collect();
    let missing: Vec<&str> = COLUMNS.iter().zip(&columns).filter(|(_, c)| c.is_none()).map(|(name, _)| *name).collect();
    if !missing.is_empty() {
        return Err(ImportError::File(format!("line 1: the header needs {} (missing: {})", COLUMNS.join(", "), missing.join(", "))));
    }
    let at: Vec<usize> = columns.into_iter().flatten().collect();
    let mut rows = Vec::new();
    let mut errors = file.unreadable;
    let mut seen = HashSet::new();
    for (line, record) in file.rows {
        let cell = |i: usize| record.get(at[i]).unwrap_or_default();
        let mut problems = Vec::new();
        let symbol = cell(0).to_owned();
        if symbol.is_empty() {
            problems.push("no symbol".to_owned());
        }
        let period_end = parse_date(cell(1));
        if period_end.is_none() {
            problems.push(format!("period end '{}' is not a date (YYYY-MM-DD)", cell(1)));
        }
        let months = cell(2).parse::<i16>().ok().filter(|m| matches!(m, 3 | 6 | 9 | 12));
        if months.is_none() {
            problems.push(format!("months '{}' is not 3, 6, 9 or 12", cell(2)));
        }
        // Revenue, debt and cash cannot be negative; income, EPS and equity can.
        let mut amount = |i: usize, name: &str, signed: bool, decimals: u32| {
            let value = scaled(cell(i), decimals).filter(|v| signed || *v >= 0);
            if value.is_none() {
                let kind = if signed { "a number" } else { "a number, zero or more" };
                problems.push(format!("{name} '{}' is not {kind} with at most {decimals} decimals", cell(i)));
            }
            value.unwrap_or_default()
        };
        let revenue = amount(3, "revenue", false, 2);
        let net_income = amount(4, "net income", true, 2);
        let eps = amount(5, "EPS", true, 4);
        let book_value = amount(6, "book value", true, 2);
        let debt = amount(7, "debt", false, 2);
        let cash = amount(8, "cash", false, 2);
        if let (Some(end), Some(months)) = (period_end, months)
            && !symbol.is_empty()
            && !seen.insert((symbol.clone(), end, months))
        {
            problems.push(format!("{symbol}'s {months} months to {end} appear twice"));
        }
        match (period_end, months) {
            (Some(period_end), Some(months)) if problems.is_empty() => {
                rows.push(Row {
                    line,
                    symbol,
                    period: FundamentalPeriod { period_end, months, revenue, net_income, eps, book_value, debt, cash, demo: false },
                });
            }
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

/// Stores the file's periods in one transaction; returns how many rows it holds.
pub async fn import_fundamentals(ctx: &AppContext, text: &str) -> Result<usize, ImportError> {
    let rows = parse(text)?;
    let model = |r: &Row, stock: &stocks::Model| {
        let p = &r.period;
        stock_fundamentals::ActiveModel {
            stock_id: Set(stock.id),
            period_end: Set(p.period_end),
            months: Set(p.months),
            revenue: Set(p.revenue),
            net_income: Set(p.net_income),
            eps: Set(p.eps),
            book_value: Set(p.book_value),
            debt: Set(p.debt),
            cash: Set(p.cash),
            is_demo: Set(p.demo),
            ..Default::default()
        }
    };
    use stock_fundamentals::Column as C;
    let on_conflict = OnConflict::columns([C::StockId, C::PeriodEnd, C::Months])
        .update_columns([C::Revenue, C::NetIncome, C::Eps, C::BookValue, C::Debt, C::Cash, C::IsDemo])
        .to_owned();
    upsert_rows(ctx, &rows, model, on_conflict).await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    const HEADER: &str = "Symbol,PeriodEnd,Months,Revenue,NetIncome,EPS,BookValue,Debt,Cash\n";

    #[test]
    fn figures_are_read_exactly_in_minor_and_price_units() {
        let rows =
            parse(&format!("{HEADER}2222,2025-12-31,12,1801683000000.50,-398000000,1.6125,1561000000000,313000000000,221000000000\n"))
                .unwrap();
        let p = &rows[0].period;
        assert_eq!((p.months, p.revenue, p.net_income, p.eps), (12, 180_168_300_000_050, -39_800_000_000, 16_125));
        assert_eq!(p.period_end.to_string(), "2025-12-31");
    }

    #[test]
    fn bad_rows_are_named_by_line_and_nothing_is_read() {
        let csv = format!(
            "{HEADER}1120,2025-12-31,12,100,10,1,50,0,5\n1120,2025-12-31,12,100,10,1,50,0,5\n2222,31/12/2025,12,1,1,1,1,1,1\n2010,2025-12-31,7,1,1,1,1,1,1\n7010,2025-12-31,12,-5,1,1.23456,1,1,1\n"
        );
        let Err(ImportError::Rows(errors)) = parse(&csv) else { panic!("bad rows must be refused") };
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), vec![3, 4, 5, 6]);
        assert!(errors[0].message.contains("appear twice"), "{}", errors[0].message);
        assert!(errors[1].message.contains("not a date"));
        assert!(errors[2].message.contains("not 3, 6, 9 or 12"));
        assert!(errors[3].message.contains("revenue") && errors[3].message.contains("EPS"), "{}", errors[3].message);
    }

    #[test]
    fn a_file_without_the_columns_says_which_are_missing() {
        let Err(ImportError::File(message)) = parse("Symbol,PeriodEnd,Months,Revenue\n1120,2025-12-31,12,1\n") else { panic!("refused") };
        assert!(message.contains("missing: NetIncome, EPS, BookValue, Debt, Cash"), "{message}");
    }
}
