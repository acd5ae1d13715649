//! A list's book: opened (created on first use), locked for one change at a time, and the
//! history appended to it, each entry chained to the one before.

use chrono::{DateTime, Utc};
use platform::ports::AnalystList;
use platform::{ApiError, ApiResult};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter};

use crate::chain::{self, GENESIS};
use crate::entities::{books, transactions};
use crate::history::Entry;
use crate::portfolio::BASIS_CAPITAL;

/// Creates the list's book with the basis capital the first time the list is used (at `now`).
pub async fn ensure(db: &impl ConnectionTrait, list: &AnalystList, now: DateTime<Utc>) -> Result<(), sea_orm::DbErr> {
    let row: books::ActiveModel = fresh(list, now).into();
    books::Entity::insert(row).on_conflict_do_nothing_on([books::Column::ListId]).exec(db).await?;
    Ok(())
}

/// A list's book before its first change: the basis capital in cash and an empty chain.
pub fn fresh(list: &AnalystList, at: DateTime<Utc>) -> books::Model {
    books::Model {
        list_id: list.id,
        analyst_id: list.analyst_id,
        market_id: list.market_id,
        cash: BASIS_CAPITAL,
        seq: 0,
        head_hash: GENESIS.to_owned(),
        created_at: at,
        updated_at: at,
    }
}

/// The list's book, locked until `txn` ends: a write to the row comes first, which takes the
/// row lock on PostgreSQL and the write lock on SQLite, so two changes to one list never
/// interleave (and the chain never forks).
pub async fn lock(txn: &impl ConnectionTrait, list_id: i64) -> ApiResult<books::Model> {
    books::Entity::update_many()
        .col_expr(books::Column::Seq, Expr::col(books::Column::Seq))
        .filter(books::Column::ListId.eq(list_id))
        .exec(txn)
        .await?;
    books::Entity::find_by_id(list_id).one(txn).await?.ok_or_else(ApiError::not_found)
}

/// Appends `entry` (its `cash` set from the book) and stores the book's new cash and head.
pub async fn append(
    txn: &impl ConnectionTrait,
    book: &mut books::Model,
    mut entry: Entry,
    rating_id: Option<i64>,
    now: DateTime<Utc>,
) -> ApiResult<transactions::Model> {
    entry.cash = book.cash;
    let value = serde_json::to_value(&entry).map_err(ApiError::internal)?;
    let body = chain::canonical_json(&value).map_err(ApiError::internal)?;
    let hash = chain::entry_hash(&book.head_hash, &body);
    let row = transactions::ActiveModel {
        list_id: Set(book.list_id),
        seq: Set(book.seq + 1),
        kind: Set(entry.kind.clone()),
        rating_id: Set(rating_id),
        body: Set(body),
        prev_hash: Set(book.head_hash.clone()),
        hash: Set(hash.clone()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    book.seq += 1;
    book.head_hash = hash;
    book.updated_at = now;
    let mut active = book.clone().into_active_model();
    active.cash = Set(book.cash);
    active.seq = Set(book.seq);
    active.head_hash = Set(book.head_hash.clone());
    active.updated_at = Set(now);
    active.update(txn).await?;
    Ok(row)
}
