use actix_web::{get, web};
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::EntityTrait;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::quotes;
use crate::views::QuoteView;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LatestPriceQuery {
    pub stock_id: i64,
}

/// The latest (15-minute delayed) price of a stock.
#[utoipa::path(tag = "market", params(LatestPriceQuery), responses((status = 200, body = QuoteView), (status = 404)))]
#[get("/api/stocks/latest-price")]
pub async fn latest_price(ctx: web::Data<AppContext>, q: web::Query<LatestPriceQuery>) -> ApiResult<ApiResponse<QuoteView>> {
    let quote = quotes::Entity::find_by_id(q.stock_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(QuoteView::from(&quote)))
}
