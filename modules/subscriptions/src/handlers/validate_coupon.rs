use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalogue::buyable_plan;
use crate::coupons::{discount_of, usable};
use crate::handlers::get_plan::BnplOffer;
use crate::messages::PLAN_UNAVAILABLE;
use crate::money::Price;
use crate::providers::Method;
use crate::providers::Providers;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CouponRequest {
    pub code: Option<String>,
    pub plan_id: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CouponView {
    pub code: String,
    /// The plan's price with the coupon.
    pub price: Price,
    /// The methods the providers accept for the discounted price.
    pub methods: Vec<Method>,
    /// Instalments for the discounted price.
    pub bnpl: BnplOffer,
}

/// Whether a coupon applies to a plan for this user, and the price after it.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), request_body = CouponRequest,
    responses((status = 200, body = CouponView), (status = 401), (status = 422)))]
#[post("/api/coupon/valid")]
pub async fn validate_coupon(
    user: SignedIn,
    ctx: web::Data<AppContext>,
    body: web::Json<CouponRequest>,
) -> ApiResult<ApiResponse<CouponView>> {
    let mut v = Validator::new();
    let code = v.required("code", body.code.as_deref());
    v.check("plan_id", body.plan_id.is_some(), messages::FIELD_REQUIRED);
    v.finish()?;
    let (Some(code), Some(plan_id)) = (code, body.plan_id) else { return Err(ApiError::field("code", messages::FIELD_REQUIRED)) };
    let (plan, package) = buyable_plan(&ctx.db, plan_id).await?.ok_or_else(|| ApiError::field("plan_id", PLAN_UNAVAILABLE))?;
    let coupon = usable(&ctx.db, code, &package, user.id(), Utc::now()).await?.map_err(|m| ApiError::field("code", m))?;
    let (credit, _) = crate::upgrade::credit(&ctx.db, user.id(), &package, Utc::now()).await?;
    let price = Price::of(plan.price_halalas, package.discount_percent, Some(discount_of(&coupon))).with_credit(credit);
    let providers = Providers::shared(&ctx)?;
    Ok(ApiResponse::ok(CouponView {
        code: coupon.code.clone(),
        methods: providers.methods(price.total_halalas),
        bnpl: BnplOffer::for_total(&providers, price.total_halalas, platform::saudi_time::today()),
        price,
    }))
}
