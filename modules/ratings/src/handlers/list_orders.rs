use actix_web::{get, web};
use chrono::{DateTime, NaiveDate, Utc};
use platform::i18n::current_lang;
use platform::price::Price;
use platform::requirements::Granted;
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::orders;
use crate::views::bp_percent;
use crate::{access, read};

#[derive(Debug, Deserialize, IntoParams)]
pub struct OrdersQuery {
    pub rating_list_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderView {
    pub id: i64,
    pub rating_id: i64,
    pub listing_id: i64,
    pub symbol: String,
    pub company: String,
    /// buy or sell.
    pub side: String,
    /// market or limit.
    pub kind: String,
    pub state: crate::entities::orders::OrderState,
    pub shares: i64,
    #[schema(value_type = Option<f64>)]
    pub limit_price: Option<Price>,
    #[schema(value_type = Option<f64>)]
    #[serde(serialize_with = "platform::price::percent")]
    pub entry_percentage: Option<Decimal>,
    pub exit_reason: Option<String>,
    #[schema(value_type = Option<f64>)]
    pub fill_price: Option<Price>,
    pub filled_on: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
}

/// A list's orders, newest first: its analyst, staff and its subscribers see them; others get 999.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(OrdersQuery),
    responses((status = 200, body = Vec<OrderView>), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating-orders")]
pub async fn list_orders(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<OrdersQuery>,
) -> ApiResult<ApiResponse<Vec<OrderView>>> {
    let list = access::rating_list(&ctx, Some(&granted.user), query.rating_list_id).await?;
    list.require_readable(&granted)?;
    let rows = orders::Entity::find().filter(orders::Column::ListId.eq(list.id)).order_by_desc(orders::Column::Id).all(&ctx.db).await?;
    let stocks = read::stocks(&ctx, rows.iter().map(|o| o.stock_id).collect()).await?;
    let lang = current_lang();
    Ok(ApiResponse::ok(
        rows.into_iter()
            .map(|o| {
                let stock = stocks.get(&o.stock_id);
                OrderView {
                    id: o.id,
                    rating_id: o.rating_id,
                    listing_id: o.stock_id,
                    symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
                    company: stock.map(|s| s.name(lang).to_owned()).unwrap_or_default(),
                    side: o.side,
                    kind: o.kind,
                    state: o.state,
                    shares: o.shares,
                    limit_price: o.limit_price.map(Price),
                    entry_percentage: o.percent_bp.map(|bp| bp_percent(i64::from(bp))),
                    exit_reason: o.exit_reason,
                    fill_price: o.fill_price.map(Price),
                    filled_on: o.filled_on,
                    created_at: o.created_at,
                }
            })
            .collect(),
    ))
}
