use crate::state::KycStatus;
use actix_web::{HttpRequest, post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::ports::documents;
use platform::throttle::client_ip;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::kyc_records;
use crate::messages::{AGREEMENT_REQUIRED, ALREADY_VERIFIED, FORM_FIRST};
use crate::state;
use crate::views::KycView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct RiskAgreement {
    /// The risk disclosure was read and accepted.
    pub agree: Option<bool>,
}

/// Accepts the risk agreement after the Saudi form: the verification is complete (`KycDecided`),
/// and the accepted version of the risk disclosure is recorded.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), request_body = RiskAgreement,
    responses((status = 200, body = KycView), (status = 401), (status = 409, body = platform::http::error::ErrorBody),
        (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/kycRiskAgree")]
pub async fn risk_agree(
    user: SignedIn,
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<RiskAgreement>,
) -> ApiResult<ApiResponse<KycView>> {
    if body.agree != Some(true) {
        return Err(ApiError::field("agree", AGREEMENT_REQUIRED));
    }
    let current = state::of_user(&ctx.db, user.id()).await?;
    let current = match current {
        Some(r) if r.status == KycStatus::AwaitingAgreement => r,
        Some(r) if r.status == KycStatus::Verified => return Err(ApiError::conflict(ALREADY_VERIFIED)),
        _ => return Err(ApiError::conflict(FORM_FIRST)),
    };
    let now = Utc::now();
    let verified = state::advance(
        &ctx,
        &current,
        KycStatus::Verified,
        &platform::lifecycle::Actor::User(user.id()),
        "risk agreement accepted",
        |u| u.col_expr(kyc_records::Column::AgreedAt, Expr::value(now)),
        FORM_FIRST,
    )
    .await?;
    ctx.record_consents(user.id(), &[documents::RISK_DISCLOSURE], &client_ip(&req, ctx.settings.auth.trust_forwarded_for)).await?;
    let vault = crate::vault_of(&ctx)?;
    Ok(ApiResponse::ok(KycView::of(&verified, &vault)))
}
