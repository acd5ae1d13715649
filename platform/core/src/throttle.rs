//! Attempt throttling kept in the database, so every instance behind a load balancer counts the
//! same attempts. Used for logins and for emails sent on request.

use actix_web::HttpRequest;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};

use crate::ApiError;
use crate::entities::throttle_events::{self, Column};

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub attempts: u32,
    pub window_secs: i64,
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Refuses with 429 and `Retry-After` when `key` already has `limit.attempts` in the window.
pub async fn check(db: &DatabaseConnection, key: &str, limit: Limit) -> Result<(), ApiError> {
    let since = now() - limit.window_secs;
    let recent = throttle_events::Entity::find()
        .filter(Column::Key.eq(key))
        .filter(Column::At.gt(since));
    let count = recent.clone().count(db).await?;
    if count < u64::from(limit.attempts) {
        return Ok(());
    }
    let oldest = recent.order_by_asc(Column::At).one(db).await?.map_or(now(), |e| e.at);
    let retry_after = (oldest + limit.window_secs - now()).max(1);
    Err(ApiError::too_many_requests(u64::try_from(retry_after).unwrap_or(1)))
}

/// Counts one attempt under `key`.
pub async fn hit(db: &DatabaseConnection, key: &str) -> Result<(), ApiError> {
    throttle_events::ActiveModel { key: Set(key.to_owned()), at: Set(now()), ..Default::default() }
        .insert(db)
        .await?;
    Ok(())
}

/// Forgets the attempts under `key` (after a successful login).
pub async fn clear(db: &DatabaseConnection, key: &str) -> Result<(), ApiError> {
    throttle_events::Entity::delete_many().filter(Column::Key.eq(key)).exec(db).await?;
    Ok(())
}

/// Drops attempts older than a day; run by a schedule.
pub async fn prune(db: &DatabaseConnection) -> Result<u64, sea_orm::DbErr> {
    let res = throttle_events::Entity::delete_many().filter(Column::At.lt(now() - 86_400)).exec(db).await?;
    Ok(res.rows_affected)
}

/// The client's address for throttling. `X-Forwarded-For` is honoured only behind a trusted
/// proxy, so a client cannot dodge the limit by forging it.
pub fn client_ip(req: &HttpRequest, trust_forwarded_for: bool) -> String {
    if trust_forwarded_for && let Some(ip) = req.connection_info().realip_remote_addr() {
        return ip.to_owned();
    }
    req.peer_addr().map(|a| a.ip().to_string()).unwrap_or_else(|| "unknown".into())
}
