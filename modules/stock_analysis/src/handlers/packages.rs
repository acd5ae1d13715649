use actix_web::{get, web};
use platform::{ApiResponse, ApiResult, AppContext};
use serde_json::Value;

use crate::packages;

/// The stock-analysis packages on sale with their plans (the intro screen, `/stock-analyze`);
/// each says how many stocks it analyses (`stocks_count`).
#[utoipa::path(tag = "stock_analysis", responses((status = 200, body = Vec<Object>)))]
#[get("/api/stock-analysis/packages")]
pub async fn analysis_packages(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<Value>>> {
    Ok(ApiResponse::ok(packages::on_sale(&ctx).await?))
}
