//! Read and unread: opening a notification marks it read; the header asks whether any is unread.

use chrono::Utc;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use crate::entities::notifications;
use crate::messages;

/// The user's notification `id`, marked read (404 when it is not theirs or not in their feed).
pub async fn mark_read(ctx: &AppContext, user_id: i64, id: i64) -> ApiResult<notifications::Model> {
    let found = notifications::Entity::find_by_id(id)
        .filter(notifications::Column::UserId.eq(user_id))
        .filter(notifications::Column::InApp.eq(true))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND))?;
    if found.read_at.is_some() {
        return Ok(found);
    }
    let now = Utc::now();
    notifications::Entity::update_many()
        .col_expr(notifications::Column::ReadAt, Expr::value(now))
        .filter(notifications::Column::Id.eq(id))
        .filter(notifications::Column::ReadAt.is_null())
        .exec(&ctx.db)
        .await?;
    Ok(notifications::Model { read_at: Some(now), ..found })
}

pub async fn mark_all_read(ctx: &AppContext, user_id: i64) -> ApiResult<u64> {
    let done = notifications::Entity::update_many()
        .col_expr(notifications::Column::ReadAt, Expr::value(Utc::now()))
        .filter(notifications::Column::UserId.eq(user_id))
        .filter(notifications::Column::InApp.eq(true))
        .filter(notifications::Column::ReadAt.is_null())
        .exec(&ctx.db)
        .await?;
    Ok(done.rows_affected)
}

/// Whether the user has an unread notification in their feed.
pub async fn has_unread(db: &impl ConnectionTrait, user_id: i64) -> Result<bool, DbErr> {
    let one = notifications::Entity::find()
        .select_only()
        .column(notifications::Column::Id)
        .filter(notifications::Column::UserId.eq(user_id))
        .filter(notifications::Column::InApp.eq(true))
        .filter(notifications::Column::ReadAt.is_null())
        .limit(1)
        .into_tuple::<i64>()
        .one(db)
        .await?;
    Ok(one.is_some())
}
