use actix_multipart::Multipart;
use actix_web::{HttpResponse, get, post, web};
use platform::auth::Analyst;
use platform::ports::MarketData;
use platform::requirements::Granted;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};

use crate::entities::images as rows;
use crate::{access, images, publish};

/// The analyst attaches images (charts) to their pending opinion: `images` parts of a
/// multipart form, PNG, JPEG or WebP, at most 5 MB each and 3 per opinion ('Maximum 3 images
/// allowed').
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(("id" = i64, Path, description = "The opinion")),
    request_body(content = String, content_type = "multipart/form-data", description = "One to three `images` parts"),
    responses((status = 201, body = Vec<String>), (status = 401), (status = 403), (status = 404), (status = 409), (status = 413), (status = 422)))]
#[post("/api/opinion/{id}/images")]
pub async fn attach_opinion_images(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
    payload: Multipart,
) -> ApiResult<ApiResponse<Vec<String>>> {
    let (_, opinion) = access::own_opinion(&ctx, &analyst, path.into_inner()).await?;
    let stock = ctx.required_port::<dyn MarketData>()?.stock(opinion.stock_id).await?.ok_or_else(ApiError::not_found)?;
    publish::editable(&opinion, &stock, chrono::Utc::now())?;
    let files = platform::http::images::read(payload, images::MAX_IMAGES, images::MESSAGES).await?;
    images::attach(&ctx, &opinion, files).await?;
    let mut paths = images::paths(&ctx, &[opinion.id]).await?;
    Ok(ApiResponse::created(paths.remove(&opinion.id).unwrap_or_default()))
}

/// One image of an opinion, for the list's readers.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(("id" = i64, Path, description = "The opinion"), ("position" = i32, Path, description = "1 to 3")),
    responses((status = 200, description = "The image", content((String = "image/png"), (String = "image/jpeg"), (String = "image/webp"))), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/opinion/{id}/images/{position}")]
pub async fn get_opinion_image(granted: Granted, ctx: web::Data<AppContext>, path: web::Path<(i64, i32)>) -> ApiResult<HttpResponse> {
    let (opinion_id, position) = path.into_inner();
    let (_, opinion) = access::readable_opinion(&ctx, &granted, opinion_id).await?;
    platform::attached_images::serve::<rows::Entity>(&ctx, opinion.id, position).await
}
