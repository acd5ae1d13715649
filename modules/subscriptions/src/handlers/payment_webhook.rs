use actix_web::{HttpRequest, post, web};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::payments;
use crate::providers::Providers;
use crate::providers::WebhookRefused;
use crate::settlement::apply_outcome;

#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookAnswer {
    /// The payment's status after the notice, or `ignored` for a payment eva does not know.
    pub status: String,
}

/// A payment provider's notice that a payment changed. Its authenticity is checked (shared
/// secret); then eva asks the provider itself what became of the payment and applies it once,
/// so a replayed or forged-but-authentic notice changes nothing twice.
#[utoipa::path(tag = "subscriptions", params(("provider" = String, Path)), request_body(content = String, content_type = "application/json"),
    responses((status = 200, body = WebhookAnswer), (status = 401), (status = 404), (status = 422)))]
#[post("/api/payments/webhooks/{provider}")]
pub async fn payment_webhook(
    ctx: web::Data<AppContext>,
    req: HttpRequest,
    provider: web::Path<String>,
    body: web::Bytes,
) -> ApiResult<ApiResponse<WebhookAnswer>> {
    let providers = Providers::shared(&ctx)?;
    let provider = providers.by_id(&provider).ok_or_else(ApiError::not_found)?;
    let reference = match provider.webhook_subject(req.headers(), &body) {
        Ok(reference) => reference,
        Err(WebhookRefused::BadSecret) => return Err(ApiError::unauthenticated()),
        Err(WebhookRefused::NotSupported) => return Err(ApiError::not_found()),
        Err(WebhookRefused::Malformed(why)) => {
            tracing::warn!(provider = provider.id(), why, "a payment webhook was not understood");
            return Err(ApiError::unprocessable(messages::INVALID_DATA));
        }
    };
    let Some(payment) = payments::Entity::find()
        .filter(payments::Column::Provider.eq(provider.id()))
        .filter(payments::Column::ProviderRef.eq(&reference))
        .one(&ctx.db)
        .await?
    else {
        return Ok(ApiResponse::ok(WebhookAnswer { status: "ignored".into() }));
    };
    let outcome = provider.outcome(&reference, payment.total_halalas).await.map_err(ApiError::internal)?;
    let now = apply_outcome(&ctx, &payment, &outcome, &platform::lifecycle::Actor::Webhook(provider.id().to_owned())).await?;
    Ok(ApiResponse::ok(WebhookAnswer { status: now.status.to_string() }))
}
