use std::collections::HashMap;

use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::price::{Price, PriceChange};
use platform::requirements::Granted;
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use super::list_performance::PerformanceQuery;
use crate::entities::{orders, ratings};
use crate::performance::metrics;
use crate::views::bp_percent;
use crate::{access, holdings, read};

/// What one stock of the list earned, sold and held.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockPerformanceView {
    pub rating_id: i64,
    pub listing_id: i64,
    pub symbol: String,
    pub company: String,
    /// open, closed (or ordered: nothing filled yet).
    pub state: crate::entities::ratings::RatingState,
    /// What every buy cost.
    #[schema(value_type = f64)]
    pub invested: Price,
    #[schema(value_type = f64)]
    pub realized: PriceChange,
    #[schema(value_type = f64)]
    pub dividends: Price,
    /// Of the shares still held, at today's price.
    #[schema(value_type = f64)]
    pub unrealized: PriceChange,
    /// Realized, dividends and unrealized over what was invested.
    #[serde(serialize_with = "platform::price::percent")]
    #[schema(value_type = Option<f64>)]
    pub return_percent: Option<Decimal>,
}

/// Each stock's performance in the list: its readers only (999 for others).
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(PerformanceQuery),
    responses((status = 200, body = Vec<StockPerformanceView>), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/rating-list-stock-performance")]
pub async fn stock_performance(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<PerformanceQuery>,
) -> ApiResult<ApiResponse<Vec<StockPerformanceView>>> {
    let list = access::rating_list(&ctx, Some(&granted.user), query.rating_list_id).await?;
    list.require_readable(&granted)?;
    let rows = ratings::Entity::find()
        .filter(ratings::Column::ListId.eq(list.id))
        .filter(ratings::Column::State.ne(ratings::RatingState::Cancelled))
        .order_by_asc(ratings::Column::Id)
        .all(&ctx.db)
        .await?;
    Ok(ApiResponse::ok(performance_of(&ctx, rows).await?))
}

/// The performance of `rows`, whichever lists they are in.
pub async fn performance_of(ctx: &AppContext, rows: Vec<ratings::Model>) -> ApiResult<Vec<StockPerformanceView>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let buys = orders::Entity::find()
        .filter(orders::Column::RatingId.is_in(ids))
        .filter(orders::Column::Side.eq(orders::side::BUY))
        .filter(orders::Column::State.eq(orders::OrderState::Filled))
        .all(&ctx.db)
        .await?;
    let mut invested: HashMap<i64, i64> = HashMap::new();
    for o in &buys {
        *invested.entry(o.rating_id).or_default() += o.shares.saturating_mul(o.fill_price.unwrap_or(0));
    }
    let held: Vec<i64> = rows.iter().filter(|r| r.shares > 0).map(|r| r.stock_id).collect();
    let prices = holdings::latest_prices(ctx, held).await?;
    let stocks = read::stocks(ctx, rows.iter().map(|r| r.stock_id).collect()).await?;
    let lang = current_lang();
    Ok(rows
        .into_iter()
        .map(|r| {
            let put_in = invested.get(&r.id).copied().unwrap_or(0);
            let unrealized = prices.get(&r.stock_id).map_or(0, |p| r.shares.saturating_mul(p.price.0) - r.cost);
            let stock = stocks.get(&r.stock_id);
            StockPerformanceView {
                rating_id: r.id,
                listing_id: r.stock_id,
                symbol: stock.map(|s| s.symbol.clone()).unwrap_or_default(),
                company: stock.map(|s| s.name(lang).to_owned()).unwrap_or_default(),
                state: r.state,
                invested: Price(put_in),
                realized: PriceChange(r.realized),
                dividends: Price(r.dividends),
                unrealized: PriceChange(unrealized),
                return_percent: (put_in > 0)
                    .then(|| bp_percent(metrics::return_bp(put_in, put_in + r.realized + r.dividends + unrealized))),
            }
        })
        .collect())
}
