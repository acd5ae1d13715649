use actix_web::{get, web};
use chrono::{NaiveDate, Utc};
use platform::ports::MarketCode;
use platform::price::Price;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::performance::{benchmarks, store};
use crate::portfolio::BASIS_CAPITAL;
use crate::{access, read};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
pub struct GraphQuery {
    pub list_id: i64,
}

/// One close of the list, with the indices it is compared with scaled to the same start.
#[derive(Debug, Serialize, ToSchema)]
pub struct GraphPoint {
    pub date: NaiveDate,
    #[schema(value_type = f64)]
    pub value: Price,
    /// Same order as `benchmarks`; null before an index's first close.
    #[schema(value_type = Vec<Option<f64>>)]
    pub benchmarks: Vec<Option<Price>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraphView {
    pub rating_list_id: i64,
    /// Index codes, e.g. TASI and TASI_EW.
    pub benchmarks: Vec<String>,
    pub points: Vec<GraphPoint>,
}

/// The list's value at each close from its first fill to today (today's at the latest prices),
/// beside the market's indices; anyone may see it.
#[utoipa::path(tag = "ratings", params(GraphQuery), responses((status = 200, body = GraphView), (status = 404), (status = 422)))]
#[get("/api/graph-data")]
pub async fn graph_data(
    user: platform::auth::MaybeUser,
    ctx: web::Data<AppContext>,
    query: web::Query<GraphQuery>,
) -> ApiResult<ApiResponse<GraphView>> {
    let list = access::rating_list(&ctx, user.0.as_ref(), query.list_id).await?;
    let market = MarketCode::from_id(list.market_id).unwrap_or(MarketCode::Tasi);
    let mut series: Vec<(NaiveDate, i64)> = store::stored(&ctx, list.id).await?.into_iter().map(|v| (v.date, v.value)).collect();
    let held = read::holdings_of(&ctx, &list).await?;
    let today = Utc::now().with_timezone(&market.timezone()).date_naive();
    if !series.is_empty() && series.last().is_some_and(|(d, _)| *d < today) {
        series.push((today, held.value()));
    }
    let codes = benchmarks::of_market(market);
    let mut index_closes = Vec::new();
    if let (Some((first, _)), Some((last, _))) = (series.first(), series.last()) {
        for code in &codes {
            index_closes.push(benchmarks::closes(&ctx, code, *first, *last).await?);
        }
    }
    let points = series
        .iter()
        .map(|(date, value)| GraphPoint {
            date: *date,
            value: Price(*value),
            benchmarks: index_closes.iter().map(|c| benchmarks::scaled(c, BASIS_CAPITAL, *date).map(Price)).collect(),
        })
        .collect();
    Ok(ApiResponse::ok(GraphView { rating_list_id: list.id, benchmarks: codes.into_iter().map(|c| c.0).collect(), points }))
}
