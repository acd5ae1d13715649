//! CSV downloads that spreadsheet programs open correctly: UTF-8 with a byte-order mark (so
//! Arabic reads right), sent as an attachment and never cached.

use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};

const BOM: &[u8] = "\u{feff}".as_bytes();

/// A writer for the file's rows.
pub fn writer() -> csv::Writer<Vec<u8>> {
    csv::Writer::from_writer(Vec::new())
}

/// The written rows behind a byte-order mark.
pub fn finish(writer: csv::Writer<Vec<u8>>) -> anyhow::Result<Vec<u8>> {
    let body = writer.into_inner().map_err(|e| anyhow::anyhow!("writing the CSV: {e}"))?;
    Ok([BOM, &body].concat())
}

/// Sends a CSV as a download named `filename`.
pub fn download(body: Vec<u8>, filename: &str) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "text/csv; charset=utf-8"))
        .insert_header((CONTENT_DISPOSITION, format!("attachment; filename=\"{filename}\"")))
        .insert_header((CACHE_CONTROL, "private, no-store"))
        .body(body)
}
