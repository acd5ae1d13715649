//! What staff do to an account (issue 36): disable it with a reason (its sessions end and it
//! cannot sign in) and enable it again, resend its verification code, send it a password reset
//! link, change its role. Each is one conditional change and one row of the account's log.

use chrono::Utc;
use platform::auth::{Role, revoke_all_sessions};
use platform::entities::users;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::entities::staff_actions::{self, action};
use crate::messages as m;

async fn log(db: &impl ConnectionTrait, user_id: i64, staff_id: i64, what: &str, detail: String) -> ApiResult<()> {
    staff_actions::ActiveModel {
        user_id: Set(user_id),
        staff_id: Set(staff_id),
        action: Set(what.to_owned()),
        detail: Set(detail),
        at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The account `id`, not the acting staff member's own (409): nobody locks themselves out.
pub async fn other_account(db: &impl ConnectionTrait, staff_id: i64, id: i64) -> ApiResult<users::Model> {
    let user = users::Entity::find_by_id(id).one(db).await?.ok_or_else(ApiError::not_found)?;
    if user.id == staff_id {
        return Err(ApiError::conflict(m::NOT_ON_YOURSELF));
    }
    Ok(user)
}

/// Disables the account with `reason` and ends its sessions; 409 when it is disabled already.
pub async fn disable(ctx: &AppContext, staff_id: i64, id: i64, reason: &str) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    other_account(&txn, staff_id, id).await?;
    let done = users::Entity::update_many()
        .col_expr(users::Column::DisabledAt, Expr::value(Utc::now()))
        .col_expr(users::Column::DisabledReason, Expr::value(reason.to_owned()))
        .filter(users::Column::Id.eq(id))
        .filter(users::Column::DisabledAt.is_null())
        .exec(&txn)
        .await?;
    if done.rows_affected == 0 {
        return Err(ApiError::conflict(m::ALREADY_DISABLED));
    }
    revoke_all_sessions(&txn, id).await?;
    log(&txn, id, staff_id, action::DISABLE, reason.to_owned()).await?;
    txn.commit().await?;
    Ok(())
}

/// Enables a disabled account again (its owner signs in anew); 409 when it is not disabled.
pub async fn enable(ctx: &AppContext, staff_id: i64, id: i64) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    other_account(&txn, staff_id, id).await?;
    let done = users::Entity::update_many()
        .col_expr(users::Column::DisabledAt, Expr::value(Option::<chrono::DateTime<Utc>>::None))
        .col_expr(users::Column::DisabledReason, Expr::value(Option::<String>::None))
        .filter(users::Column::Id.eq(id))
        .filter(users::Column::DisabledAt.is_not_null())
        .exec(&txn)
        .await?;
    if done.rows_affected == 0 {
        return Err(ApiError::conflict(m::NOT_DISABLED));
    }
    log(&txn, id, staff_id, action::ENABLE, String::new()).await?;
    txn.commit().await?;
    Ok(())
}

/// Sends the account a new verification code; 409 when its email is verified already.
pub async fn resend_verification(ctx: &AppContext, staff_id: i64, id: i64) -> ApiResult<()> {
    let user = users::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if user.email_verified_at.is_some() {
        return Err(ApiError::conflict(m::ALREADY_VERIFIED));
    }
    crate::verification::issue_email_code(ctx, &user).await.map_err(ApiError::internal)?;
    log(&ctx.db, id, staff_id, action::RESEND_VERIFICATION, String::new()).await
}

/// Emails the account a single-use password reset link (staff never see or set a password).
pub async fn send_password_reset(ctx: &AppContext, staff_id: i64, id: i64) -> ApiResult<()> {
    let user = users::Entity::find_by_id(id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    crate::verification::issue_password_reset(ctx, &user).await.map_err(ApiError::internal)?;
    log(&ctx.db, id, staff_id, action::RESET_PASSWORD, String::new()).await
}

/// Gives the account `role` (grants or removes analyst or staff); 409 when it has it already or
/// another change came first.
pub async fn set_role(ctx: &AppContext, staff_id: i64, id: i64, role: Role) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let user = other_account(&txn, staff_id, id).await?;
    let from = Role::parse(&user.role);
    if from == role {
        return Err(ApiError::conflict(m::ROLE_UNCHANGED));
    }
    if !platform::auth::change_role(&txn, id, from, role).await? {
        return Err(ApiError::conflict(m::ROLE_UNCHANGED));
    }
    log(&txn, id, staff_id, action::ROLE, format!("{}→{}", from.as_str(), role.as_str())).await?;
    txn.commit().await?;
    Ok(())
}
