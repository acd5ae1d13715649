use actix_web::{HttpRequest, post, web};
use platform::auth::SignedIn;
use platform::ports::{CheckoutRequest, PaymentStatus};
use platform::throttle::client_ip;
use platform::{ApiResponse, ApiResult, AppContext};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::purchase::purchase;

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubscribeRequest {
    pub plan_id: Option<i64>,
    /// mada, apple_pay, visa, mastercard or bnpl.
    pub method: Option<String>,
    pub coupon: Option<String>,
    /// A fresh key per payment attempt (a UUID): sending the same one again returns the same payment.
    pub idempotency_key: Option<String>,
    /// The payment terms checkbox; must be true.
    pub accept_terms: Option<bool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubscribeView {
    pub payment_id: i64,
    pub status: PaymentStatus,
    /// The provider's hosted page: the browser goes there to pay.
    pub redirect_url: Option<String>,
}

/// Starts paying for a plan. The price is computed here from the plan, the package's discount,
/// the coupon and VAT; the buyer is sent to the provider's page to pay.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), request_body = SubscribeRequest,
    responses((status = 201, body = SubscribeView), (status = 200, body = SubscribeView), (status = 401), (status = 422), (status = 503)))]
#[post("/api/subscribe")]
pub async fn subscribe(
    user: SignedIn,
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<SubscribeRequest>,
) -> ApiResult<ApiResponse<SubscribeView>> {
    let body = body.into_inner();
    let request = CheckoutRequest {
        plan_id: body.plan_id,
        method: body.method,
        coupon: body.coupon,
        idempotency_key: body.idempotency_key,
        accept_terms: body.accept_terms,
    };
    let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
    let started = purchase(&ctx, &user.user, &request, &address, None).await?;
    let view = SubscribeView { payment_id: started.payment_id, status: started.status, redirect_url: started.redirect_url };
    Ok(if started.created { ApiResponse::created(view) } else { ApiResponse::ok(view) })
}
