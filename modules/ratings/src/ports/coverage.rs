//! The `StockCoverage<RatingLists>` port: the Eva lists holding a stock, or waiting to buy it.

use async_trait::async_trait;
use platform::AppContext;
use platform::ports::{Call, PortError, RatingLists, StockCoverage};
use platform::price::Price;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::ratings::{self, RatingState};

pub struct ListHoldings;

#[async_trait]
impl StockCoverage<RatingLists> for ListHoldings {
    async fn open_calls(&self, ctx: &AppContext, stock_id: i64) -> Result<Vec<Call>, PortError> {
        let rows = ratings::Entity::find()
            .filter(ratings::Column::StockId.eq(stock_id))
            .filter(ratings::Column::State.is_in([RatingState::Ordered, RatingState::Open]))
            .order_by_desc(ratings::Column::CreatedAt)
            .all(&ctx.db)
            .await
            .map_err(|e| PortError::new("stock_coverage", anyhow::anyhow!("{e}")))?;
        Ok(rows
            .into_iter()
            .map(|r| Call {
                list_id: r.list_id,
                side: "buy",
                since: r.opened_at.unwrap_or(r.created_at),
                entry: r.entry_price.or(r.limit_price).map(Price),
                target: None,
                stop: None,
            })
            .collect())
    }
}
