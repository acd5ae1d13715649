//! Views that are the same for every visitor until prices move (the market heatmap) are computed
//! once per market and language and shared: concurrent requests for a missing entry wait for one
//! computation instead of each running it. A quote refresh in this process clears them; the time
//! limit bounds how stale they get when refreshes run in another process (`eva work`).

use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;
use platform::i18n::{Lang, current_lang};
use platform::settings::SettingsError;
use platform::{ApiError, AppContext};

use crate::config::MarketSettings;
use crate::handlers::market_heatmap::HeatmapView;

/// At most this many entries: markets × languages, with room to spare.
const CAPACITY: u64 = 64;

pub struct ViewCache {
    heatmaps: Cache<(i32, Lang), Arc<HeatmapView>>,
}

impl ViewCache {
    fn new(ttl: Duration) -> Self {
        Self { heatmaps: Cache::builder().max_capacity(CAPACITY).time_to_live(ttl).build() }
    }

    /// The application's cache, built on first use from `[module.market] view_cache_secs`.
    pub fn of(ctx: &AppContext) -> Result<Arc<Self>, SettingsError> {
        ctx.singletons.get_or_try_init(|| {
            let settings: MarketSettings = ctx.settings.module_config("market")?;
            Ok(Self::new(Duration::from_secs(settings.view_cache_secs)))
        })
    }

    /// The market's heatmap in the request's language, computed by `compute` when not cached.
    pub async fn heatmap<F>(&self, market_id: i32, compute: F) -> Result<Arc<HeatmapView>, ApiError>
    where
        F: Future<Output = Result<HeatmapView, sea_orm::DbErr>>,
    {
        self.heatmaps
            .try_get_with((market_id, current_lang()), async { compute.await.map(Arc::new) })
            .await
            .map_err(ApiError::internal)
    }

    /// Prices changed: every view is recomputed on its next request.
    pub fn clear(&self) {
        self.heatmaps.invalidate_all();
    }
}
