//! The `StockCoverage<OpinionLists>` port: the pending opinions on a stock.

use async_trait::async_trait;
use platform::AppContext;
use platform::ports::{Call, OpinionLists, PortError, StockCoverage};
use platform::price::Price;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::opinions;
use crate::terms::{OpinionStatus, OrderType};

pub struct PendingOpinions;

#[async_trait]
impl StockCoverage<OpinionLists> for PendingOpinions {
    async fn open_calls(&self, ctx: &AppContext, stock_id: i64) -> Result<Vec<Call>, PortError> {
        let rows = opinions::Entity::find()
            .filter(opinions::Column::StockId.eq(stock_id))
            .filter(opinions::Column::Status.eq(OpinionStatus::Pending))
            .filter(opinions::Column::HiddenAt.is_null())
            .order_by_desc(opinions::Column::PublishedAt)
            .all(&ctx.db)
            .await
            .map_err(|e| PortError::new("stock_coverage", anyhow::anyhow!("{e}")))?;
        Ok(rows
            .into_iter()
            .map(|o| Call {
                list_id: o.list_id,
                side: if matches!(OrderType::parse(&o.order_type), Some(OrderType::Sell | OrderType::Put)) { "sell" } else { "buy" },
                since: o.published_at,
                entry: Some(Price(o.entry_price)),
                target: Some(Price(o.target_price)),
                stop: Some(Price(o.stop_loss)),
            })
            .collect())
    }
}
