use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{EntityTrait, QueryOrder};

use crate::entities::contents;
use crate::views::{StaffContentView, actors};

/// Every site text, both languages, for the staff console.
#[utoipa::path(tag = "content", security(("bearer" = [])),
    responses((status = 200, body = Vec<StaffContentView>), (status = 401), (status = 403)))]
#[get("/api/staff/contents")]
pub async fn list_staff_contents(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffContentView>>> {
    let rows = contents::Entity::find().order_by_asc(contents::Column::Key).all(&ctx.db).await?;
    let names = actors(&ctx.db, rows.iter().filter_map(|r| r.updated_by)).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(|r| StaffContentView::of(r, &names)).collect()))
}
