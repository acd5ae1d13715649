//! The background job that runs the computation for one market.

use platform::AppContext;
use platform::events::AnalyticsComputed;
use platform::jobs::{Job, JobError};
use platform::ports::MarketCode;
use serde::{Deserialize, Serialize};

use super::compute::compute_market;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ComputeAnalytics {
    pub market_id: i32,
}

impl Job for ComputeAnalytics {
    const QUEUE: &'static str = "market_analytics";
    const MAX_ATTEMPTS: usize = 3;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        let report = compute_market(&ctx.db, self.market_id).await?;
        tracing::info!(market_id = self.market_id, ?report, "market analytics computed");
        if self.market_id == 1 {
            let days = super::equal_weight::compute(&ctx.db).await?;
            tracing::info!(days, "equal-weight index computed");
        }
        if let Some(market) = MarketCode::from_id(self.market_id) {
            ctx.publish(&AnalyticsComputed { market: market.code().to_owned() }).await?;
        }
        Ok(())
    }
}
