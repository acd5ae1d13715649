//! Statistics read from the stored opinions, per list and per analyst.

use std::collections::HashMap;

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::opinions;
use crate::stats::{Outcome, Stats, summarize};
use crate::terms::OpinionStatus;
use crate::views::return_bp;

fn outcome(row: &opinions::Model) -> Option<Outcome> {
    let price = row.resolved_price?;
    let at = row.resolved_at?;
    Some(Outcome {
        succeeded: row.status == OpinionStatus::Success,
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

/// The lists' opinions, by list.
pub async fn rows_of_lists(db: &impl ConnectionTrait, list_ids: &[i64]) -> Result<HashMap<i64, Vec<opinions::Model>>, DbErr> {
    let mut by_list: HashMap<i64, Vec<opinions::Model>> = HashMap::new();
    for row in opinions::Entity::find().filter(opinions::Column::ListId.is_in(list_ids.iter().copied())).all(db).await? {
        by_list.entry(row.list_id).or_default().push(row);
    }
    Ok(by_list)
}

/// Each list's statistics from its opinions (lists without opinions have an empty record).
pub fn of_rows(by_list: &HashMap<i64, Vec<opinions::Model>>, list_ids: &[i64]) -> HashMap<i64, Stats> {
    list_ids.iter().map(|id| (*id, summary(by_list.get(id).into_iter().flatten()))).collect()
}

/// Each list's statistics (lists without opinions have an empty record).
pub async fn of_lists(db: &impl ConnectionTrait, list_ids: &[i64]) -> Result<HashMap<i64, Stats>, DbErr> {
    Ok(of_rows(&rows_of_lists(db, list_ids).await?, list_ids))
}

/// An analyst's statistics over all their opinions lists.
pub async fn of_analyst(db: &impl ConnectionTrait, analyst_id: i64) -> Result<Stats, DbErr> {
    let rows = opinions::Entity::find().filter(opinions::Column::AnalystId.eq(analyst_id)).all(db).await?;
    Ok(summary(rows.iter()))
}
