use std::time::{Duration, SystemTime, UNIX_EPOCH};

use actix_web::http::header::{self, Header, HttpDate, IfModifiedSince};
use actix_web::{HttpRequest, HttpResponse, Responder, get, web};
use chrono::{DateTime, Utc};
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang};
use sea_orm::EntityTrait;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::contents;
use crate::views::ContentFormat;

#[derive(Debug, Serialize, ToSchema)]
pub struct ContentView {
    pub key: String,
    pub title: String,
    /// Sanitised HTML when `format` is `html`; a bare value (a phone number) when `text`.
    pub body: String,
    pub format: ContentFormat,
    /// The number of the current version (1 is the text the deployment started with).
    pub version: i32,
    /// When the current version was saved.
    pub updated_at: DateTime<Utc>,
}

fn etag(row: &contents::Model, lang: Lang) -> String {
    format!("\"{}-v{}-{}\"", row.key, row.version, lang.code())
}

/// Whole seconds, as HTTP dates carry them.
fn last_modified(at: DateTime<Utc>) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(u64::try_from(at.timestamp()).unwrap_or(0))
}

/// A conditional request whose copy is still current: `If-None-Match` decides when present,
/// otherwise `If-Modified-Since`.
fn not_modified(req: &HttpRequest, tag: &str, modified: SystemTime) -> bool {
    if let Some(value) = req.headers().get(header::IF_NONE_MATCH) {
        return value
            .to_str()
            .is_ok_and(|list| list.split(',').map(str::trim).any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == tag));
    }
    IfModifiedSince::parse(req).is_ok_and(|since| SystemTime::from(since.0) >= modified)
}

/// The current version of a site text (legal page, whatsapp or contact_us number) in the
/// request's language, with `ETag` and `Last-Modified`.
///
/// A conditional request (`If-None-Match`, or `If-Modified-Since`) whose copy is still current
/// is answered 304 Not Modified without a body.
#[utoipa::path(tag = "content", params(("key" = String, Path)),
    responses((status = 200, body = ContentView, headers(
            ("ETag" = String, description = "Identifies this version in this language"),
            ("Last-Modified" = String, description = "When this version was saved (HTTP date)"))),
        (status = 304, description = "Not modified: the client's copy (If-None-Match / If-Modified-Since) is current"),
        (status = 404, body = platform::http::error::ErrorBody)))]
#[get("/api/contents/{key}")]
pub async fn get_content(req: HttpRequest, ctx: web::Data<AppContext>, key: web::Path<String>) -> ApiResult<HttpResponse> {
    let row = contents::Entity::find_by_id(key.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let lang = current_lang();
    let tag = etag(&row, lang);
    let modified = last_modified(row.updated_at);
    let mut res = if not_modified(&req, &tag, modified) {
        HttpResponse::NotModified().finish()
    } else {
        let (title, body) = match lang {
            Lang::Ar => (row.title_ar, row.body_ar),
            Lang::En => (row.title_en, row.body_en),
        };
        let view = ContentView {
            format: ContentFormat::of(&row.key),
            key: row.key,
            title,
            body,
            version: row.version,
            updated_at: row.updated_at,
        };
        ApiResponse::ok(view).respond_to(&req)
    };
    let headers = res.headers_mut();
    if let Ok(v) = header::HeaderValue::from_str(&tag) {
        headers.insert(header::ETAG, v);
    }
    if let Ok(v) = header::HeaderValue::from_str(&HttpDate::from(modified).to_string()) {
        headers.insert(header::LAST_MODIFIED, v);
    }
    headers.insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, header::HeaderValue::from_static("Accept-Language, Authorization"));
    Ok(res)
}
