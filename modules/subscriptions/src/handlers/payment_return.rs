use actix_web::http::header;
use actix_web::{HttpResponse, get, web};
use platform::ports::PaymentStatus;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;
use subtle::ConstantTimeEq;

use crate::catalogue::checkout_path;
use crate::checkout::success_path;
use crate::entities::{packages, payments};
use crate::providers::Providers;
use crate::settlement::apply_outcome;

/// Where the provider sends the buyer back, with the payment's random return token. What the
/// browser brings is not trusted: eva asks the provider what became of the payment, applies it,
/// and sends the browser to the success page or back to the checkout. A wrong token is 404,
/// before any provider is asked.
#[utoipa::path(tag = "subscriptions", params(("id" = i64, Path), ("token" = String, Path)),
    responses((status = 303, description = "to /success/… or back to the checkout"), (status = 404)))]
#[get("/api/payments/{id}/return/{token}")]
pub async fn payment_return(ctx: web::Data<AppContext>, path: web::Path<(i64, String)>) -> ApiResult<HttpResponse> {
    let (id, token) = path.into_inner();
    let payment = payments::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let expected = payment.return_token.as_deref().ok_or_else(ApiError::not_found)?;
    if !bool::from(expected.as_bytes().ct_eq(token.as_bytes())) {
        return Err(ApiError::not_found());
    }
    come_back(&ctx, payment).await
}

/// The return of a payment made before return tokens: only those have none.
#[utoipa::path(tag = "subscriptions", params(("id" = i64, Path)),
    responses((status = 303, description = "to /success/… or back to the checkout"), (status = 404)))]
#[get("/api/payments/{id}/return")]
pub async fn payment_return_untokened(ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let payment = payments::Entity::find_by_id(id.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if payment.return_token.is_some() {
        return Err(ApiError::not_found());
    }
    come_back(&ctx, payment).await
}

async fn come_back(ctx: &AppContext, payment: payments::Model) -> ApiResult<HttpResponse> {
    let providers = Providers::shared(ctx)?;
    let mut now = payment.clone();
    if let (Some(provider), Some(reference)) = (providers.by_id(&payment.provider), payment.provider_ref.as_deref()) {
        match provider.outcome(reference, payment.total_halalas).await {
            Ok(outcome) => {
                now = apply_outcome(ctx, &payment, &outcome, &platform::lifecycle::Actor::Provider(provider.id().to_owned())).await?
            }
            Err(e) => tracing::warn!(error = %e, payment = payment.id, "could not ask the provider about a returning payment"),
        }
    }
    let location = if now.status == PaymentStatus::Paid {
        success_path(&now.product, now.id)
    } else {
        let package = packages::Entity::find_by_id(now.package_id).one(&ctx.db).await?;
        let back = package.map_or_else(|| format!("/payment/{}", now.plan_id), |p| checkout_path(&p, now.plan_id));
        format!("{back}?payment={}&status={}", now.id, if now.status == PaymentStatus::Pending { "pending" } else { "failed" })
    };
    Ok(HttpResponse::SeeOther().insert_header((header::LOCATION, location)).finish())
}
