use actix_web::{get, web};
use platform::auth::Analyst;
use platform::ports::ListKind;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::lists::{self, AnalystListView};

async fn mine(ctx: &AppContext, analyst_id: i64, kind: ListKind) -> ApiResult<ApiResponse<Vec<AnalystListView>>> {
    let mut views = Vec::new();
    for row in lists::of_analyst(&ctx.db, analyst_id, kind).await? {
        views.push(lists::view(ctx, row).await?);
    }
    Ok(ApiResponse::ok(views))
}

/// The signed-in analyst's Eva lists (spec §4: loaded when the user is an analyst).
#[utoipa::path(tag = "analysts", security(("bearer" = [])), responses((status = 200, body = Vec<AnalystListView>), (status = 401), (status = 403)))]
#[get("/api/analyst-ratings")]
pub async fn list_my_rating_lists(analyst: Analyst, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<AnalystListView>>> {
    mine(&ctx, analyst.id(), ListKind::Rating).await
}

/// The signed-in analyst's Eva opinions lists.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), responses((status = 200, body = Vec<AnalystListView>), (status = 401), (status = 403)))]
#[get("/api/analyst-opinions")]
pub async fn list_my_opinion_lists(analyst: Analyst, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<AnalystListView>>> {
    mine(&ctx, analyst.id(), ListKind::Opinion).await
}
