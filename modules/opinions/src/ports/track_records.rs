//! The `TrackRecords<OpinionLists>` port: each opinions list's record for the analysts directory.

use std::collections::HashMap;

use crate::record;
use async_trait::async_trait;
use platform::AppContext;
use platform::ports::{OpinionLists, PortError, TrackRecord, TrackRecords};

pub struct ListRecords;

fn err(e: impl std::fmt::Display) -> PortError {
    PortError::new("track_records", anyhow::anyhow!("{e}"))
}

#[async_trait]
impl TrackRecords<OpinionLists> for ListRecords {
    /// For opinions: the average return of decided opinions, the worst one as the drawdown,
    /// and the success rate over the decided ones.
    async fn of_lists(&self, ctx: &AppContext, list_ids: &[i64]) -> Result<HashMap<i64, TrackRecord>, PortError> {
        let by_list = record::rows_of_lists(&ctx.db, list_ids).await.map_err(err)?;
        let stats = record::of_rows(&by_list, list_ids);
        let mut out = HashMap::new();
        for id in list_ids {
            let of_list = by_list.get(id).map(Vec::as_slice).unwrap_or_default();
            let Some(first) = of_list.iter().map(|r| r.published_at).min() else { continue };
            let worst = of_list.iter().filter_map(|r| r.resolved_price.map(|p| crate::views::return_bp(r, p))).min().unwrap_or(0);
            let Some(s) = stats.get(id) else { continue };
            out.insert(
                *id,
                TrackRecord {
                    since: Some(first.date_naive()),
                    return_bp: s.average_return_bp.unwrap_or(0),
                    max_drawdown_bp: worst.min(0),
                    win_rate_bp: s.success_rate_bp,
                    closed: s.resolved,
                },
            );
        }
        Ok(out)
    }
}
