//! Staff manage the platform's catalogue: packages and their plans (analysts price their own
//! lists through the `ListOffers` port). Plans are never deleted: payments point at them.

use actix_web::{get, post, put, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalogue::{FEATURE_CODES, PLAN_TYPES, products};
use crate::entities::{packages, plans};
use crate::messages::{INVALID_FEATURE, INVALID_PERCENT, INVALID_PLAN_TYPE, INVALID_PRICE};

/// What staff sell; analysts' lists are priced by their analysts.
const STAFF_PRODUCTS: [&str; 3] = [products::PLATFORM, products::REPORTS, products::STOCK_ANALYSIS];

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPlanView {
    pub id: i64,
    pub plan_type: String,
    pub duration_days: Option<i32>,
    /// VAT-inclusive, before the package's discount.
    pub price_halalas: i64,
    pub active: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPackageView {
    pub id: i64,
    pub product: String,
    pub product_ref: Option<i64>,
    /// The analyst of an analyst's list.
    pub owner_id: Option<i64>,
    pub grants: Vec<String>,
    pub name_ar: String,
    pub name_en: String,
    pub description_ar: String,
    pub description_en: String,
    pub features_ar: Vec<String>,
    pub features_en: Vec<String>,
    pub stocks_count: Option<i32>,
    pub discount_percent: i32,
    pub sort: i32,
    pub active: bool,
    pub plans: Vec<StaffPlanView>,
}

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned).collect()
}

fn view(p: packages::Model, all_plans: &[plans::Model]) -> StaffPackageView {
    let mut own: Vec<StaffPlanView> = all_plans
        .iter()
        .filter(|pl| pl.package_id == p.id)
        .map(|pl| StaffPlanView {
            id: pl.id,
            plan_type: pl.plan_type.clone(),
            duration_days: pl.duration_days,
            price_halalas: pl.price_halalas,
            active: pl.active,
        })
        .collect();
    own.sort_by_key(|pl| (pl.duration_days.unwrap_or(i32::MAX), pl.id));
    StaffPackageView {
        id: p.id,
        product: p.product,
        product_ref: p.product_ref,
        owner_id: p.owner_id,
        grants: crate::catalogue::grants_of(&p.grants),
        features_ar: lines(&p.features_ar),
        features_en: lines(&p.features_en),
        name_ar: p.name_ar,
        name_en: p.name_en,
        description_ar: p.description_ar,
        description_en: p.description_en,
        stocks_count: p.stocks_count,
        discount_percent: p.discount_percent,
        sort: p.sort,
        active: p.active,
        plans: own,
    }
}

async fn one(db: &DatabaseConnection, id: i64) -> Result<Option<StaffPackageView>, DbErr> {
    let Some(p) = packages::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let own = plans::Entity::find().filter(plans::Column::PackageId.eq(id)).all(db).await?;
    Ok(Some(view(p, &own)))
}

/// Every package, on sale or not, with every plan.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])),
    responses((status = 200, body = Vec<StaffPackageView>), (status = 401), (status = 403)))]
#[get("/api/staff/packages")]
pub async fn list_staff_packages(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffPackageView>>> {
    let rows = packages::Entity::find().order_by_asc(packages::Column::Sort).order_by_asc(packages::Column::Id).all(&ctx.db).await?;
    let all_plans = plans::Entity::find().all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(|p| view(p, &all_plans)).collect()))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PlanInput {
    /// monthly, quarterly, biannual, annual (time plans) or one_off (stock-analysis packages).
    pub plan_type: Option<String>,
    pub price_halalas: Option<i64>,
    pub active: Option<bool>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PackageInput {
    /// platform, reports or stock_analysis.
    pub product: Option<String>,
    /// ai_chat, signals, technical_analysis, reports.
    pub grants: Option<Vec<String>>,
    pub name_ar: Option<String>,
    pub name_en: Option<String>,
    pub description_ar: Option<String>,
    pub description_en: Option<String>,
    pub features_ar: Option<Vec<String>>,
    pub features_en: Option<Vec<String>>,
    pub stocks_count: Option<i32>,
    pub discount_percent: Option<i32>,
    pub sort: Option<i32>,
    pub active: Option<bool>,
    /// One entry per duration; durations left out keep their state.
    pub plans: Option<Vec<PlanInput>>,
}

/// Checks a package and returns its product.
fn validate(body: &PackageInput, existing_product: Option<&str>) -> ApiResult<String> {
    let mut v = Validator::new();
    let product = existing_product.map(str::to_owned).or_else(|| body.product.clone());
    match product.as_deref() {
        None => {
            v.add("product", messages::FIELD_REQUIRED);
        }
        Some(p) if !STAFF_PRODUCTS.contains(&p) => {
            v.add("product", messages::FIELD_UNKNOWN_VALUE);
        }
        Some(_) => {}
    }
    v.required("name_ar", body.name_ar.as_deref());
    v.required("name_en", body.name_en.as_deref());
    v.max_chars("name_ar", body.name_ar.as_deref(), 120);
    v.max_chars("name_en", body.name_en.as_deref(), 120);
    if let Some(grants) = &body.grants {
        v.check("grants", grants.iter().all(|g| FEATURE_CODES.contains(&g.as_str())), INVALID_FEATURE);
    }
    if let Some(d) = body.discount_percent {
        v.check("discount_percent", (0..=100).contains(&d), INVALID_PERCENT);
    }
    let one_off = product.as_deref().is_some_and(crate::catalogue::is_one_off);
    for plan in body.plans.iter().flatten() {
        let known =
            plan.plan_type.as_deref().is_some_and(|t| if one_off { t == "one_off" } else { PLAN_TYPES[..4].iter().any(|(p, _)| *p == t) });
        v.check("plans", known, INVALID_PLAN_TYPE);
        v.check("plans", plan.price_halalas.is_some_and(|p| (100..=100_000_000).contains(&p)), INVALID_PRICE);
    }
    v.finish()?;
    product.ok_or_else(|| ApiError::field("product", messages::FIELD_REQUIRED))
}

async fn save(db: &DatabaseConnection, id: Option<i64>, product: String, body: &PackageInput) -> Result<i64, DbErr> {
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(db).await?;
    let text = |v: &Option<String>| v.clone().unwrap_or_default().trim().to_owned();
    let joined = |v: &Option<Vec<String>>| {
        v.clone().unwrap_or_default().iter().map(|l| l.trim()).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
    };
    let mut row = match id {
        Some(id) => packages::Entity::find_by_id(id).one(&txn).await?.ok_or_else(|| DbErr::RecordNotFound("package".into()))?.into(),
        None => packages::ActiveModel {
            product: Set(product),
            product_ref: Set(None),
            owner_id: Set(None),
            created_at: Set(now),
            ..Default::default()
        },
    };
    row.grants = Set(body.grants.clone().unwrap_or_default().join(","));
    row.name_ar = Set(text(&body.name_ar));
    row.name_en = Set(text(&body.name_en));
    row.description_ar = Set(text(&body.description_ar));
    row.description_en = Set(text(&body.description_en));
    row.features_ar = Set(joined(&body.features_ar));
    row.features_en = Set(joined(&body.features_en));
    row.stocks_count = Set(body.stocks_count);
    row.discount_percent = Set(body.discount_percent.unwrap_or(0));
    row.sort = Set(body.sort.unwrap_or(0));
    row.active = Set(body.active.unwrap_or(true));
    row.updated_at = Set(now);
    let saved = if id.is_some() { row.update(&txn).await? } else { row.insert(&txn).await? };
    let existing = plans::Entity::find().filter(plans::Column::PackageId.eq(saved.id)).all(&txn).await?;
    for input in body.plans.iter().flatten() {
        let plan_type = input.plan_type.clone().unwrap_or_default();
        let days = PLAN_TYPES.iter().find(|(t, _)| *t == plan_type).and_then(|(_, d)| *d);
        match existing.iter().find(|p| p.plan_type == plan_type) {
            Some(plan) => {
                let mut active: plans::ActiveModel = plan.clone().into();
                active.price_halalas = Set(input.price_halalas.unwrap_or(plan.price_halalas));
                active.active = Set(input.active.unwrap_or(true));
                active.updated_at = Set(now);
                active.update(&txn).await?;
            }
            None => {
                plans::ActiveModel {
                    package_id: Set(saved.id),
                    plan_type: Set(plan_type),
                    duration_days: Set(days),
                    price_halalas: Set(input.price_halalas.unwrap_or_default()),
                    active: Set(input.active.unwrap_or(true)),
                    created_at: Set(now),
                    updated_at: Set(now),
                    ..Default::default()
                }
                .insert(&txn)
                .await?;
            }
        }
    }
    txn.commit().await?;
    Ok(saved.id)
}

/// Adds a package to the catalogue.
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), request_body = PackageInput,
    responses((status = 201, body = StaffPackageView), (status = 401), (status = 403), (status = 422)))]
#[post("/api/staff/packages")]
pub async fn create_staff_package(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    body: web::Json<PackageInput>,
) -> ApiResult<ApiResponse<StaffPackageView>> {
    let product = validate(&body, None)?;
    let id = save(&ctx.db, None, product, &body).await?;
    Ok(ApiResponse::created(one(&ctx.db, id).await?.ok_or_else(ApiError::not_found)?))
}

/// Changes a package and its plans (prices, durations on sale, shown or hidden).
#[utoipa::path(tag = "subscriptions", security(("bearer" = [])), params(("id" = i64, Path)), request_body = PackageInput,
    responses((status = 200, body = StaffPackageView), (status = 401), (status = 403), (status = 404), (status = 422)))]
#[put("/api/staff/packages/{id}")]
pub async fn update_staff_package(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<PackageInput>,
) -> ApiResult<ApiResponse<StaffPackageView>> {
    let existing = packages::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if !STAFF_PRODUCTS.contains(&existing.product.as_str()) {
        return Err(ApiError::not_found());
    }
    let product = validate(&body, Some(&existing.product))?;
    save(&ctx.db, Some(existing.id), product, &body).await?;
    Ok(ApiResponse::ok(one(&ctx.db, existing.id).await?.ok_or_else(ApiError::not_found)?))
}
