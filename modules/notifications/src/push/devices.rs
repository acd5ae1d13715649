//! The devices (browsers) each user turned notifications on in. A browser has one endpoint: when
//! another user signs in on it and turns notifications on, it becomes theirs.

use std::collections::HashSet;

use chrono::Utc;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::entities::push_devices;

/// What a browser gave when it subscribed (checked by the handler).
pub struct Subscription<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
}

/// Registers the browser for `user_id` (again, with its current keys, when it was known); keeps
/// the user's newest `keep` devices. Answers the device and whether it is new to this user.
pub async fn register(
    db: &impl ConnectionTrait,
    user_id: i64,
    sub: &Subscription<'_>,
    keep: u64,
) -> Result<(push_devices::Model, bool), DbErr> {
    let before = push_devices::Entity::find().filter(push_devices::Column::Endpoint.eq(sub.endpoint)).one(db).await?;
    let row = push_devices::ActiveModel {
        user_id: Set(user_id),
        endpoint: Set(sub.endpoint.to_owned()),
        p256dh: Set(sub.p256dh.to_owned()),
        auth: Set(sub.auth.to_owned()),
        created_at: Set(Utc::now()),
        last_pushed_at: Set(None),
        ..Default::default()
    };
    // Two tabs subscribing at once name the same endpoint: one row, the last keys.
    push_devices::Entity::insert(row)
        .on_conflict(
            OnConflict::column(push_devices::Column::Endpoint)
                .update_columns([push_devices::Column::UserId, push_devices::Column::P256dh, push_devices::Column::Auth])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    let device = push_devices::Entity::find()
        .filter(push_devices::Column::Endpoint.eq(sub.endpoint))
        .one(db)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound("the push device just stored".into()))?;
    forget_beyond(db, user_id, keep.max(1)).await?;
    let new = before.is_none_or(|b| b.user_id != user_id);
    Ok((device, new))
}

/// Forgets the user's devices beyond the newest `keep`.
async fn forget_beyond(db: &impl ConnectionTrait, user_id: i64, keep: u64) -> Result<(), DbErr> {
    // A user has a handful of devices: read their ids and keep the newest here.
    let ids: Vec<i64> = push_devices::Entity::find()
        .select_only()
        .column(push_devices::Column::Id)
        .filter(push_devices::Column::UserId.eq(user_id))
        .order_by_desc(push_devices::Column::Id)
        .into_tuple()
        .all(db)
        .await?;
    let older: Vec<i64> = ids.into_iter().skip(usize::try_from(keep).unwrap_or(usize::MAX)).collect();
    if !older.is_empty() {
        push_devices::Entity::delete_many().filter(push_devices::Column::Id.is_in(older)).exec(db).await?;
    }
    Ok(())
}

/// The user's devices, newest first.
pub async fn mine(db: &impl ConnectionTrait, user_id: i64) -> Result<Vec<push_devices::Model>, DbErr> {
    push_devices::Entity::find().filter(push_devices::Column::UserId.eq(user_id)).order_by_desc(push_devices::Column::Id).all(db).await
}

/// Forgets one of the user's devices; false when it is not theirs (or gone).
pub async fn remove(db: &impl ConnectionTrait, user_id: i64, id: i64) -> Result<bool, DbErr> {
    let gone = push_devices::Entity::delete_many()
        .filter(push_devices::Column::Id.eq(id))
        .filter(push_devices::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(gone.rows_affected > 0)
}

/// Forgets a device its push service no longer knows (the browser unsubscribed or was reset).
pub async fn forget(db: &impl ConnectionTrait, id: i64) -> Result<(), DbErr> {
    push_devices::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// Which of `user_ids` have at least one device.
pub async fn users_with_devices(db: &impl ConnectionTrait, user_ids: &[i64]) -> Result<HashSet<i64>, DbErr> {
    let ids: Vec<i64> = push_devices::Entity::find()
        .select_only()
        .column(push_devices::Column::UserId)
        .distinct()
        .filter(push_devices::Column::UserId.is_in(user_ids.iter().copied()))
        .into_tuple()
        .all(db)
        .await?;
    Ok(ids.into_iter().collect())
}
