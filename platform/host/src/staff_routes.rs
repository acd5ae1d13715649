//! The staff console's platform pages: module switches and users (failed jobs are in
//! system_routes). Modules add their own staff pages under `/api/staff/...`.

use actix_web::{get, put, web};
use platform::auth::Staff;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A module as staff see it in the console.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffModuleView {
    pub id: &'static str,
    pub name_ar: &'static str,
    pub name_en: &'static str,
    pub enabled: bool,
    /// Part of this deployment; the others cannot be switched on.
    pub available: bool,
    /// Config fixes its state.
    pub locked: bool,
    /// A core module: always on.
    pub required: bool,
    pub depends_on: Vec<&'static str>,
    /// Modules on now that need this one.
    pub dependents: Vec<&'static str>,
}

fn views(ctx: &AppContext) -> Vec<StaffModuleView> {
    let facts = ctx.switches.facts();
    facts
        .iter()
        .map(|f| StaffModuleView {
            id: f.id,
            name_ar: f.name_ar,
            name_en: f.name_en,
            enabled: ctx.switches.is_on(f.id),
            available: f.available,
            locked: f.locked,
            required: f.required,
            depends_on: f.depends_on.clone(),
            dependents: facts.iter().filter(|o| o.depends_on.contains(&f.id) && ctx.switches.is_on(o.id)).map(|o| o.id).collect(),
        })
        .collect()
}

/// Every module of the product with its state (staff only).
#[utoipa::path(tag = "staff", security(("bearer" = [])), responses((status = 200, body = Vec<StaffModuleView>), (status = 401), (status = 403)))]
#[get("/api/staff/modules")]
pub async fn list_staff_modules(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResponse<Vec<StaffModuleView>> {
    ApiResponse::ok(views(&ctx))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SwitchRequest {
    pub enabled: bool,
}

/// Switches an optional module on or off for every instance (staff only). Refused with 409 when
/// config locks it, it is a core module, or a dependency stands in the way (the message names it).
#[utoipa::path(tag = "staff", security(("bearer" = [])), params(("id" = String, Path)), request_body = SwitchRequest,
    responses((status = 200, body = Vec<StaffModuleView>), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[put("/api/staff/modules/{id}")]
pub async fn switch_module(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<String>,
    body: web::Json<SwitchRequest>,
) -> ApiResult<ApiResponse<Vec<StaffModuleView>>> {
    match ctx.switches.set(&ctx.db, &id, body.enabled, staff.id()).await? {
        Ok(()) => {
            ctx.caches.changed(&ctx.db, platform::switches::ModuleSwitches::TOPIC).await?;
            tracing::info!(module = %id, enabled = body.enabled, by = staff.id(), "module switched");
            Ok(ApiResponse::ok(views(&ctx)))
        }
        Err(refusal) => Err(refusal.into_api_error(ctx.switches.facts())),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserSearch {
    /// Part of a name or an email.
    pub search: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffUserView {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub role: String,
    pub phone: Option<String>,
    pub email_verified: bool,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// Set while staff keep the account disabled.
    pub disabled_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Users, newest first, searchable by name or email (staff only).
#[utoipa::path(tag = "staff", security(("bearer" = [])), params(PageQuery, UserSearch),
    responses((status = 200, body = Vec<StaffUserView>), (status = 401), (status = 403)))]
#[get("/api/staff/users")]
pub async fn list_users(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    q: web::Query<UserSearch>,
) -> ApiResult<Paginated<StaffUserView>> {
    let mut select = users::Entity::find();
    if let Some(term) = q.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        if term.chars().count() > 100 {
            return Err(ApiError::field("search", platform::messages::FIELD_TOO_LONG));
        }
        let like = platform::search_text::like_containing(&term.to_lowercase());
        select = select.filter(Condition::any().add(users::Column::Email.like(like.clone())).add(users::Column::Name.like(like)));
    }
    let per_page = page.per_page(20);
    let total = select.clone().count(&ctx.db).await?;
    let rows = select.order_by_desc(users::Column::Id).offset(page.offset(20)).limit(per_page).all(&ctx.db).await?;
    let data = rows
        .into_iter()
        .map(|u| StaffUserView {
            id: u.id,
            name: u.name,
            email: u.email,
            role: u.role,
            phone: u.phone,
            email_verified: u.email_verified_at.is_some(),
            created_at: u.created_at,
            disabled_at: u.disabled_at,
        })
        .collect();
    Ok(Paginated::new(data, page.page(), per_page, total))
}
