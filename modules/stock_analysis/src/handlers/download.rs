use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use actix_web::{HttpResponse, get, web};
use platform::auth::SignedIn;
use platform::ports::MarketData;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::entities::{documents, requests};
use crate::review::access::reviews;

/// A document's PDF, streamed from the file store: the client gets the approved document of
/// their own request; its analyst and staff get the approved one or else the draft. Anyone else,
/// and the client before approval, get 404.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), params(("id" = i64, Path, description = "A document of a request")),
    responses((status = 200, description = "The document", content_type = "application/pdf", body = Vec<u8>), (status = 401), (status = 404)))]
#[get("/api/stock-analysis/documents/{id}/download")]
pub async fn download_document(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let document = documents::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let request = requests::Entity::find_by_id(document.request_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let key = if reviews(&user.0, &request) {
        document.file_key.clone().unwrap_or_else(|| document.draft_key.clone())
    } else if request.user_id == user.0.id() {
        document.file_key.clone().ok_or_else(ApiError::not_found)?
    } else {
        return Err(ApiError::not_found());
    };
    let file = ctx.storage.open_file(&key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    let symbol = ctx
        .required_port::<dyn MarketData>()?
        .stock(document.stock_id)
        .await?
        .map(|s| s.symbol)
        .unwrap_or_else(|| document.stock_id.to_string());
    let draft = if document.file_key.is_none() { "-draft" } else { "" };
    let name = format!("eva-analysis-{}-{}{draft}.pdf", request.id, symbol.replace(|c: char| !c.is_ascii_alphanumeric(), ""));
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/pdf"))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "private, no-store"))
        .streaming(file.bytes))
}
