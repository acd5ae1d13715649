use actix_web::{post, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::messages::{MONTH_INVALID, MONTH_NOT_ENDED};
use crate::payouts::close::close_month;
use crate::payouts::month::Month;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ClosePayoutMonthRequest {
    /// `YYYY-MM`, a finished Riyadh month.
    pub month: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClosedPayoutMonth {
    pub month: String,
    /// Payouts this call created; 0 when the month was closed already.
    pub created: u32,
}

/// Closes a finished month now (the daily schedule closes the last one on its own): a payout
/// per analyst with payments in it. Closing a month again changes nothing.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), request_body = ClosePayoutMonthRequest,
    responses((status = 200, body = ClosedPayoutMonth), (status = 401), (status = 403),
        (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/analyst-payouts/close")]
pub async fn close_payout_month(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    body: web::Json<ClosePayoutMonthRequest>,
) -> ApiResult<ApiResponse<ClosedPayoutMonth>> {
    let month = body.month.as_deref().and_then(Month::parse).ok_or_else(|| ApiError::field("month", MONTH_INVALID))?;
    if !month.has_ended(Utc::now()) {
        return Err(ApiError::field("month", MONTH_NOT_ENDED));
    }
    let created = close_month(&ctx, month).await.map_err(ApiError::internal)?;
    Ok(ApiResponse::ok(ClosedPayoutMonth { month: month.to_string(), created }))
}
