//! The `TrackRecords<RatingLists>` port: each Eva list's record for the analysts directory.

use std::collections::HashMap;

use async_trait::async_trait;
use platform::AppContext;
use platform::ports::{AnalystLists, PortError, RatingLists, TrackRecord, TrackRecords};

use crate::performance::summary;

pub struct ListRecords;

fn err(e: impl std::fmt::Display) -> PortError {
    PortError::new("track_records", anyhow::anyhow!("{e}"))
}

#[async_trait]
impl TrackRecords<RatingLists> for ListRecords {
    async fn of_lists(&self, ctx: &AppContext, list_ids: &[i64]) -> Result<HashMap<i64, TrackRecord>, PortError> {
        let lists = ctx.required_port::<dyn AnalystLists>().map_err(err)?;
        let mut out = HashMap::new();
        for id in list_ids {
            let Some(list) = lists.list(*id).await? else {
                continue;
            };
            let record = summary::summary(ctx, &list).await.map_err(err)?;
            let Some(since) = record.first_close else {
                continue;
            };
            out.insert(
                list.id,
                TrackRecord {
                    since: Some(since),
                    return_bp: record.return_bp,
                    max_drawdown_bp: record.max_drawdown_bp,
                    win_rate_bp: record.win_rate_bp,
                    closed: u32::try_from(record.closed).unwrap_or(u32::MAX),
                },
            );
        }
        Ok(out)
    }
}
