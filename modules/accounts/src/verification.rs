//! Email verification codes and password-reset tokens: created, sent, checked once.

use chrono::{Duration, Utc};
use platform::AppContext;
use platform::auth::{generate_token, hash_token};
use platform::entities::users;
use rand::Rng;
use sea_orm::ExprTrait;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::emails;
use crate::entities::{email_verifications, password_resets};

/// Six digits, readable on a phone and typed by hand.
pub(crate) fn new_code() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000u32))
}

/// The stored form of a code: bound to its user so equal codes of two users differ.
fn code_hash(user_id: i64, code: &str) -> String {
    hash_token(&format!("{user_id}:{code}"))
}

/// Creates a fresh code for the user, ends every earlier one, and queues the email that carries
/// it: only the newest code works, so resending never multiplies the codes a guesser can hit.
pub async fn issue_email_code(ctx: &AppContext, user: &users::Model) -> anyhow::Result<()> {
    let code = new_code();
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    // The user's row is the lock on PostgreSQL: two resends at once issue one after the other.
    users::Entity::find_by_id(user.id).lock_exclusive().one(&txn).await?;
    email_verifications::Entity::update_many()
        .col_expr(email_verifications::Column::UsedAt, sea_orm::sea_query::Expr::value(now))
        .filter(email_verifications::Column::UserId.eq(user.id))
        .filter(email_verifications::Column::UsedAt.is_null())
        .exec(&txn)
        .await?;
    let row = email_verifications::ActiveModel {
        user_id: Set(user.id),
        code_hash: Set(code_hash(user.id, &code)),
        expires_at: Set(now + Duration::minutes(ctx.settings.auth.email_code_ttl_minutes)),
        used_at: Set(None),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    emails::send_verification(ctx, emails::Recipient::user(user), &code, format!("verify-email-{}", row.id)).await
}

/// Marks the user's email verified when `code` is one of their live codes.
pub async fn confirm_email_code(ctx: &AppContext, user: &users::Model, code: &str) -> anyhow::Result<Option<users::Model>> {
    let now = Utc::now();
    let found = email_verifications::Entity::find()
        .filter(email_verifications::Column::UserId.eq(user.id))
        .filter(email_verifications::Column::CodeHash.eq(code_hash(user.id, code)))
        .filter(email_verifications::Column::UsedAt.is_null())
        .filter(email_verifications::Column::ExpiresAt.gt(now))
        .order_by_desc(email_verifications::Column::Id)
        .one(&ctx.db)
        .await?;
    let Some(found) = found else { return Ok(None) };
    let mut used = found.into_active_model();
    used.used_at = Set(Some(now));
    used.update(&ctx.db).await?;
    let mut verified = user.clone().into_active_model();
    if user.email_verified_at.is_none() {
        verified.email_verified_at = Set(Some(now));
        verified.updated_at = Set(now);
    }
    Ok(Some(verified.update(&ctx.db).await?))
}

/// Creates a single-use reset token and queues the email with its link.
pub async fn issue_password_reset(ctx: &AppContext, user: &users::Model) -> anyhow::Result<()> {
    let token = generate_token();
    let now = Utc::now();
    let row = password_resets::ActiveModel {
        user_id: Set(user.id),
        token_hash: Set(hash_token(&token)),
        expires_at: Set(now + Duration::minutes(ctx.settings.auth.password_reset_ttl_minutes)),
        used_at: Set(None),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    emails::send_password_reset(ctx, user, &token, format!("password-reset-{}", row.id)).await
}

/// Uses up a live reset token of the user; false when it is unknown, used or expired.
pub async fn consume_password_reset(db: &impl sea_orm::ConnectionTrait, user_id: i64, token: &str) -> Result<bool, sea_orm::DbErr> {
    let now = Utc::now();
    let updated = password_resets::Entity::update_many()
        .col_expr(password_resets::Column::UsedAt, sea_orm::sea_query::Expr::value(now))
        .filter(password_resets::Column::TokenHash.eq(hash_token(token)))
        .filter(password_resets::Column::UserId.eq(user_id))
        .filter(password_resets::Column::UsedAt.is_null())
        .filter(password_resets::Column::ExpiresAt.gt(now))
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// Spends every outstanding reset token of the user: a link sent before a password change, or
/// before the reset that just succeeded, must not set the password again.
pub async fn retire_password_resets(db: &impl sea_orm::ConnectionTrait, user_id: i64) -> Result<(), sea_orm::DbErr> {
    password_resets::Entity::update_many()
        .col_expr(password_resets::Column::UsedAt, sea_orm::sea_query::Expr::value(Utc::now()))
        .filter(password_resets::Column::UserId.eq(user_id))
        .filter(password_resets::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// Removes expired sessions and spent or expired codes and tokens.
pub async fn prune_expired(ctx: &AppContext) -> Result<(), sea_orm::DbErr> {
    let now = Utc::now();
    platform::entities::sessions::Entity::delete_many()
        .filter(platform::entities::sessions::Column::ExpiresAt.lt(now))
        .exec(&ctx.db)
        .await?;
    email_verifications::Entity::delete_many()
        .filter(email_verifications::Column::ExpiresAt.lt(now).or(email_verifications::Column::UsedAt.is_not_null()))
        .exec(&ctx.db)
        .await?;
    password_resets::Entity::delete_many()
        .filter(password_resets::Column::ExpiresAt.lt(now).or(password_resets::Column::UsedAt.is_not_null()))
        .exec(&ctx.db)
        .await?;
    crate::signups::prune_expired(&ctx.db).await?;
    platform::throttle::prune(&ctx.db).await?;
    Ok(())
}
