use actix_web::{post, web};
use chrono::Utc;
use platform::auth::Analyst;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, IntoActiveModel};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::lists as rows;
use crate::lists::{self, AnalystListView, ListForm};
use crate::messages::SERVICE_TYPE_FIXED;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateListRequest {
    pub list_id: Option<i64>,
    #[serde(flatten)]
    pub list: ListForm,
}

/// The analyst edits one of their lists: its details and subscription prices. The service type
/// stays what it was (its content belongs to the ratings or opinions module). A list staff hid
/// is not edited until it is shown again: its sale stays stopped.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), request_body = UpdateListRequest,
    responses((status = 200, body = AnalystListView), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/rating-list/update")]
pub async fn update_list(
    analyst: Analyst,
    ctx: web::Data<AppContext>,
    body: web::Json<UpdateListRequest>,
) -> ApiResult<ApiResponse<AnalystListView>> {
    let id = body.list_id.ok_or_else(|| ApiError::field("list_id", platform::messages::FILL_ALL_FIELDS))?;
    let row = rows::Entity::find_by_id(id).one(&ctx.db).await?.filter(|r| r.analyst_id == analyst.id()).ok_or_else(ApiError::not_found)?;
    if row.hidden_at.is_some() {
        return Err(ApiError::conflict(platform::messages::LIST_HIDDEN_FROZEN));
    }
    let checked = lists::check(&body.list)?;
    if lists::kind_of_service(body.list.service_type.as_deref().unwrap_or_default()) != Some(lists::kind_of(&row)) {
        return Err(ApiError::field("service_type", SERVICE_TYPE_FIXED));
    }
    let before = row.clone();
    let mut active = row.into_active_model();
    active.name = Set(checked.name.clone());
    active.market_id = Set(checked.market_id);
    active.about = Set(checked.about.clone());
    active.stocks_count = Set(checked.stocks_count);
    active.discount_percent = Set(checked.discount_percent);
    active.updated_at = Set(Utc::now());
    let updated = active.update(&ctx.db).await?;
    // As with creating: a change the offer could not follow is taken back.
    if let Err(e) = lists::price(&ctx, &updated, checked.prices).await {
        before.into_active_model().reset_all().update(&ctx.db).await?;
        return Err(e);
    }
    Ok(ApiResponse::ok(lists::view(&ctx, updated).await?))
}
