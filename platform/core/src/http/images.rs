//! Images attached to published content (charts on ratings and opinions): PNG, JPEG or WebP
//! recognised by their content, a size bound per file and a count bound per item, served back
//! with their type and no sniffing. Each module passes its own messages (the spec words the
//! count limit differently on each form).

use actix_multipart::Multipart;
use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use futures_util::TryStreamExt;

use crate::http::multipart::{Part, read_part};
use crate::storage::StoredFile;
use crate::{ApiError, ApiResult, Message};

/// The messages of one form's image field.
#[derive(Debug, Clone, Copy)]
pub struct ImageMessages {
    pub too_many: Message,
    pub bad_type: Message,
    pub too_large: Message,
    pub required: Message,
    pub unreadable_form: Message,
}

pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// The accepted type of `bytes` by their magic numbers.
pub fn mime_of(bytes: &[u8]) -> Option<&'static str> {
    match infer::get(bytes)?.mime_type() {
        "image/png" => Some("image/png"),
        "image/jpeg" => Some("image/jpeg"),
        "image/webp" => Some("image/webp"),
        _ => None,
    }
}

pub fn extension(mime: &str) -> &'static str {
    match mime {
        "image/png" => "png",
        "image/webp" => "webp",
        _ => "jpg",
    }
}

/// The `images` parts of the form (at most `max`), each checked; other parts are ignored.
pub async fn read(mut payload: Multipart, max: usize, m: ImageMessages) -> ApiResult<Vec<(Vec<u8>, &'static str)>> {
    let mut out = Vec::new();
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(m.unreadable_form))? {
        if field.name() != Some("images") {
            continue;
        }
        if out.len() == max {
            return Err(ApiError::field("images", m.too_many));
        }
        match read_part(&mut field, MAX_BYTES).await.map_err(|_| ApiError::unprocessable(m.unreadable_form))? {
            Part::TooLarge => return Err(ApiError::too_large().with_field("images", m.too_large)),
            Part::Whole(bytes) => {
                let mime = mime_of(&bytes).ok_or_else(|| ApiError::field("images", m.bad_type))?;
                out.push((bytes, mime));
            }
        }
    }
    if out.is_empty() {
        return Err(ApiError::field("images", m.required));
    }
    Ok(out)
}

/// A stored image as the response, private to its readers.
pub fn serve(file: StoredFile, mime: String) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, mime))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "private, max-age=3600"))
        .streaming(file.bytes)
}
