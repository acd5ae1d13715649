use actix_web::{post, web};
use platform::auth::Analyst;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::EntityTrait;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::entities::orders;
use crate::{access, form, messages as m, order_changes};

#[derive(Debug, Deserialize, ToSchema)]
pub struct CancelOrderForm {
    /// The stock the order is for (the spec's body names it).
    #[schema(value_type = Option<i64>)]
    pub listing_id: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub order_id: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderStateView {
    pub id: i64,
    pub rating_id: i64,
    pub state: crate::entities::orders::OrderState,
}

/// The order when it belongs to one of `analyst`'s lists.
pub async fn own_order(
    ctx: &AppContext,
    analyst: &Analyst,
    order_id: i64,
) -> ApiResult<(platform::ports::AnalystList, orders::Model, platform::ports::StockRef)> {
    let order = orders::Entity::find_by_id(order_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let (list, _, stock) = access::own_rating(ctx, analyst, order.rating_id).await?;
    Ok((list, order, stock))
}

/// The analyst cancels an open limit order (after confirming it); a rating that was only waiting
/// for it is cancelled too. An order already filled or cancelled answers 409.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = CancelOrderForm,
    responses((status = 200, body = OrderStateView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422)))]
#[post("/api/rating-order/cancel")]
pub async fn cancel_order(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<CancelOrderForm>,
) -> ApiResult<ApiResponse<OrderStateView>> {
    let mut v = Validator::new();
    let order_id = form::id(&mut v, "order_id", body.order_id.as_ref());
    v.finish()?;
    let order_id = order_id.ok_or_else(|| ApiError::unprocessable(m::FILL_ALL_FIELDS))?;
    let (list, order, stock) = own_order(&ctx, &analyst, order_id).await?;
    if form::text(body.listing_id.as_ref()).is_some_and(|l| l != order.stock_id.to_string()) {
        return Err(ApiError::not_found());
    }
    let order = order_changes::cancel(&ctx, &list, &stock, order.id).await?;
    Ok(ApiResponse::ok(OrderStateView { id: order.id, rating_id: order.rating_id, state: order.state }))
}
