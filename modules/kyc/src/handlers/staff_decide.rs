use crate::state::KycStatus;
use actix_web::{post, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::kyc_records::{self, Column};
use crate::messages::{ALREADY_DECIDED, REASON_REQUIRED};
use crate::state;
use crate::views::StaffKycDetail;

const REASON_MAX: usize = 1000;

async fn in_review(ctx: &AppContext, id: i64) -> ApiResult<kyc_records::Model> {
    let r = kyc_records::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if r.status != KycStatus::InReview {
        return Err(ApiError::conflict(ALREADY_DECIDED));
    }
    Ok(r)
}

/// Approves a non-Saudi request: the user is verified (`KycDecided`, approved).
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffKycDetail), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/kyc/{id}/approve")]
pub async fn staff_approve(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffKycDetail>> {
    let current = in_review(&ctx, *id).await?;
    let now = Utc::now();
    state::advance(
        &ctx,
        &current,
        KycStatus::Verified,
        &platform::lifecycle::Actor::Staff(staff.id()),
        "",
        |u| u.col_expr(Column::ReviewedBy, Expr::value(staff.id())).col_expr(Column::ReviewedAt, Expr::value(now)),
        ALREADY_DECIDED,
    )
    .await?;
    Ok(ApiResponse::ok(crate::staff::detail(&ctx, *id).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectKycRequest {
    /// Shown to the user, who may send again.
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Rejects a non-Saudi request with a reason shown to the user (`KycDecided`, not approved).
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(("id" = i64, Path)), request_body = RejectKycRequest,
    responses((status = 200, body = StaffKycDetail), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/kyc/{id}/reject")]
pub async fn staff_reject(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<RejectKycRequest>,
) -> ApiResult<ApiResponse<StaffKycDetail>> {
    let reason = body.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
    let mut v = Validator::new();
    v.check("reason", reason.is_some(), REASON_REQUIRED);
    v.max_chars("reason", reason, REASON_MAX);
    v.finish()?;
    let reason = reason.ok_or_else(|| ApiError::field("reason", REASON_REQUIRED))?.to_owned();
    let current = in_review(&ctx, *id).await?;
    let now = Utc::now();
    let kept = reason.clone();
    state::advance(
        &ctx,
        &current,
        KycStatus::Rejected,
        &platform::lifecycle::Actor::Staff(staff.id()),
        &reason,
        move |u| {
            u.col_expr(Column::ReviewedBy, Expr::value(staff.id()))
                .col_expr(Column::ReviewedAt, Expr::value(now))
                .col_expr(Column::RejectReason, Expr::value(kept))
        },
        ALREADY_DECIDED,
    )
    .await?;
    Ok(ApiResponse::ok(crate::staff::detail(&ctx, *id).await?))
}
