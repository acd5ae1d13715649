//! Staff moderation logs (lists hidden and restored, opinions hidden and restored): each module
//! keeps its own table of `(id, <subject>_id, staff_id, action, reason, at)`; one view and one
//! reader serve them all.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::column_named;
use crate::entities::users;

/// A module's moderation log.
pub trait ModerationLog: EntityTrait {
    /// The column naming what was moderated (`list_id`, `opinion_id`).
    const SUBJECT: &'static str;
}

/// One decision of a moderation log.
#[derive(Debug, Serialize, ToSchema)]
pub struct ModerationEntryView {
    /// `hide` or `restore`.
    pub action: String,
    pub reason: Option<String>,
    pub staff_id: i64,
    pub staff_name: String,
    pub at: DateTime<Utc>,
}

/// The decisions on `subject`, newest first, with the names of the staff who made them.
pub async fn log_of<T: ModerationLog>(db: &impl ConnectionTrait, subject: i64) -> Result<Vec<ModerationEntryView>, DbErr> {
    let rows: Vec<(i64, String, Option<String>, DateTime<Utc>)> = T::find()
        .select_only()
        .column(column_named::<T>("staff_id")?)
        .column(column_named::<T>("action")?)
        .column(column_named::<T>("reason")?)
        .column(column_named::<T>("at")?)
        .filter(column_named::<T>(T::SUBJECT)?.eq(subject))
        .order_by_desc(column_named::<T>("id")?)
        .into_tuple()
        .all(db)
        .await?;
    let names = users::names_of(db, rows.iter().map(|r| r.0)).await?;
    Ok(rows
        .into_iter()
        .map(|(staff_id, action, reason, at)| ModerationEntryView {
            staff_name: names.get(&staff_id).cloned().unwrap_or_default(),
            action,
            reason,
            staff_id,
            at,
        })
        .collect())
}
