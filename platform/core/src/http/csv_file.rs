//! CSV downloads that spreadsheet programs open correctly and cannot be made to execute: UTF-8
//! with a byte-order mark (so Arabic reads right), every cell that a spreadsheet would read as a
//! formula written as text, sent as an attachment and never cached. Every export goes through
//! [`CsvFile`], so no cell reaches a file unescaped.

use std::borrow::Cow;

use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};

const BOM: &[u8] = "\u{feff}".as_bytes();

/// The rows of one CSV file.
pub struct CsvFile {
    writer: csv::Writer<Vec<u8>>,
}

impl Default for CsvFile {
    fn default() -> Self {
        Self::new()
    }
}

impl CsvFile {
    pub fn new() -> Self {
        Self { writer: csv::Writer::from_writer(Vec::new()) }
    }

    /// Writes one row, each cell made safe to open ([`safe_cell`]).
    pub fn row<I, S>(&mut self, cells: I) -> anyhow::Result<()>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let cells: Vec<S> = cells.into_iter().collect();
        let safe: Vec<Cow<'_, str>> = cells.iter().map(|c| safe_cell(c.as_ref())).collect();
        self.writer.write_record(safe.iter().map(|c| c.as_bytes())).map_err(|e| anyhow::anyhow!("writing the CSV: {e}"))
    }

    /// The written rows behind a byte-order mark.
    pub fn finish(self) -> anyhow::Result<Vec<u8>> {
        let body = self.writer.into_inner().map_err(|e| anyhow::anyhow!("writing the CSV: {e}"))?;
        Ok([BOM, &body].concat())
    }
}

/// A cell as text a spreadsheet will not evaluate: one that starts with `=`, `+`, `-`, `@`, a tab
/// or a carriage return gets a leading apostrophe (OWASP's advice for CSV injection), unless it
/// is a plain number such as `-12.50`, which no spreadsheet runs.
pub fn safe_cell(text: &str) -> Cow<'_, str> {
    let risky = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && !is_plain_number(text) { Cow::Owned(format!("'{text}")) } else { Cow::Borrowed(text) }
}

fn is_plain_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    !whole.is_empty() && whole.bytes().all(|b| b.is_ascii_digit()) && fraction.bytes().all(|b| b.is_ascii_digit())
}

/// Sends a CSV as a download named `filename`.
pub fn download(body: Vec<u8>, filename: &str) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "text/csv; charset=utf-8"))
        .insert_header((CONTENT_DISPOSITION, format!("attachment; filename=\"{filename}\"")))
        .insert_header((CACHE_CONTROL, "private, no-store"))
        .body(body)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn formulas_become_text() {
        for formula in ["=HYPERLINK(\"http://x\",\"y\")", "+1+1", "-1+cmd|' /C calc'!A0", "@SUM(A1)", "\tx", "\rx", "-", "=", "+.5e3"] {
            assert_eq!(safe_cell(formula), format!("'{formula}"), "{formula:?}");
        }
    }

    #[test]
    fn numbers_and_plain_text_stay_as_they_are() {
        for plain in ["-12.50", "+3", "-7", "0.25", "بنك الراجحي", "SA0380000000608010167519", "a=b", "", "Ahmed - analyst"] {
            assert_eq!(safe_cell(plain), plain, "{plain:?}");
        }
    }

    #[test]
    fn a_file_is_bom_then_escaped_rows() {
        let mut file = CsvFile::new();
        file.row(["name", "bank"]).unwrap();
        file.row(["Ali, Jr.".to_owned(), "=HYPERLINK(\"http://evil\")".to_owned()]).unwrap();
        let text = String::from_utf8(file.finish().unwrap()).unwrap();
        assert_eq!(text, "\u{feff}name,bank\n\"Ali, Jr.\",\"'=HYPERLINK(\"\"http://evil\"\")\"\n");
    }
}
