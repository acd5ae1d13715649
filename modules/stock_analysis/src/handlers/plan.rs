use actix_web::{get, web};
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde_json::Value;

use crate::packages;

/// The stock-analysis package that sells plan `id` (what the payment page shows).
#[utoipa::path(tag = "stock_analysis", params(("id" = i64, Path, description = "A plan of a stock-analysis package")),
    responses((status = 200, body = Object), (status = 404)))]
#[get("/api/stock-analysis/plan/{id}")]
pub async fn analysis_plan(ctx: web::Data<AppContext>, path: web::Path<i64>) -> ApiResult<ApiResponse<Value>> {
    let on_sale = packages::on_sale(&ctx).await?;
    let package = packages::holding_plan(&on_sale, path.into_inner()).ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(package.clone()))
}
