use actix_web::{HttpRequest, post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::ports::documents;
use platform::throttle::client_ip;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::EntityTrait;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalogue::buyable_plan;
use crate::checkout::{Attempt, Begun, Providers, begin};
use crate::coupons::usable;
use crate::entities::payments;
use crate::messages::{INVALID_ATTEMPT_KEY, PLAN_UNAVAILABLE, SELECT_PAYMENT_METHOD};
use crate::providers::{Buyer, Method};

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
    pub status: String,
    /// The provider's hosted page: the browser goes there to pay.
    pub redirect_url: Option<String>,
}

/// The payment once its first request has opened the provider's page (or given up), waiting at
/// most two seconds.
async fn settled(ctx: &AppContext, mut payment: payments::Model) -> ApiResult<payments::Model> {
    for _ in 0..20 {
        if payment.status != crate::payment_state::status::INITIATED {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        payment = payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    }
    Ok(payment)
}

fn valid_key(key: &str) -> bool {
    (8..=64).contains(&key.len()) && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
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
    let mut v = Validator::new();
    v.check("plan_id", body.plan_id.is_some(), messages::FIELD_REQUIRED);
    let method = body.method.as_deref().and_then(Method::from_code);
    v.check("method", method.is_some(), SELECT_PAYMENT_METHOD);
    let key = v.required("idempotency_key", body.idempotency_key.as_deref());
    if let Some(k) = key {
        v.check("idempotency_key", valid_key(k), INVALID_ATTEMPT_KEY);
    }
    v.check("accept_terms", body.accept_terms == Some(true), messages::TERMS_REQUIRED);
    v.finish()?;
    let (Some(plan_id), Some(method), Some(key)) = (body.plan_id, method, key) else {
        return Err(ApiError::field("plan_id", messages::FIELD_REQUIRED));
    };
    let (plan, package) = buyable_plan(&ctx.db, plan_id).await?.ok_or_else(|| ApiError::field("plan_id", PLAN_UNAVAILABLE))?;
    let coupon = match body.coupon.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        None => None,
        Some(code) => Some(usable(&ctx.db, code, &package, user.id(), Utc::now()).await?.map_err(|m| ApiError::field("coupon", m))?),
    };
    let providers = Providers::from_settings(&ctx).map_err(ApiError::internal)?;
    // The payment terms accepted with this checkbox are recorded by version.
    ctx.record_consents(user.id(), &[documents::PAYMENT_TERMS], &client_ip(&req, ctx.settings.auth.trust_forwarded_for)).await?;
    let buyer = Buyer { name: user.user.name.clone(), email: user.user.email.clone(), phone: user.user.phone.clone() };
    let attempt = Attempt { user_id: user.id(), plan: &plan, package: &package, method, coupon, key, buyer };
    Ok(match begin(&ctx, &providers, attempt).await? {
        Begun::New(p) => ApiResponse::created(SubscribeView { payment_id: p.id, status: p.status, redirect_url: p.redirect_url }),
        Begun::Again(p) => {
            // The first request with this key may still be opening the provider's page.
            let p = settled(&ctx, p).await?;
            let open = crate::payment_state::status::OPEN.contains(&p.status.as_str());
            ApiResponse::ok(SubscribeView { payment_id: p.id, status: p.status, redirect_url: if open { p.redirect_url } else { None } })
        }
    })
}
