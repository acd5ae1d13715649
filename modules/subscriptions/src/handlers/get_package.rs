use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};

use crate::catalogue::{PackageView, package};

/// One package with its plans.
#[utoipa::path(tag = "subscriptions", params(("id" = i64, Path)), responses((status = 200, body = PackageView), (status = 404)))]
#[get("/api/packages/{id}")]
pub async fn get_package(ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<PackageView>> {
    let found = package(&ctx.db, id.into_inner(), current_lang()).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(found))
}

/// The same package, under the path the stock-analysis form uses.
#[utoipa::path(tag = "subscriptions", params(("id" = i64, Path)), responses((status = 200, body = PackageView), (status = 404)))]
#[get("/api/package/{id}")]
pub async fn get_package_single(ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<PackageView>> {
    let found = package(&ctx.db, id.into_inner(), current_lang()).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(found))
}
