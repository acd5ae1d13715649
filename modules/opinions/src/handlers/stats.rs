use actix_web::{get, web};
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::record;
use crate::views::OpinionStatsView;

#[derive(Debug, Deserialize, IntoParams)]
pub struct AnalystQuery {
    pub analyst_id: i64,
}

/// An analyst's statistics over all their opinions lists: open to everyone.
#[utoipa::path(tag = "opinions", params(AnalystQuery), responses((status = 200, body = OpinionStatsView)))]
#[get("/api/opinion-stats")]
pub async fn opinion_analyst_stats(
    ctx: web::Data<AppContext>,
    query: web::Query<AnalystQuery>,
) -> ApiResult<ApiResponse<OpinionStatsView>> {
    Ok(ApiResponse::ok(record::of_analyst(&ctx.db, query.analyst_id).await?.into()))
}
