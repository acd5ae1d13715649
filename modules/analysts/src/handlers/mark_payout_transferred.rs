use actix_web::{post, web};
use platform::auth::Staff;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::payouts::read;
use crate::payouts::transfer::mark_transferred;
use crate::payouts::views::StaffPayoutView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct MarkPayoutTransferredRequest {
    /// `YYYY-MM-DD`: after the month ended, not in the future.
    pub transferred_on: Option<String>,
}

/// Records that staff transferred a pending payout to the IBAN on the analyst's profile.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = MarkPayoutTransferredRequest,
    responses((status = 200, body = StaffPayoutView), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/analyst-payouts/{id}/transferred")]
pub async fn mark_payout_transferred(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<MarkPayoutTransferredRequest>,
) -> ApiResult<ApiResponse<StaffPayoutView>> {
    let payout = mark_transferred(&ctx, *id, staff.id(), body.transferred_on.as_deref()).await?;
    let mut views = read::for_staff(&ctx, vec![payout]).await?;
    Ok(ApiResponse::ok(views.remove(0)))
}
