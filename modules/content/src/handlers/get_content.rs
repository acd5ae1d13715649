use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang};
use sea_orm::EntityTrait;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::contents;

#[derive(Debug, Serialize, ToSchema)]
pub struct ContentView {
    pub key: String,
    pub title: String,
    /// Plain text; paragraphs are separated by a blank line.
    pub body: String,
}

/// A site text (legal page, whatsapp or contact_us number) in the request's language.
#[utoipa::path(tag = "content", params(("key" = String, Path)),
    responses((status = 200, body = ContentView), (status = 404, body = platform::http::error::ErrorBody)))]
#[get("/api/contents/{key}")]
pub async fn get_content(ctx: web::Data<AppContext>, key: web::Path<String>) -> ApiResult<ApiResponse<ContentView>> {
    let row = contents::Entity::find_by_id(key.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let (title, body) = match current_lang() {
        Lang::Ar => (row.title_ar, row.body_ar),
        Lang::En => (row.title_en, row.body_en),
    };
    Ok(ApiResponse::ok(ContentView { key: row.key, title, body }))
}
