//! Reading multipart forms with a bound on every part, so an oversized part is answered with the
//! module's own JSON error (413 or 422) instead of being read whole.

use actix_multipart::{Field, MultipartError};
use futures_util::TryStreamExt;

/// What one part held.
#[derive(Debug, PartialEq, Eq)]
pub enum Part {
    Whole(Vec<u8>),
    /// It grew past the limit; the rest was not read.
    TooLarge,
}

/// Reads one part, stopping as soon as it grows past `limit` bytes.
pub async fn read_part(field: &mut Field, limit: usize) -> Result<Part, MultipartError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.try_next().await? {
        if bytes.len() + chunk.len() > limit {
            return Ok(Part::TooLarge);
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(Part::Whole(bytes))
}
