use actix_web::{post, web};
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::handlers::get_staff_application::detail;
use crate::messages::REASON_REQUIRED;
use crate::review::{Decision, decide};
use crate::views::StaffApplicationDetail;

const REASON_MAX: usize = 1000;

#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectApplicationRequest {
    /// Shown to the applicant and emailed to them.
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Rejects an open application with a reason, which is emailed to the applicant; they may apply
/// again.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = RejectApplicationRequest,
    responses((status = 200, body = StaffApplicationDetail), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/analyst-applications/{id}/reject")]
pub async fn reject_application(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<RejectApplicationRequest>,
) -> ApiResult<ApiResponse<StaffApplicationDetail>> {
    let mut v = Validator::new();
    let reason = body.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
    v.check("reason", reason.is_some(), REASON_REQUIRED);
    v.max_chars("reason", reason, REASON_MAX);
    v.finish()?;
    let reason = reason.ok_or_else(|| ApiError::field("reason", REASON_REQUIRED))?;
    decide(&ctx, *id, staff.id(), Decision::Reject { reason }).await?;
    Ok(ApiResponse::ok(detail(&ctx, *id).await?))
}
