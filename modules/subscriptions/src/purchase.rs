//! Starting a purchase, for `POST /api/subscribe` and for the modules that sell through the
//! `Checkout` port: the request is checked (spec §5 messages), the plan must be on sale (and give
//! the selling module's feature), the coupon must apply, the payment terms acceptance is recorded,
//! then the payment starts at its provider.

use chrono::Utc;
use platform::entities::users;
use platform::ports::PaymentStatus;
use platform::ports::{CheckoutRequest, CheckoutStarted, Feature, documents};
use platform::validation::Validator;
use platform::{ApiError, ApiResult, AppContext, messages};
use sea_orm::EntityTrait;

use crate::catalogue::{buyable_plan, gives, products};
use crate::checkout::{Attempt, Begun, begin, resume};
use crate::coupons::usable;
use crate::entities::payments;
use crate::messages::{INVALID_ATTEMPT_KEY, PLAN_UNAVAILABLE, SELECT_PAYMENT_METHOD};
use crate::providers::Providers;
use crate::providers::{Buyer, Method};

fn valid_key(key: &str) -> bool {
    (8..=64).contains(&key.len()) && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The payment once its first request has opened the provider's page (or given up), waiting at
/// most two seconds.
async fn settled(ctx: &AppContext, mut payment: payments::Model) -> ApiResult<payments::Model> {
    for _ in 0..20 {
        if payment.status != PaymentStatus::Initiated {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        payment = payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    }
    Ok(payment)
}

pub async fn purchase(
    ctx: &AppContext,
    user: &users::Model,
    request: &CheckoutRequest,
    client_address: &str,
    feature: Option<Feature>,
) -> ApiResult<CheckoutStarted> {
    let mut v = Validator::new();
    v.check("plan_id", request.plan_id.is_some(), messages::FIELD_REQUIRED);
    let method = request.method.as_deref().and_then(Method::from_code);
    v.check("method", method.is_some(), SELECT_PAYMENT_METHOD);
    let key = v.required("idempotency_key", request.idempotency_key.as_deref());
    if let Some(k) = key {
        v.check("idempotency_key", valid_key(k), INVALID_ATTEMPT_KEY);
    }
    v.check("accept_terms", request.accept_terms == Some(true), messages::TERMS_REQUIRED);
    v.finish()?;
    let (Some(plan_id), Some(method), Some(key)) = (request.plan_id, method, key) else {
        return Err(ApiError::field("plan_id", messages::FIELD_REQUIRED));
    };
    let (plan, package) = buyable_plan(&ctx.db, plan_id)
        .await?
        .filter(|(_, package)| feature.is_none_or(|f| gives(package.into(), f)))
        .ok_or_else(|| ApiError::field("plan_id", PLAN_UNAVAILABLE))?;
    // Following an analyst's advice needs a verified identity where the kyc module is on
    // (code "22"); platform packages do not.
    if [products::RATING_LIST, products::OPINION_LIST].contains(&package.product.as_str()) {
        ctx.require_kyc(user.id).await?;
    }
    let coupon = match request.coupon.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        None => None,
        Some(code) => Some(usable(&ctx.db, code, &package, user.id, Utc::now()).await?.map_err(|m| ApiError::field("coupon", m))?),
    };
    let providers = Providers::shared(ctx)?;
    // The payment terms accepted with this checkbox are recorded by version.
    ctx.record_consents(user.id, &[documents::PAYMENT_TERMS], client_address).await?;
    let buyer = Buyer { name: user.name.clone(), email: user.email.clone(), phone: user.phone.clone() };
    let attempt = Attempt { user_id: user.id, plan: &plan, package: &package, method, coupon, key, buyer: buyer.clone() };
    Ok(match begin(ctx, &providers, attempt).await? {
        Begun::New(p) => CheckoutStarted { payment_id: p.id, status: p.status, redirect_url: p.redirect_url, created: true },
        Begun::Again(p) => {
            // The first request with this key may still be opening the provider's page; if it
            // stopped before opening it, this one does.
            let p = settled(ctx, p).await?;
            let p = resume(ctx, &providers, p, buyer).await?;
            let open = p.status.is_open();
            CheckoutStarted { payment_id: p.id, status: p.status, redirect_url: if open { p.redirect_url } else { None }, created: false }
        }
    })
}
