use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::Utc;
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages as common};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use super::licence::LicenceType;
use super::views::{AdvisorForm, AdvisorView, StaffAdvisorView};
use crate::entities::advisors;
use crate::messages::{ADVISOR_NOT_FOUND, LICENCE_NUMBER_INVALID};
use crate::rules;
use crate::store::audit;

const NAME_MAX: usize = 120;
const TITLE_MAX: usize = 200;
const BIO_MAX: usize = 2_000;
const LICENCE_MAX: usize = 60;

/// The licensed advisors, in the order staff set.
#[utoipa::path(tag = "content", responses((status = 200, body = Vec<AdvisorView>)))]
#[get("/api/get-advisors")]
pub async fn get_advisors(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<AdvisorView>>> {
    let rows = advisors::Entity::find()
        .filter(advisors::Column::Hidden.eq(false))
        .order_by_asc(advisors::Column::Position)
        .order_by_asc(advisors::Column::Id)
        .all(&ctx.db)
        .await?;
    let lang = platform::i18n::current_lang();
    Ok(ApiResponse::ok(rows.iter().map(|a| AdvisorView::of(a, lang)).collect()))
}

/// Every advisor, hidden ones too.
#[utoipa::path(tag = "content", security(("bearer" = [])), responses((status = 200, body = Vec<StaffAdvisorView>), (status = 401), (status = 403)))]
#[get("/api/staff/advisors")]
pub async fn staff_advisors(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<StaffAdvisorView>>> {
    let rows = advisors::Entity::find().order_by_asc(advisors::Column::Position).order_by_asc(advisors::Column::Id).all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows.into_iter().map(StaffAdvisorView::from).collect()))
}

fn filled(form: &AdvisorForm, existing: Option<advisors::Model>, next_position: i32) -> ApiResult<advisors::ActiveModel> {
    let mut v = Validator::new();
    let name_ar = rules::plain(&mut v, "name_ar", form.name_ar.as_deref(), NAME_MAX);
    let name_en = rules::plain(&mut v, "name_en", form.name_en.as_deref(), NAME_MAX);
    let title_ar = rules::plain(&mut v, "title_ar", form.title_ar.as_deref(), TITLE_MAX);
    let title_en = rules::plain(&mut v, "title_en", form.title_en.as_deref(), TITLE_MAX);
    let licence_number = rules::plain(&mut v, "licence_number", form.licence_number.as_deref(), LICENCE_MAX);
    if let Some(n) = &licence_number {
        v.check("licence_number", n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '/'), LICENCE_NUMBER_INVALID);
    }
    v.check("licence_type", form.licence_type.is_some(), common::FIELD_REQUIRED);
    let licence_type = form.licence_type.map(LicenceType::key);
    v.max_chars("bio_ar", form.bio_ar.as_deref(), BIO_MAX).max_chars("bio_en", form.bio_en.as_deref(), BIO_MAX);
    v.finish()?;
    let (Some(name_ar), Some(name_en), Some(title_ar), Some(title_en), Some(licence_number), Some(licence_type)) =
        (name_ar, name_en, title_ar, title_en, licence_number, licence_type)
    else {
        return Err(ApiError::unprocessable(common::FILL_ALL_FIELDS));
    };
    let now = Utc::now();
    let mut row: advisors::ActiveModel = match existing {
        Some(e) => e.into(),
        None => advisors::ActiveModel { created_at: Set(now), position: Set(next_position), ..Default::default() },
    };
    row.name_ar = Set(name_ar);
    row.name_en = Set(name_en);
    row.title_ar = Set(title_ar);
    row.title_en = Set(title_en);
    row.bio_ar = Set(form.bio_ar.as_deref().unwrap_or_default().trim().to_owned());
    row.bio_en = Set(form.bio_en.as_deref().unwrap_or_default().trim().to_owned());
    row.licence_number = Set(licence_number);
    row.licence_type = Set(licence_type.to_owned());
    row.licence_expires_on = Set(form.licence_expires_on);
    if let Some(p) = form.position {
        row.position = Set(p.clamp(0, 10_000));
    }
    row.hidden = Set(form.hidden.unwrap_or(false));
    row.updated_at = Set(now);
    Ok(row)
}

/// Adds an advisor (at the end of the list unless a position is given).
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = AdvisorForm,
    responses((status = 201, body = StaffAdvisorView), (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/advisors")]
pub async fn create_advisor(
    staff: Staff,
    ctx: web::Data<AppContext>,
    form: web::Json<AdvisorForm>,
) -> ApiResult<ApiResponse<StaffAdvisorView>> {
    let last = advisors::Entity::find().order_by_desc(advisors::Column::Position).one(&ctx.db).await?;
    let row = filled(&form, None, last.map_or(0, |a| a.position.saturating_add(1)))?.insert(&ctx.db).await?;
    audit(
        &ctx.db,
        staff.id(),
        "advisor.create",
        &format!("advisor:{}", row.id),
        serde_json::json!({"name_en": row.name_en, "licence": row.licence_number}),
    )
    .await?;
    Ok(ApiResponse::created(StaffAdvisorView::from(row)))
}

/// Changes an advisor.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)), request_body = AdvisorForm,
    responses((status = 200, body = StaffAdvisorView), (status = 401), (status = 403), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/staff/advisors/{id}")]
pub async fn update_advisor(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    form: web::Json<AdvisorForm>,
) -> ApiResult<ApiResponse<StaffAdvisorView>> {
    let existing = advisors::Entity::find_by_id(*id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, ADVISOR_NOT_FOUND))?;
    let row = filled(&form, Some(existing), 0)?.update(&ctx.db).await?;
    audit(
        &ctx.db,
        staff.id(),
        "advisor.update",
        &format!("advisor:{id}"),
        serde_json::json!({"licence": row.licence_number, "hidden": row.hidden}),
    )
    .await?;
    Ok(ApiResponse::ok(StaffAdvisorView::from(row)))
}

/// Removes an advisor.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 403), (status = 404)))]
#[delete("/api/staff/advisors/{id}")]
pub async fn delete_advisor(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    if advisors::Entity::delete_by_id(*id).exec(&ctx.db).await?.rows_affected != 1 {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, ADVISOR_NOT_FOUND));
    }
    audit(&ctx.db, staff.id(), "advisor.delete", &format!("advisor:{id}"), serde_json::json!({})).await?;
    Ok(HttpResponse::NoContent().finish())
}
