use actix_web::{post, web};
use platform::auth::Analyst;
use platform::validation::Validator;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::form::{self, INFO_MAX};
use crate::holdings::Quotes;
use crate::messages as m;
use crate::portfolio::WHOLE_BP;
use crate::publish::{self, Buy};
use crate::{access, read};

/// A new rating: every field is required ('Please fill all fields'), except the limit price of
/// a market order.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewRatingForm {
    #[schema(value_type = Option<i64>)]
    pub rating_list_id: Option<Value>,
    /// The stock (spec: listing_id).
    #[schema(value_type = Option<i64>)]
    pub stock_id: Option<Value>,
    /// `market` (at the current price) or `limit` (at `entry_price`).
    #[schema(value_type = Option<String>)]
    pub order_type: Option<Value>,
    /// The specified entry price of a limit order, e.g. "32.45".
    #[schema(value_type = Option<String>)]
    pub entry_price: Option<Value>,
    /// Of the list's value now, 0.01 to 100, e.g. "12.5".
    #[schema(value_type = Option<String>)]
    pub entry_percentage: Option<Value>,
    #[schema(value_type = Option<String>, max_length = 1000)]
    pub additional_info: Option<Value>,
}

/// The analyst adds a stock to their Eva list: a market order fills at once at today's price; a
/// limit order waits for the market to reach its price.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = NewRatingForm,
    responses((status = 201, body = crate::views::RatingView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[post("/api/ratings-create")]
pub async fn create_rating(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<NewRatingForm>,
) -> ApiResult<ApiResponse<crate::views::RatingView>> {
    let mut v = Validator::new();
    let list_id = form::id(&mut v, "rating_list_id", body.rating_list_id.as_ref());
    let stock_id = form::id(&mut v, "stock_id", body.stock_id.as_ref());
    let order = form::order_type(&mut v, body.order_type.as_ref(), "entry_price", body.entry_price.as_ref());
    let percent = form::percent_bp(&mut v, "entry_percentage", body.entry_percentage.as_ref(), WHOLE_BP, m::PERCENT_INVALID);
    let info =
        form::free_text(&mut v, "additional_info", body.additional_info.as_ref(), INFO_MAX, Some(m::FILL_ALL_FIELDS), m::INFO_TOO_LONG);
    v.finish()?;
    let (Some(list_id), Some(stock_id), Some(order), Some(percent_bp)) = (list_id, stock_id, order, percent) else {
        return Err(platform::ApiError::unprocessable(m::FILL_ALL_FIELDS));
    };
    let list = access::own_list(&ctx, &analyst, list_id).await?;
    let stock = list.stock_in_market(&ctx, stock_id).await?;
    let quotes = Quotes::live(&ctx, list.id, Some(stock.id)).await?;
    let bought = publish::buy(&ctx, &list, &stock, None, info, Buy { order, percent_bp }, quotes).await?;
    let view = read::row(&ctx, &list, bought, Some(analyst.id())).await?;
    Ok(ApiResponse::created(view))
}
