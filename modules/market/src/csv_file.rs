//! Reading a CSV file the imports check whole: the header, then each non-blank row with its line
//! number (the header is line 1), and the rows that could not be read at all.

use csv::StringRecord;

use crate::import::{ImportError, RowError};

pub struct CsvFile {
    pub headers: StringRecord,
    /// Non-blank rows with their 1-based line.
    pub rows: Vec<(usize, StringRecord)>,
    pub unreadable: Vec<RowError>,
}

impl CsvFile {
    pub fn read(text: &str) -> Result<Self, ImportError> {
        let mut reader = csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).from_reader(text.as_bytes());
        let headers = reader.headers().map_err(|e| ImportError::File(format!("line 1: unreadable header: {e}")))?.clone();
        let mut rows = Vec::new();
        let mut unreadable = Vec::new();
        for (i, record) in reader.records().enumerate() {
            let line = i + 2;
            match record {
                Ok(r) if r.iter().all(str::is_empty) => {}
                Ok(r) => rows.push((line, r)),
                Err(e) => unreadable.push(RowError { line, message: format!("unreadable row: {e}") }),
            }
        }
        Ok(Self { headers, rows, unreadable })
    }

    /// The position of the column named `name`, whatever its case.
    pub fn column(&self, name: &str) -> Option<usize> {
        self.headers.iter().position(|h| h.eq_ignore_ascii_case(name))
    }
}
