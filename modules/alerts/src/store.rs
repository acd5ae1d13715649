//! An owner's alerts: kept, changed and counted. Another user's alert is not found.

use chrono::{DateTime, Duration, Utc};
use platform::ports::StockRef;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, ModelTrait, PaginatorTrait, QueryFilter, QueryOrder};

use crate::entities::alerts;
use crate::form::Terms;
use crate::terms::AlertState;

pub async fn create(
    ctx: &AppContext,
    user_id: i64,
    stock: &StockRef,
    terms: &Terms,
    priced_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> ApiResult<alerts::Model> {
    let row = alerts::ActiveModel {
        user_id: Set(user_id),
        stock_id: Set(stock.id),
        market_id: Set(stock.market.id()),
        condition: Set(terms.condition),
        level: Set(terms.level),
        repeat: Set(terms.repeat),
        cooldown_minutes: Set(terms.cooldown_minutes),
        state: Set(AlertState::Active),
        expires_at: Set(now + Duration::days(terms.expires_in_days)),
        priced_at: Set(priced_at),
        last_fired_at: Set(None),
        fired_count: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    Ok(row.insert(&ctx.db).await?)
}

/// The user's alerts, newest first.
pub async fn mine(ctx: &AppContext, user_id: i64) -> ApiResult<Vec<alerts::Model>> {
    Ok(alerts::Entity::find().filter(alerts::Column::UserId.eq(user_id)).order_by_desc(alerts::Column::Id).all(&ctx.db).await?)
}

/// The user's own alert `id`; 404 for anyone else's.
pub async fn own(ctx: &AppContext, user_id: i64, id: i64) -> ApiResult<alerts::Model> {
    alerts::Entity::find_by_id(id).filter(alerts::Column::UserId.eq(user_id)).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}

/// Alerts that count against the quota: watched now or paused, not expired.
pub async fn counted(ctx: &AppContext, user_id: i64, now: DateTime<Utc>) -> ApiResult<u64> {
    Ok(alerts::Entity::find()
        .filter(alerts::Column::UserId.eq(user_id))
        .filter(alerts::Column::State.is_in([AlertState::Active, AlertState::Paused]))
        .filter(alerts::Column::ExpiresAt.gt(now))
        .count(&ctx.db)
        .await?)
}

/// New terms; the expiry counts again from now, and an alert that had fired and ended watches
/// again (a paused one stays paused).
pub async fn change(
    ctx: &AppContext,
    alert: alerts::Model,
    terms: &Terms,
    priced_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> ApiResult<alerts::Model> {
    let state = if alert.state == AlertState::Paused { AlertState::Paused } else { AlertState::Active };
    let mut row: alerts::ActiveModel = alert.into();
    row.condition = Set(terms.condition);
    row.level = Set(terms.level);
    row.repeat = Set(terms.repeat);
    row.cooldown_minutes = Set(terms.cooldown_minutes);
    row.expires_at = Set(now + Duration::days(terms.expires_in_days));
    row.priced_at = Set(priced_at);
    row.state = Set(state);
    row.updated_at = Set(now);
    Ok(row.update(&ctx.db).await?)
}

pub async fn set_state(ctx: &AppContext, alert: alerts::Model, state: AlertState, now: DateTime<Utc>) -> ApiResult<alerts::Model> {
    let mut row: alerts::ActiveModel = alert.into();
    row.state = Set(state);
    row.updated_at = Set(now);
    Ok(row.update(&ctx.db).await?)
}

pub async fn delete(ctx: &AppContext, alert: alerts::Model) -> ApiResult<()> {
    alert.delete(&ctx.db).await?;
    Ok(())
}
