//! The general securities trading certificate (CME1): a PDF or an image, recognised by its
//! content (never by its name or declared type), at most 5 MB, kept in the platform's storage.

/// Largest certificate accepted.
pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// A certificate whose type was recognised from its bytes.
#[derive(Debug)]
pub struct Certificate {
    pub bytes: Vec<u8>,
    pub mime: &'static str,
}

impl Certificate {
    /// None unless the bytes are a PDF, PNG or JPEG.
    pub fn from_bytes(bytes: Vec<u8>) -> Option<Self> {
        let mime = mime_of(&bytes)?;
        let opens = if mime == "application/pdf" {
            // A PDF throughout, not only in its first bytes: staff open it.
            eva_pdf::pages_of(&bytes).is_ok()
        } else {
            // A picture of a certificate, not a decompression bomb for the staff who open it.
            !platform::http::images::too_many_pixels(&bytes)
        };
        opens.then_some(Self { bytes, mime })
    }

    /// A fresh storage key for this user's certificate.
    pub fn new_key(&self) -> String {
        platform::storage::unique_key("analyst-certificates", extension(self.mime))
    }
}

/// The accepted type of `bytes` by their magic numbers.
pub fn mime_of(bytes: &[u8]) -> Option<&'static str> {
    match infer::get(bytes)?.mime_type() {
        "application/pdf" => Some("application/pdf"),
        "image/png" => Some("image/png"),
        "image/jpeg" => Some("image/jpeg"),
        _ => None,
    }
}

pub fn extension(mime: &str) -> &'static str {
    match mime {
        "application/pdf" => "pdf",
        "image/png" => "png",
        _ => "jpg",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_type_comes_from_the_content() {
        assert_eq!(mime_of(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), Some("application/pdf"));
        assert_eq!(mime_of(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Some("image/png"));
        assert_eq!(mime_of(b"\xff\xd8\xff\xe0\0\x10JFIF\0"), Some("image/jpeg"));
        assert_eq!(mime_of(b"GIF89a......"), None);
        assert_eq!(mime_of(b"just some text that says it is a pdf"), None);
        assert_eq!(mime_of(b"MZ\x90\0"), None);
    }
}
