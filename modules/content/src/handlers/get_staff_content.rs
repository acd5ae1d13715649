use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::entities::contents;
use crate::views::{StaffContentView, actors};

/// One site text, both languages, as staff edit it.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("key" = String, Path)),
    responses((status = 200, body = StaffContentView), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/contents/{key}")]
pub async fn get_staff_content(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    key: web::Path<String>,
) -> ApiResult<ApiResponse<StaffContentView>> {
    let row = contents::Entity::find_by_id(key.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let names = actors(&ctx.db, row.updated_by).await?;
    Ok(ApiResponse::ok(StaffContentView::of(row, &names)))
}
