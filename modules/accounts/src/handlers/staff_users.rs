//! Staff open an account and act on it (issue 36). Subscriptions, payments, KYC and consents of
//! the account are each module's own staff calls under `/api/staff/users/{id}/…`.

use actix_web::{get, post, put, web};
use chrono::{DateTime, Utc};
use platform::auth::{Role, Staff};
use platform::entities::{sessions, users};
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::staff_actions;
use crate::messages as m;
use crate::staff_accounts;

/// A signed-in session of the account.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffSessionView {
    pub id: i64,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// One staff action on the account.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffActionView {
    /// disable, enable, resend_verification, reset_password or role.
    pub action: String,
    /// The reason of a disabling, or `from→to` of a role change.
    pub detail: String,
    pub staff_id: i64,
    pub staff_name: String,
    pub at: DateTime<Utc>,
}

/// An account as staff open it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffAccountView {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    /// ar or en.
    pub language: String,
    /// subscriber, analyst or staff.
    pub role: String,
    pub email_verified_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub disabled_at: Option<DateTime<Utc>>,
    pub disabled_reason: Option<String>,
    /// Its live sessions, newest first.
    pub sessions: Vec<StaffSessionView>,
    /// What staff did to it, newest first.
    pub actions: Vec<StaffActionView>,
}

async fn view(ctx: &AppContext, id: i64) -> ApiResult<StaffAccountView> {
    let user = users::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let live = sessions::Entity::find()
        .filter(sessions::Column::UserId.eq(id))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .order_by_desc(sessions::Column::Id)
        .all(&ctx.db)
        .await?;
    let log = staff_actions::Entity::find()
        .filter(staff_actions::Column::UserId.eq(id))
        .order_by_desc(staff_actions::Column::Id)
        .all(&ctx.db)
        .await?;
    let staff_ids: Vec<i64> = log.iter().map(|a| a.staff_id).collect();
    let names = users::names_of(&ctx.db, staff_ids).await?;
    Ok(StaffAccountView {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        language: user.language,
        role: user.role,
        email_verified_at: user.email_verified_at,
        created_at: user.created_at,
        disabled_at: user.disabled_at,
        disabled_reason: user.disabled_reason,
        sessions: live.into_iter().map(|s| StaffSessionView { id: s.id, created_at: s.created_at, expires_at: s.expires_at }).collect(),
        actions: log
            .into_iter()
            .map(|a| StaffActionView {
                staff_name: names.get(&a.staff_id).cloned().unwrap_or_default(),
                action: a.action,
                detail: a.detail,
                staff_id: a.staff_id,
                at: a.at,
            })
            .collect(),
    })
}

/// One account with its sessions and the log of what staff did to it.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/users/{id}")]
pub async fn get_staff_user(_staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffAccountView>> {
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DisableRequest {
    /// Kept in the account's log.
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Disables an account with a reason: its sessions end and it cannot sign in.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = DisableRequest,
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/users/{id}/disable")]
pub async fn disable_user(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<DisableRequest>,
) -> ApiResult<ApiResponse<StaffAccountView>> {
    let reason = platform::validation::staff_reason(body.reason.as_deref(), m::DISABLE_REASON_REQUIRED)?;
    staff_accounts::disable(&ctx, staff.id(), *id, &reason).await?;
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}

/// Enables a disabled account again.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/api/staff/users/{id}/enable")]
pub async fn enable_user(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffAccountView>> {
    staff_accounts::enable(&ctx, staff.id(), *id).await?;
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}

/// Sends the account a new email verification code.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/api/staff/users/{id}/resend-verification")]
pub async fn resend_user_verification(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<StaffAccountView>> {
    staff_accounts::resend_verification(&ctx, staff.id(), *id).await?;
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}

/// Emails the account a password reset link.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404)))]
#[post("/api/staff/users/{id}/reset-password")]
pub async fn reset_user_password(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<StaffAccountView>> {
    staff_accounts::send_password_reset(&ctx, staff.id(), *id).await?;
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RoleRequest {
    /// subscriber, analyst or staff.
    pub role: Option<String>,
}

/// Grants or removes the analyst or staff role.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = RoleRequest,
    responses((status = 200, body = StaffAccountView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/staff/users/{id}/role")]
pub async fn set_user_role(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<RoleRequest>,
) -> ApiResult<ApiResponse<StaffAccountView>> {
    let role = match body.role.as_deref() {
        Some("subscriber") => Role::Subscriber,
        Some("analyst") => Role::Analyst,
        Some("staff") => Role::Staff,
        None | Some("") => return Err(ApiError::field("role", platform::messages::FIELD_REQUIRED)),
        Some(_) => return Err(ApiError::field("role", platform::messages::FIELD_UNKNOWN_VALUE)),
    };
    staff_accounts::set_role(&ctx, staff.id(), *id, role).await?;
    Ok(ApiResponse::ok(view(&ctx, *id).await?))
}
