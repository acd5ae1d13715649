//! Sessions behind bearer tokens: created at login, slid forward while used, revoked at logout
//! and password change.

use chrono::{Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use super::token::{generate_token, hash_token};
use crate::entities::sessions;

/// Opens a session and returns its token (the only time the token exists in clear).
pub async fn create_session(db: &impl ConnectionTrait, user_id: i64, ttl_hours: i64) -> Result<String, sea_orm::DbErr> {
    let token = generate_token();
    let now = Utc::now();
    sessions::ActiveModel {
        user_id: Set(user_id),
        token_hash: Set(hash_token(&token)),
        created_at: Set(now),
        expires_at: Set(now + Duration::hours(ttl_hours)),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(token)
}

/// Slides a session in use to end `ttl_hours` from now, never past `max_age_days` after it was
/// opened. Written only when that moves its end by an hour or more, so a busy session costs one
/// write an hour, not one a request.
pub async fn renew_session(
    db: &impl ConnectionTrait,
    session: &sessions::Model,
    ttl_hours: i64,
    max_age_days: i64,
) -> Result<(), sea_orm::DbErr> {
    let wanted = (Utc::now() + Duration::hours(ttl_hours)).min(session.created_at + Duration::days(max_age_days));
    if wanted - session.expires_at < Duration::hours(1) {
        return Ok(());
    }
    sessions::Entity::update_many()
        .col_expr(sessions::Column::ExpiresAt, Expr::value(wanted))
        .filter(sessions::Column::Id.eq(session.id))
        .filter(sessions::Column::ExpiresAt.lt(wanted))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn revoke_session(db: &impl ConnectionTrait, session_id: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_by_id(session_id).exec(db).await?;
    Ok(())
}

/// Ends every session of the user but the one in use.
pub async fn revoke_other_sessions(db: &impl ConnectionTrait, user_id: i64, keep: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_many().filter(sessions::Column::UserId.eq(user_id)).filter(sessions::Column::Id.ne(keep)).exec(db).await?;
    Ok(())
}

pub async fn revoke_all_sessions(db: &impl ConnectionTrait, user_id: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_many().filter(sessions::Column::UserId.eq(user_id)).exec(db).await?;
    Ok(())
}
