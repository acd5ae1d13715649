use actix_web::{HttpRequest, post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::form_value;
use platform::ports::{Checkout, CheckoutRequest, CheckoutStarted, Feature};
use platform::throttle::client_ip;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::entities::{payments, requests};
use crate::messages as m;
use crate::packages;

/// The checkout's fields (as `POST /api/subscribe`) and the request being paid for.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AnalysisSubscribeForm {
    #[schema(value_type = Option<i64>)]
    pub request_id: Option<Value>,
    #[serde(flatten)]
    pub checkout: CheckoutRequest,
}

/// Starts paying for a request through the subscriptions checkout (the same validation, prices,
/// coupons, VAT and recorded consent as `POST /api/subscribe`); the plan must be one of the
/// request's package. When the payment is captured the request is paid and its 72 hours start.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), request_body = AnalysisSubscribeForm,
    responses((status = 201, body = CheckoutStarted), (status = 200, body = CheckoutStarted), (status = 401), (status = 404), (status = 422), (status = 503)))]
#[post("/api/stock-analysis/subscribe")]
pub async fn analysis_subscribe(
    user: SignedIn,
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<AnalysisSubscribeForm>,
) -> ApiResult<ApiResponse<CheckoutStarted>> {
    let mut v = Validator::new();
    let request_id = form_value::required_id(&mut v, "request_id", body.request_id.as_ref(), m::FILL_REQUIRED);
    v.finish()?;
    let request_id = request_id.ok_or_else(|| ApiError::unprocessable(m::FILL_REQUIRED))?;
    let request = requests::Entity::find_by_id(request_id)
        .filter(requests::Column::UserId.eq(user.0.id()))
        .one(&ctx.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    if request.status != requests::RequestStatus::AwaitingPayment {
        return Err(ApiError::field("request_id", m::ALREADY_PAID));
    }
    if let Some(plan_id) = body.checkout.plan_id {
        let on_sale = packages::on_sale(&ctx).await?;
        let of_package = packages::holding_plan(&on_sale, plan_id).and_then(packages::id_of) == Some(request.package_id);
        if !of_package {
            return Err(ApiError::field("plan_id", m::NOT_THIS_PACKAGE_PLAN));
        }
    }
    // An analysis is advice: paying for one needs a verified identity where the kyc module is on
    // (code "22"). The request is kept, so the client comes back to pay it after KYC.
    ctx.require_kyc(user.0.id()).await?;
    let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
    let feature = Feature::StockAnalysisPackage(request.package_id);
    let started = ctx.required_port::<dyn Checkout>()?.begin(&ctx, user.0.id(), feature, &body.checkout, &address).await?;
    let attempt = payments::ActiveModel { payment_id: Set(started.payment_id), request_id: Set(request.id), created_at: Set(Utc::now()) };
    payments::Entity::insert(attempt).on_conflict_do_nothing_on([payments::Column::PaymentId]).exec(&ctx.db).await?;
    Ok(if started.created { ApiResponse::created(started) } else { ApiResponse::ok(started) })
}
