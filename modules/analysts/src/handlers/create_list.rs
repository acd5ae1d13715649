use actix_web::{post, web};
use platform::auth::Analyst;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::lists::{self, AnalystListView, ListForm};

/// An analyst creates a list (an Eva list or an Eva opinions list) with its prices; it is on sale
/// at once.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), request_body = ListForm,
    responses((status = 201, body = AnalystListView), (status = 401), (status = 403)))]
#[post("/api/rating-list/create")]
pub async fn create_list(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<ListForm>,
) -> ApiResult<ApiResponse<AnalystListView>> {
    let checked = lists::check(&body)?;
    let row = lists::create(&ctx.db, analyst.id(), &checked).await?;
    // The offer is kept by the subscriptions module (its own connection): a list whose offer
    // could not be stored is removed again, so nothing is left half made.
    if let Err(e) = lists::price(&ctx, &row, checked.prices).await {
        lists::remove(&ctx.db, row.id).await?;
        return Err(e);
    }
    Ok(ApiResponse::created(lists::view(&ctx, row).await?))
}
