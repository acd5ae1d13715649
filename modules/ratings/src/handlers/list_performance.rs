use actix_web::{get, web};
use chrono::NaiveDate;
use platform::ports::MarketCode;
use platform::price::Price;
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::access;
use crate::performance::{benchmarks, metrics, summary};
use crate::portfolio::BASIS_CAPITAL;
use crate::views::bp_percent;

#[derive(Debug, Deserialize, IntoParams)]
pub struct PerformanceQuery {
    pub rating_list_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BenchmarkView {
    pub code: String,
    /// Over the list's period.
    #[serde(serialize_with = "platform::price::percent")]
    #[schema(value_type = Option<f64>)]
    pub return_percent: Option<Decimal>,
}

/// The list's headline performance since its first fill.
#[derive(Debug, Serialize, ToSchema)]
pub struct PerformanceView {
    pub rating_list_id: i64,
    pub start_date: Option<NaiveDate>,
    #[schema(value_type = f64)]
    pub start_value: Price,
    /// Cash and holdings at today's prices.
    #[schema(value_type = f64)]
    pub value: Price,
    /// Dividends included.
    #[serde(serialize_with = "platform::price::percent_number")]
    #[schema(value_type = f64)]
    pub total_return_percent: Decimal,
    /// The largest fall from a close to a later one.
    #[serde(serialize_with = "platform::price::percent_number")]
    #[schema(value_type = f64)]
    pub max_drawdown_percent: Decimal,
    /// Closed ratings that made money (sales and dividends), when any was closed.
    #[serde(serialize_with = "platform::price::percent")]
    #[schema(value_type = Option<f64>)]
    pub win_rate_percent: Option<Decimal>,
    pub closed_count: usize,
    pub benchmarks: Vec<BenchmarkView>,
}

/// Anyone may see a list's headline performance (spec: guests see lists and their performance).
#[utoipa::path(tag = "ratings", params(PerformanceQuery), responses((status = 200, body = PerformanceView), (status = 404)))]
#[get("/api/rating-list-performance")]
pub async fn list_performance(
    user: platform::auth::MaybeUser,
    ctx: web::Data<AppContext>,
    query: web::Query<PerformanceQuery>,
) -> ApiResult<ApiResponse<PerformanceView>> {
    let list = access::rating_list(&ctx, user.0.as_ref(), query.rating_list_id).await?;
    let market = MarketCode::from_id(list.market_id).unwrap_or(MarketCode::Tasi);
    let record = summary::summary(&ctx, &list).await?;
    let start_date = record.first_close;
    let mut benchmark_views = Vec::new();
    for code in benchmarks::of_market(market) {
        let return_percent = match (start_date, record.last_close) {
            (Some(from), Some(to)) => {
                let closes = benchmarks::closes(&ctx, &code, from, to).await?;
                benchmarks::scaled(&closes, BASIS_CAPITAL, to).map(|v| bp_percent(metrics::return_bp(BASIS_CAPITAL, v)))
            }
            _ => None,
        };
        benchmark_views.push(BenchmarkView { code: code.0, return_percent });
    }
    Ok(ApiResponse::ok(PerformanceView {
        rating_list_id: list.id,
        start_date,
        start_value: Price(BASIS_CAPITAL),
        value: Price(record.value),
        total_return_percent: bp_percent(record.return_bp),
        max_drawdown_percent: bp_percent(record.max_drawdown_bp),
        win_rate_percent: record.win_rate_bp.map(bp_percent),
        closed_count: record.closed,
        benchmarks: benchmark_views,
    }))
}
