use actix_web::{post, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::handlers::get_staff_application::detail;
use crate::review::{Decision, decide};
use crate::views::StaffApplicationDetail;

/// Approves an open application: the user becomes an analyst, is emailed, and `AnalystApproved`
/// is published. Once only, however many staff press at once.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffApplicationDetail), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/analyst-applications/{id}/approve")]
pub async fn approve_application(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<StaffApplicationDetail>> {
    decide(&ctx, *id, staff.id(), Decision::Approve).await?;
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}
