//! A reader's favourites, kept by each module that has something to mark (lists and ratings,
//! lists and opinions) in its own table of `(user_id, kind, target_id, created_at)`: one way to
//! mark, unmark and read them for every such table.

use std::collections::HashSet;

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::column_named;

/// A module's table of favourites: its columns are `user_id`, `kind`, `target_id` and
/// `created_at`, and the first three are its key.
pub trait FavouriteTable: EntityTrait {}

/// Marks `target` of `kind` for `user_id`, or unmarks it when it was marked; answers whether it is
/// a favourite now. Two marks at once leave one row.
pub async fn toggle<T>(db: &impl ConnectionTrait, user_id: i64, kind: &str, target: i64) -> Result<bool, DbErr>
where
    T: FavouriteTable,
    T::Model: IntoActiveModel<T::ActiveModel>,
    T::ActiveModel: ActiveModelTrait<Entity = T> + Send,
{
    let (user, kind_column, target_column) = (column_named::<T>("user_id")?, column_named::<T>("kind")?, column_named::<T>("target_id")?);
    let removed = T::delete_many()
        .filter(user.eq(user_id))
        .filter(kind_column.eq(kind))
        .filter(target_column.eq(target))
        .exec(db)
        .await?
        .rows_affected;
    if removed > 0 {
        return Ok(false);
    }
    let mut row = T::ActiveModel::default();
    row.set(user, user_id.into());
    row.set(kind_column, kind.into());
    row.set(target_column, target.into());
    row.set(column_named::<T>("created_at")?, Utc::now().into());
    T::insert(row).on_conflict_do_nothing_on([user, kind_column, target_column]).exec(db).await?;
    Ok(true)
}

/// What `user_id` marked of `kind`, newest mark first.
pub async fn marked<T: FavouriteTable>(db: &impl ConnectionTrait, user_id: i64, kind: &str) -> Result<Vec<i64>, DbErr> {
    let target = column_named::<T>("target_id")?;
    T::find()
        .select_only()
        .column(target)
        .filter(column_named::<T>("user_id")?.eq(user_id))
        .filter(column_named::<T>("kind")?.eq(kind))
        .order_by_desc(column_named::<T>("created_at")?)
        .into_tuple::<i64>()
        .all(db)
        .await
}

/// The same, as a set, for marking rows as they are read (none for a guest).
pub async fn marked_set<T: FavouriteTable>(db: &impl ConnectionTrait, user_id: Option<i64>, kind: &str) -> Result<HashSet<i64>, DbErr> {
    let Some(user_id) = user_id else { return Ok(HashSet::new()) };
    Ok(marked::<T>(db, user_id, kind).await?.into_iter().collect())
}
