use actix_multipart::Multipart;
use actix_web::{HttpResponse, delete, post, web};
use chrono::{DateTime, Utc};
use futures_util::TryStreamExt;
use platform::auth::Staff;
use platform::http::multipart::{Part, read_part};
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages as common};
use utoipa::ToSchema;

use crate::documents::{self, NewDocument, view};
use crate::messages;
use crate::pdf_file::{self, PdfError};
use crate::views::ResearchView;

const TITLE_MAX: usize = 300;
const SUMMARY_MAX: usize = 2_000;
const TEXT_PART_LIMIT: usize = 16 * 1024;
const MAX_PARTS: usize = 12;

/// The multipart form staff upload research with.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct ResearchForm {
    #[schema(max_length = 300)]
    title_ar: String,
    #[schema(max_length = 300)]
    title_en: String,
    #[schema(max_length = 2000)]
    summary_ar: Option<String>,
    #[schema(max_length = 2000)]
    summary_en: Option<String>,
    /// The Arabic PDF (checked by content, 30 MB at most); at least one of the two.
    #[schema(value_type = Option<String>, format = Binary)]
    file_ar: Option<Vec<u8>>,
    #[schema(value_type = Option<String>, format = Binary)]
    file_en: Option<Vec<u8>>,
    /// RFC 3339; now when absent.
    published_at: Option<String>,
}

#[derive(Default)]
struct Sent {
    texts: std::collections::HashMap<String, String>,
    file_ar: Option<Vec<u8>>,
    file_en: Option<Vec<u8>>,
}

async fn read(mut payload: Multipart) -> ApiResult<Sent> {
    let mut sent = Sent::default();
    let mut parts = 0;
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(messages::INVALID_FORM))? {
        parts += 1;
        if parts > MAX_PARTS {
            return Err(ApiError::unprocessable(messages::INVALID_FORM));
        }
        let name = field.name().unwrap_or_default().to_owned();
        if name == "file_ar" || name == "file_en" {
            let bytes =
                match read_part(&mut field, pdf_file::MAX_BYTES).await.map_err(|_| ApiError::unprocessable(messages::INVALID_FORM))? {
                    Part::Whole(bytes) => bytes,
                    Part::TooLarge => return Err(ApiError::too_large().with_field(&name, messages::PDF_TOO_LARGE)),
                };
            if !bytes.is_empty() {
                if name == "file_ar" { sent.file_ar = Some(bytes) } else { sent.file_en = Some(bytes) }
            }
            continue;
        }
        let Part::Whole(bytes) =
            read_part(&mut field, TEXT_PART_LIMIT).await.map_err(|_| ApiError::unprocessable(messages::INVALID_FORM))?
        else {
            return Err(ApiError::field(&name, common::FIELD_TOO_LONG));
        };
        let text = String::from_utf8(bytes).map_err(|_| ApiError::field(&name, common::FIELD_WRONG_TYPE))?;
        sent.texts.insert(name, text.trim().to_owned());
    }
    Ok(sent)
}

fn checked_pdf(v: &mut Validator, field: &str, bytes: Option<Vec<u8>>) -> Option<(Vec<u8>, i32)> {
    let bytes = bytes?;
    match pdf_file::pages_of(&bytes) {
        Ok(pages) => Some((bytes, pages)),
        Err(PdfError::NotPdf) => {
            v.add(field, messages::PDF_TYPE);
            None
        }
        Err(PdfError::Unreadable) => {
            v.add(field, messages::PDF_UNREADABLE);
            None
        }
    }
}

/// Publishes research: titles in both languages, a PDF in Arabic, English or both; investors
/// hear of it (`ResearchPublished`).
#[utoipa::path(tag = "research", security(("bearer" = [])),
    request_body(content = ResearchForm, content_type = "multipart/form-data"),
    responses((status = 201, body = ResearchView), (status = 401), (status = 403),
        (status = 413, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/financial-research")]
pub async fn upload_research(staff: Staff, ctx: web::Data<AppContext>, payload: Multipart) -> ApiResult<ApiResponse<ResearchView>> {
    let sent = read(payload).await?;
    let text = |k: &str| sent.texts.get(k).cloned().unwrap_or_default();
    let mut v = Validator::new();
    let (title_ar, title_en, summary_ar, summary_en) = (text("title_ar"), text("title_en"), text("summary_ar"), text("summary_en"));
    v.check("title_ar", !title_ar.is_empty(), common::FIELD_REQUIRED);
    v.check("title_en", !title_en.is_empty(), common::FIELD_REQUIRED);
    v.max_chars("title_ar", Some(&title_ar), TITLE_MAX).max_chars("title_en", Some(&title_en), TITLE_MAX);
    v.max_chars("summary_ar", Some(&summary_ar), SUMMARY_MAX).max_chars("summary_en", Some(&summary_en), SUMMARY_MAX);
    let published_at = match sent.texts.get("published_at").filter(|t| !t.is_empty()) {
        None => Some(Utc::now()),
        Some(t) => DateTime::parse_from_rfc3339(t).ok().map(|d| d.to_utc()),
    };
    v.check("published_at", published_at.is_some(), messages::DATE_INVALID);
    v.check("file_ar", sent.file_ar.is_some() || sent.file_en.is_some(), messages::PDF_REQUIRED);
    let pdf_ar = checked_pdf(&mut v, "file_ar", sent.file_ar);
    let pdf_en = checked_pdf(&mut v, "file_en", sent.file_en);
    v.finish()?;
    let new =
        NewDocument { title_ar, title_en, summary_ar, summary_en, pdf_ar, pdf_en, published_at: published_at.unwrap_or_else(Utc::now) };
    let saved = documents::publish(&ctx, new, staff.id()).await.map_err(ApiError::internal)?;
    Ok(ApiResponse::created(view(saved, platform::i18n::current_lang())))
}

/// Withdraws research and its files.
#[utoipa::path(tag = "research", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 403), (status = 404)))]
#[delete("/api/staff/financial-research/{id}")]
pub async fn delete_research(_staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    if documents::withdraw(&ctx, *id).await.map_err(ApiError::internal)? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::RESEARCH_NOT_FOUND))
    }
}
