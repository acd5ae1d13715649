use actix_web::http::header::{CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE};
use actix_web::{HttpResponse, get, web};
use platform::storage::StorageError;
use platform::{ApiError, ApiResult, AppContext};

const DEFAULT_AVATAR_SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#dfe7ee"/><circle cx="32" cy="25" r="11" fill="#8aa0b4"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#8aa0b4"/></svg>"##;

/// The stored picture's type, from the extension given at upload after checking its content.
fn mime_of(name: &str) -> Option<&'static str> {
    match name.rsplit_once('.')?.1 {
        "png" => Some("image/png"),
        "jpg" => Some("image/jpeg"),
        "webp" => Some("image/webp"),
        _ => None,
    }
}

/// A user's picture, or the default one; streamed from the file store, whichever process stored it.
#[utoipa::path(tag = "accounts", params(("name" = String, Path, description = "Picture file name")),
    responses((status = 200, content_type = "image/*"), (status = 404)))]
#[get("/api/avatars/{name}")]
pub async fn get_avatar(ctx: web::Data<AppContext>, name: web::Path<String>) -> ApiResult<HttpResponse> {
    if name.as_str() == "default.svg" {
        return Ok(HttpResponse::Ok()
            .insert_header((CONTENT_TYPE, "image/svg+xml"))
            .insert_header((CACHE_CONTROL, "public, max-age=86400"))
            .body(DEFAULT_AVATAR_SVG));
    }
    let mime = mime_of(&name).ok_or_else(ApiError::not_found)?;
    let file = ctx.storage.open_file(&format!("avatars/{name}")).await.map_err(|e| match e {
        StorageError::BadKey(_) => ApiError::not_found(),
        e => ApiError::internal(e),
    })?;
    let Some(file) = file else { return Err(ApiError::not_found()) };
    // Names are unique per upload, so a picture never changes under its name.
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, mime))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .streaming(file.bytes))
}
