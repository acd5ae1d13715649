//! Sessions behind bearer tokens: created at login, revoked at logout and password change.

use chrono::{Duration, Utc};
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

pub async fn revoke_session(db: &impl ConnectionTrait, session_id: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_by_id(session_id).exec(db).await?;
    Ok(())
}

/// Ends every session of the user but the one in use.
pub async fn revoke_other_sessions(db: &impl ConnectionTrait, user_id: i64, keep: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_many()
        .filter(sessions::Column::UserId.eq(user_id))
        .filter(sessions::Column::Id.ne(keep))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn revoke_all_sessions(db: &impl ConnectionTrait, user_id: i64) -> Result<(), sea_orm::DbErr> {
    sessions::Entity::delete_many().filter(sessions::Column::UserId.eq(user_id)).exec(db).await?;
    Ok(())
}
