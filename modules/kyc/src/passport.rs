//! The passport photo of the non-Saudi path: PNG or JPEG recognised by its content (never its name
//! or declared type), big enough to read and at most 5 MB. It is kept sealed (see `vault`).

pub const MAX_BYTES: usize = 5 * 1024 * 1024;
/// Below this a photo of a passport page cannot be read.
pub const MIN_BYTES: usize = 10 * 1024;

#[derive(Debug, PartialEq, Eq)]
pub enum PhotoError {
    NotAnImage,
    TooSmall,
    /// More pixels than a page photo needs (a decompression bomb staff would open).
    TooManyPixels,
}

/// The photo's type by its magic numbers, when it is an accepted one of a readable size.
pub fn check(bytes: &[u8]) -> Result<&'static str, PhotoError> {
    // The platform's image check, narrowed to the two types the spec names.
    let mime = match platform::http::images::mime_of(bytes) {
        Some(m @ ("image/png" | "image/jpeg")) => m,
        _ => return Err(PhotoError::NotAnImage),
    };
    if bytes.len() < MIN_BYTES {
        return Err(PhotoError::TooSmall);
    }
    // Measured from the header, never decoded here: it is sealed, and opened only by staff.
    if platform::http::images::too_many_pixels(bytes) {
        return Err(PhotoError::TooManyPixels);
    }
    Ok(mime)
}

pub fn new_key() -> String {
    platform::storage::unique_key("kyc-passports", "sealed")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn padded(head: &[u8]) -> Vec<u8> {
        let mut v = head.to_vec();
        v.resize(MIN_BYTES, 0);
        v
    }

    #[test]
    fn png_and_jpeg_by_content_and_size() {
        assert_eq!(check(&padded(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")), Ok("image/png"));
        assert_eq!(check(&padded(b"\xff\xd8\xff\xe0\0\x10JFIF\0")), Ok("image/jpeg"));
        assert_eq!(check(&padded(b"%PDF-1.7\n")), Err(PhotoError::NotAnImage));
        assert_eq!(check(&padded(b"GIF89a")), Err(PhotoError::NotAnImage));
        assert_eq!(check(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Err(PhotoError::TooSmall));
    }
}
