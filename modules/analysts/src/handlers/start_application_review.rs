use actix_web::{post, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};

use crate::handlers::get_staff_application::detail;
use crate::review::{Decision, decide};
use crate::views::StaffApplicationDetail;

/// Moves a submitted application to "under review" (the applicant sees 4 to 7 days).
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffApplicationDetail), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/analyst-applications/{id}/review")]
pub async fn start_application_review(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<StaffApplicationDetail>> {
    decide(&ctx, *id, staff.id(), Decision::StartReview).await?;
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}
