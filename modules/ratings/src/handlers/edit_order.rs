use actix_web::{post, web};
use platform::auth::Analyst;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::cancel_order::{OrderStateView, own_order};
use crate::{form, messages as m, order_changes};

#[derive(Debug, Deserialize, ToSchema)]
pub struct EditOrderForm {
    #[schema(value_type = Option<i64>)]
    pub order_id: Option<Value>,
    /// The new limit price, e.g. "31.80".
    #[schema(value_type = Option<String>)]
    pub entry_price: Option<Value>,
}

/// The analyst gives an open limit order a new price; a buy is resized to its entry percentage
/// at the new price. An order already filled or cancelled answers 409.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = EditOrderForm,
    responses((status = 200, body = OrderStateView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422)))]
#[post("/api/rating-order/edit")]
pub async fn edit_order(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<EditOrderForm>,
) -> ApiResult<ApiResponse<OrderStateView>> {
    let mut v = Validator::new();
    let order_id = form::id(&mut v, "order_id", body.order_id.as_ref());
    let price = form::price(&mut v, "entry_price", body.entry_price.as_ref());
    v.finish()?;
    let (Some(order_id), Some(price)) = (order_id, price) else {
        return Err(ApiError::unprocessable(m::FILL_ALL_FIELDS));
    };
    let (list, order, stock) = own_order(&ctx, &analyst, order_id).await?;
    let order = order_changes::edit(&ctx, &list, &stock, order.id, price).await?;
    Ok(ApiResponse::ok(OrderStateView { id: order.id, rating_id: order.rating_id, state: order.state }))
}
