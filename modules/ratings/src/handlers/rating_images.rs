use actix_multipart::Multipart;
use actix_web::{HttpResponse, get, post, web};
use platform::auth::Analyst;
use platform::requirements::Granted;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::entities::images as rows;
use crate::{access, images};

/// The analyst attaches images (charts) to their rating: `images` parts of a multipart form,
/// PNG, JPEG or WebP, at most 5 MB each and 3 per rating ('Cannot select more than 3 images').
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(("id" = i64, Path, description = "The rating")),
    request_body(content = String, content_type = "multipart/form-data", description = "One to three `images` parts"),
    responses((status = 201, body = Vec<String>), (status = 401), (status = 403), (status = 404), (status = 413), (status = 422)))]
#[post("/api/ratings/{id}/images")]
pub async fn attach_images(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
    payload: Multipart,
) -> ApiResult<ApiResponse<Vec<String>>> {
    let (_, rating, _) = access::own_rating(&ctx, &analyst, path.into_inner()).await?;
    let files = platform::http::images::read(payload, images::MAX_IMAGES, images::MESSAGES).await?;
    images::attach(&ctx, &rating, files).await?;
    let mut paths = images::paths(&ctx, &[rating.id]).await?;
    Ok(ApiResponse::created(paths.remove(&rating.id).unwrap_or_default()))
}

/// One image of a rating, for the list's readers.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(("id" = i64, Path, description = "The rating"), ("position" = i32, Path, description = "1 to 3")),
    responses((status = 200, description = "The image", content((String = "image/png"), (String = "image/jpeg"), (String = "image/webp"))), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/ratings/{id}/images/{position}")]
pub async fn get_image(granted: Granted, ctx: web::Data<AppContext>, path: web::Path<(i64, i32)>) -> ApiResult<HttpResponse> {
    let (rating_id, position) = path.into_inner();
    let (_, rating) = access::readable_rating(&ctx, &granted, rating_id).await?;
    platform::attached_images::serve::<rows::Entity>(&ctx, rating.id, position).await
}
