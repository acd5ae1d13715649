use actix_web::{HttpRequest, post, web};
use platform::auth::SignedIn;
use platform::form_value;
use platform::ports::{Checkout, CheckoutRequest, CheckoutStarted, Feature};
use platform::throttle::client_ip;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::messages as m;

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ChatPlansForm {
    /// One plan: the package that holds it.
    #[serde(rename = "planId")]
    #[schema(value_type = Option<i64>)]
    pub plan_id: Option<Value>,
}

/// The Eva Chat packages on sale (the items of `GET /api/all-packages`); with `planId`, the
/// package holding that plan.
#[utoipa::path(tag = "chat", security(("bearer" = [])), request_body = ChatPlansForm,
    responses((status = 200, body = Vec<Object>), (status = 401), (status = 404), (status = 422)))]
#[post("/api/chat/plans")]
pub async fn chat_plans(
    _user: SignedIn,
    ctx: web::Data<AppContext>,
    body: Option<web::Json<ChatPlansForm>>,
) -> ApiResult<ApiResponse<Vec<Value>>> {
    let form = body.map(web::Json::into_inner).unwrap_or_default();
    let offers = ctx.required_port::<dyn Checkout>()?.offers(&ctx, Feature::AiChat).await?;
    let Some(text) = form_value::text(form.plan_id.as_ref()) else { return Ok(ApiResponse::ok(offers)) };
    let plan_id = text.parse::<i64>().map_err(|_| ApiError::field("planId", platform::messages::FIELD_WRONG_TYPE))?;
    let holds = |package: &Value| package["plans"].as_array().is_some_and(|plans| plans.iter().any(|p| p["id"].as_i64() == Some(plan_id)));
    let found: Vec<Value> = offers.into_iter().filter(holds).collect();
    if found.is_empty() {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, m::NOT_A_CHAT_PLAN));
    }
    Ok(ApiResponse::ok(found))
}

/// Starts paying for an Eva Chat plan through the subscriptions checkout (the same validation,
/// prices, coupons, VAT and recorded consent as `POST /api/subscribe`).
#[utoipa::path(tag = "chat", security(("bearer" = [])), request_body = CheckoutRequest,
    responses((status = 201, body = CheckoutStarted), (status = 200, body = CheckoutStarted), (status = 401), (status = 422), (status = 503)))]
#[post("/api/chat/subscribe")]
pub async fn chat_subscribe(
    user: SignedIn,
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<CheckoutRequest>,
) -> ApiResult<ApiResponse<CheckoutStarted>> {
    let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
    let started = ctx.required_port::<dyn Checkout>()?.begin(&ctx, user.0.id(), Feature::AiChat, &body, &address).await?;
    Ok(if started.created { ApiResponse::created(started) } else { ApiResponse::ok(started) })
}
