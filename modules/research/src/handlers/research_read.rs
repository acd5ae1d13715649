use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use actix_web::{HttpResponse, get, web};
use platform::auth::SignedIn;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::documents;
use crate::messages;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReadQuery {
    /// ar | en; Arabic when absent.
    pub language: Option<String>,
}

/// A research document's PDF in one language, for the reader; signed-in users only (spec §2).
#[utoipa::path(tag = "research", security(("bearer" = [])), params(("id" = i64, Path), ReadQuery),
    responses((status = 200, description = "The PDF", content_type = "application/pdf"), (status = 401), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/financial-research/{id}/read")]
pub async fn research_read(
    _user: SignedIn,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    q: web::Query<ReadQuery>,
) -> ApiResult<HttpResponse> {
    let language = q.language.as_deref().filter(|l| !l.is_empty()).unwrap_or("ar");
    if language != "ar" && language != "en" {
        return Err(ApiError::field("language", messages::LANGUAGE_INVALID));
    }
    let doc = documents::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::RESEARCH_NOT_FOUND))?;
    let key = if language == "ar" { doc.file_ar } else { doc.file_en };
    let key = key.ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NO_SUCH_LANGUAGE))?;
    let file = ctx.storage.open_file(&key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/pdf"))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((CONTENT_DISPOSITION, format!("inline; filename=\"eva-research-{}-{language}.pdf\"", *id)))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "private, max-age=300"))
        .streaming(file.bytes))
}
