//! Reading an uploaded PDF through: its signature says PDF, and a PDF reader opens the whole
//! file and finds at least one page (a file that only starts like a PDF is refused).

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdfError {
    /// Its first bytes are not a PDF's.
    NotPdf,
    /// It starts like one, but does not open as a whole, or has no page.
    Unreadable,
}

/// The number of pages of a PDF, or why it is not one.
pub fn pages_of(bytes: &[u8]) -> Result<usize, PdfError> {
    if infer::get(bytes).map(|t| t.mime_type()) != Some("application/pdf") {
        return Err(PdfError::NotPdf);
    }
    let document = lopdf::Document::load_mem(bytes).map_err(|_| PdfError::Unreadable)?;
    match document.get_pages().len() {
        0 => Err(PdfError::Unreadable),
        pages => Ok(pages),
    }
}
