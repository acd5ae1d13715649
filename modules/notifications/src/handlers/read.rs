use actix_web::{post, web};
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::read_state;
use crate::views::{MarkedRead, NotificationView};

/// Marks one of the user's notifications read.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = NotificationView), (status = 401), (status = 404)))]
#[post("/api/notifications/{id}/read")]
pub async fn read_one(user: SignedIn, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<NotificationView>> {
    let row = read_state::mark_read(&ctx, user.id(), *id).await?;
    Ok(ApiResponse::ok(NotificationView::from(&row)))
}

/// Marks every notification of the user read.
#[utoipa::path(tag = "notifications", security(("bearer" = [])), responses((status = 200, body = MarkedRead), (status = 401)))]
#[post("/api/notifications/read-all")]
pub async fn read_all(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<MarkedRead>> {
    let marked = read_state::mark_all_read(&ctx, user.id()).await?;
    Ok(ApiResponse::ok(MarkedRead { marked }))
}
