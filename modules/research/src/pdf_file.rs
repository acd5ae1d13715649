//! Research PDFs as uploaded: checked by content (a PDF by its signature, and one a PDF reader can
//! open, with at least one page), within a size limit.

/// The largest research PDF taken.
pub const MAX_BYTES: usize = 30 * 1024 * 1024;

pub use eva_pdf::PdfError;

/// The number of pages of a PDF (read through, `eva_pdf::pages_of`), or why it is not one.
pub fn pages_of(bytes: &[u8]) -> Result<i32, PdfError> {
    eva_pdf::pages_of(bytes).map(|pages| i32::try_from(pages).unwrap_or(i32::MAX))
}

/// A short PDF of `pages` pages with `title` on each, drawn with Eva's PDF pages: for the demo's
/// research and for tests.
pub fn sample(title: &str, pages: usize) -> anyhow::Result<Vec<u8>> {
    use eva_pdf::{Align, Canvas, PAGE_W, style};
    let mut canvas = Canvas::new()?;
    for page in 0..pages.max(1) {
        if page > 0 {
            canvas.new_page();
        }
        canvas.text(title, style(20.0, true, (0.04, 0.43, 0.31)), PAGE_W - 56.0, 90.0, Align::Right);
        let line = format!("{} {}", "صفحة", page + 1);
        canvas.text(&line, style(11.0, false, (0.2, 0.2, 0.2)), PAGE_W - 56.0, 130.0, Align::Right);
    }
    canvas.finish(title, chrono::Utc::now())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn a_real_pdf_counts_its_pages_and_anything_else_is_refused() {
        let pdf = sample("تقرير القطاع المصرفي", 3).unwrap();
        assert_eq!(pages_of(&pdf), Ok(3));
        assert_eq!(pages_of(b"\x89PNG\r\n\x1a\n0000"), Err(PdfError::NotPdf));
        assert_eq!(pages_of(b"%PDF-1.7\nnothing else"), Err(PdfError::Unreadable));
    }
}
