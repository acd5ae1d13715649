//! Staff manage coupons: percentage or fixed amount, validity window, total and per-user limits,
//! the products they apply to.

use actix_web::{get, post, put, web};
use chrono::{DateTime, Utc};
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, SqlErr};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalogue::products;
use crate::coupons::normalize;
use crate::entities::coupons;
use crate::messages::{COUPON_CODE_TAKEN, INVALID_CODE, INVALID_PERCENT, INVALID_PRICE, WINDOW_REVERSED};

const PRODUCTS: [&str; 5] =
    [products::PLATFORM, products::REPORTS, products::STOCK_ANALYSIS, products::RATING_LIST, products::OPINION_LIST];

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffCouponView {
    pub id: i64,
    pub code: String,
    /// percent or fixed.
    pub kind: String,
    /// Percent (1–100) or halalas.
    pub value: i64,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub max_redemptions: Option<i32>,
    pub per_user_limit: Option<i32>,
    /// Redemptions held by payments that did not fail.
    pub redeemed: i32,
    /// Empty: every product.
    pub products: Vec<String>,
    pub active: bool,
}

fn view(c: coupons::Model) -> StaffCouponView {
    StaffCouponView {
        id: c.id,
        code: c.code,
        kind: c.kind,
        value: c.value,
        starts_at: c.starts_at,
        ends_at: c.ends_at,
        max_redemptions: c.max_redemptions,
        per_user_limit: c.per_user_limit,
        redeemed: c.redeemed,
        products: c.products.as_deref().map(crate::catalogue::grants_of).unwrap_or_default(),
        active: c.active,
    }
}

/// Every coupon, newest first.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), responses((status = 200, body = Vec<StaffCouponView>), (status = 401), (status = 403)))]
#[get("/api/staff/coupons")]
pub async fn list_staff_coupons(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffCouponView>>> {
    let rows = coupons::Entity::find().order_by_desc(coupons::Column::Id).all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(view).collect()))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CouponInput {
    /// 3–40 letters, digits, - or _; stored upper case.
    pub code: Option<String>,
    /// percent or fixed.
    pub kind: Option<String>,
    /// Percent (1–100) or halalas (at least 100).
    pub value: Option<i64>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub max_redemptions: Option<i32>,
    pub per_user_limit: Option<i32>,
    pub products: Option<Vec<String>>,
    pub active: Option<bool>,
}

fn validate(body: &CouponInput) -> ApiResult<String> {
    let mut v = Validator::new();
    let code = normalize(body.code.as_deref().unwrap_or_default());
    v.check(
        "code",
        (3..=40).contains(&code.len()) && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
        INVALID_CODE,
    );
    match body.kind.as_deref() {
        Some("percent") => {
            v.check("value", body.value.is_some_and(|p| (1..=100).contains(&p)), INVALID_PERCENT);
        }
        Some("fixed") => {
            v.check("value", body.value.is_some_and(|h| (100..=100_000_000).contains(&h)), INVALID_PRICE);
        }
        Some(_) => {
            v.add("kind", messages::FIELD_UNKNOWN_VALUE);
        }
        None => {
            v.add("kind", messages::FIELD_REQUIRED);
        }
    }
    if let (Some(s), Some(e)) = (body.starts_at, body.ends_at) {
        v.check("ends_at", e > s, WINDOW_REVERSED);
    }
    v.check("max_redemptions", body.max_redemptions.is_none_or(|m| m >= 1), messages::FIELD_OUT_OF_RANGE);
    v.check("per_user_limit", body.per_user_limit.is_none_or(|m| m >= 1), messages::FIELD_OUT_OF_RANGE);
    v.check("products", body.products.iter().flatten().all(|p| PRODUCTS.contains(&p.as_str())), messages::FIELD_UNKNOWN_VALUE);
    v.finish()?;
    Ok(code)
}

fn apply(row: &mut coupons::ActiveModel, code: String, body: &CouponInput) {
    row.code = Set(code);
    row.kind = Set(body.kind.clone().unwrap_or_default());
    row.value = Set(body.value.unwrap_or_default());
    row.starts_at = Set(body.starts_at);
    row.ends_at = Set(body.ends_at);
    row.max_redemptions = Set(body.max_redemptions);
    row.per_user_limit = Set(body.per_user_limit);
    row.products = Set(body.products.as_ref().filter(|p| !p.is_empty()).map(|p| p.join(",")));
    row.active = Set(body.active.unwrap_or(true));
}

fn taken(e: sea_orm::DbErr) -> ApiError {
    if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) { ApiError::field("code", COUPON_CODE_TAKEN) } else { e.into() }
}

/// Creates a coupon.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), request_body = CouponInput,
    responses((status = 201, body = StaffCouponView), (status = 401), (status = 403), (status = 422)))]
#[post("/api/staff/coupons")]
pub async fn create_staff_coupon(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    body: web::Json<CouponInput>,
) -> ApiResult<ApiResponse<StaffCouponView>> {
    let code = validate(&body)?;
    if coupons::Entity::find().filter(coupons::Column::Code.eq(&code)).one(&ctx.db).await?.is_some() {
        return Err(ApiError::field("code", COUPON_CODE_TAKEN));
    }
    let mut row = coupons::ActiveModel { redeemed: Set(0), created_at: Set(Utc::now()), ..Default::default() };
    apply(&mut row, code, &body);
    Ok(ApiResponse::created(view(row.insert(&ctx.db).await.map_err(taken)?)))
}

/// Changes a coupon (its redemptions so far stay).
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)), request_body = CouponInput,
    responses((status = 200, body = StaffCouponView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[put("/api/staff/coupons/{id}")]
pub async fn update_staff_coupon(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<CouponInput>,
) -> ApiResult<ApiResponse<StaffCouponView>> {
    let existing = coupons::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let code = validate(&body)?;
    if coupons::Entity::find()
        .filter(coupons::Column::Code.eq(&code))
        .filter(coupons::Column::Id.ne(existing.id))
        .one(&ctx.db)
        .await?
        .is_some()
    {
        return Err(ApiError::field("code", COUPON_CODE_TAKEN));
    }
    let mut row: coupons::ActiveModel = existing.into();
    apply(&mut row, code, &body);
    Ok(ApiResponse::ok(view(row.update(&ctx.db).await.map_err(taken)?)))
}
