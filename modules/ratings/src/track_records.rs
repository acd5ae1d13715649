//! The `TrackRecords<RatingLists>` port: each Eva list's record for the analysts directory.

use std::collections::HashMap;

use async_trait::async_trait;
use platform::AppContext;
use platform::ports::{AnalystLists, PortError, RatingLists, TrackRecord, TrackRecords};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::ratings;
use crate::performance::{metrics, store};
use crate::portfolio::BASIS_CAPITAL;
use crate::read;

pub struct ListRecords;

fn err(e: impl std::fmt::Display) -> PortError {
    PortError::new("track_records", anyhow::anyhow!("{e}"))
}

#[async_trait]
impl TrackRecords<RatingLists> for ListRecords {
    async fn of_lists(
        &self,
        ctx: &AppContext,
        list_ids: &[i64],
    ) -> Result<HashMap<i64, TrackRecord>, PortError> {
        let lists = ctx.required_port::<dyn AnalystLists>().map_err(err)?;
        let mut out = HashMap::new();
        for id in list_ids {
            let Some(list) = lists.list(*id).await? else {
                continue;
            };
            let stored = store::stored(ctx, list.id).await.map_err(err)?;
            let Some(first) = stored.first() else {
                continue;
            };
            let value = read::holdings_of(ctx, &list).await.map_err(err)?.value();
            let closed: Vec<i64> = ratings::Entity::find()
                .filter(ratings::Column::ListId.eq(list.id))
                .filter(ratings::Column::State.eq(ratings::state::CLOSED))
                .all(&ctx.db)
                .await
                .map_err(err)?
                .iter()
                .map(|r| r.realized + r.dividends)
                .collect();
            let values = std::iter::once(BASIS_CAPITAL)
                .chain(stored.iter().map(|v| v.value))
                .chain(std::iter::once(value));
            out.insert(
                list.id,
                TrackRecord {
                    since: Some(first.date),
                    return_bp: metrics::return_bp(BASIS_CAPITAL, value),
                    max_drawdown_bp: metrics::max_drawdown_bp(values),
                    win_rate_bp: metrics::win_rate_bp(&closed),
                    closed: u32::try_from(closed.len()).unwrap_or(u32::MAX),
                },
            );
        }
        Ok(out)
    }
}
