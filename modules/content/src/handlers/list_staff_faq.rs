use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{EntityTrait, QueryOrder};

use crate::entities::faqs;
use crate::views::StaffFaqView;

/// Every FAQ item, hidden ones too, in their order, both languages.
#[utoipa::path(tag = "content", security(("bearer" = [])),
    responses((status = 200, body = Vec<StaffFaqView>), (status = 401), (status = 403)))]
#[get("/api/staff/faq")]
pub async fn list_staff_faq(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffFaqView>>> {
    let rows = faqs::Entity::find().order_by_asc(faqs::Column::Position).order_by_asc(faqs::Column::Id).all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(StaffFaqView::from).collect()))
}
