use actix_web::{post, web};
use platform::auth::Analyst;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::form::{self, REASON_MAX};
use crate::holdings::Quotes;
use crate::messages as m;
use crate::portfolio::WHOLE_BP;
use crate::sell::{self, Part, Sell};
use crate::views::RatingView;
use crate::{access, read};

/// A sale; every sale needs its exit reason.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SellForm {
    #[schema(value_type = Option<i64>)]
    pub rating_id: Option<Value>,
    /// `market` (at the current price) or `limit` (at `exit_price`).
    #[schema(value_type = Option<String>)]
    pub order_type: Option<Value>,
    #[schema(value_type = Option<String>)]
    pub exit_price: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 1000)]
    pub exit_reason: Option<Value>,
    /// A partial sell: the share of the holding to sell, above 0 and below 100.
    #[schema(value_type = Option<String>)]
    pub sell_percentage: Option<Value>,
}

async fn place(analyst: Analyst, ctx: &AppContext, body: &SellForm, partial: bool) -> ApiResult<ApiResponse<RatingView>> {
    let mut v = Validator::new();
    let rating_id = form::id(&mut v, "rating_id", body.rating_id.as_ref());
    let order = form::order_type(&mut v, body.order_type.as_ref(), "exit_price", body.exit_price.as_ref());
    let reason =
        form::free_text(&mut v, "exit_reason", body.exit_reason.as_ref(), REASON_MAX, Some(m::EXIT_REASON_REQUIRED), m::INFO_TOO_LONG);
    let part = if partial {
        form::percent_bp(&mut v, "sell_percentage", body.sell_percentage.as_ref(), WHOLE_BP - 1, m::SELL_PERCENT_INVALID).map(Part::Percent)
    } else {
        Some(Part::All)
    };
    v.finish()?;
    let (Some(rating_id), Some(order), Some(reason), Some(part)) = (rating_id, order, reason, part) else {
        return Err(ApiError::unprocessable(m::FILL_ALL_FIELDS));
    };
    let (list, rating, stock) = access::own_rating(ctx, &analyst, rating_id).await?;
    let quotes = Quotes::live(ctx, list.id, Some(stock.id)).await?;
    let sold = sell::sell(ctx, &list, &stock, rating.id, Sell { part, order, reason }, quotes).await?;
    Ok(ApiResponse::ok(read::row(ctx, &list, sold, Some(analyst.id())).await?))
}

/// The analyst sells all of a rating, with an exit reason.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = SellForm,
    responses((status = 200, body = RatingView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[post("/api/ratings-sell")]
pub async fn sell_rating(analyst: Analyst, ctx: web::Data<AppContext>, body: web::Json<SellForm>) -> ApiResult<ApiResponse<RatingView>> {
    place(analyst, &ctx, &body, false).await
}

/// The analyst sells part of a rating (`sell_percentage` of its shares, whole shares), with an
/// exit reason; what stays keeps its average cost.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = SellForm,
    responses((status = 200, body = RatingView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[post("/api/ratings-partial-sell")]
pub async fn partial_sell_rating(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<SellForm>,
) -> ApiResult<ApiResponse<RatingView>> {
    place(analyst, &ctx, &body, true).await
}
