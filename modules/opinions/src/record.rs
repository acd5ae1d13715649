//! Statistics read from the stored opinions, per list and per analyst.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::opinions;
use crate::stats::{Outcome, Stats, summarize};
use crate::terms::Status;
use crate::views::return_bp;

fn outcome(row: &opinions::Model) -> Option<Outcome> {
    let price = row.resolved_price?;
    let at = row.resolved_at?;
    Some(Outcome {
        succeeded: row.status == Status::Success.as_str(),
        return_bp: return_bp(row, price),
        hours_to_decision: (at - row.published_at).num_hours().max(0),
    })
}

fn summary<'a>(rows: impl Iterator<Item = &'a opinions::Model>) -> Stats {
    let mut outcomes = Vec::new();
    let mut pending = 0u32;
    for row in rows {
        match outcome(row) {
            Some(o) => outcomes.push(o),
            None => pending += 1,
        }
    }
    summarize(&outcomes, pending)
}

/// Each list's statistics (lists without opinions have an empty record).
pub async fn of_lists(db: &impl ConnectionTrait, list_ids: &[i64]) -> Result<HashMap<i64, Stats>, DbErr> {
    let rows = opinions::Entity::find().filter(opinions::Column::ListId.is_in(list_ids.iter().copied())).all(db).await?;
    Ok(list_ids.iter().map(|id| (*id, summary(rows.iter().filter(|r| r.list_id == *id)))).collect())
}

/// An analyst's statistics over all their opinions lists.
pub async fn of_analyst(db: &impl ConnectionTrait, analyst_id: i64) -> Result<Stats, DbErr> {
    let rows = opinions::Entity::find().filter(opinions::Column::AnalystId.eq(analyst_id)).all(db).await?;
    Ok(summary(rows.iter()))
}
