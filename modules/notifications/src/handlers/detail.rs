use actix_web::{get, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::read_state;
use crate::views::NotificationView;

/// One of the user's notifications; opening it marks it read.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = NotificationView), (status = 401), (status = 404)))]
#[get("/api/notifications/{id}")]
pub async fn detail(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<NotificationView>> {
    let row = read_state::mark_read(&ctx, user.id(), *id).await?;
    Ok(ApiResponse::ok(NotificationView::from(&row)))
}
