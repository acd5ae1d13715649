//! Views that are the same for every visitor until prices move (the market heatmap) are computed
//! once per market and language, serialised once, and shared: concurrent requests for a missing
//! entry wait for one computation instead of each running it. A quote refresh or a change of
//! stocks in any process clears them (the `market.quotes` and `market.stocks` cache topics); the
//! time limit is only a safety net.

use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;
use platform::AppContext;
use platform::http::shared_json::SharedJson;
use platform::i18n::{Lang, current_lang};
use platform::settings::SettingsError;

use crate::settings::MarketSettings;
use crate::stock_index::STOCKS_TOPIC;

/// The cache topic announced after quotes are stored.
pub const QUOTES_TOPIC: &str = "market.quotes";

/// At most this many heatmaps: markets × languages, with room to spare.
const CAPACITY: u64 = 64;

/// Search answers kept, by their size in bytes: popular queries stay, rare ones make room.
const SEARCH_BYTES: u64 = 16 * 1024 * 1024;

/// One search answer: normalised query, market, how many, language.
pub type SearchKey = (String, Option<i32>, usize, Lang);

/// Why a view could not be made: the market does not exist, or the database failed.
#[derive(Debug, thiserror::Error)]
pub enum ViewError {
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Db(#[from] sea_orm::DbErr),
    #[error("serialising a view: {0}")]
    Serialise(#[from] std::io::Error),
}

impl ViewError {
    /// The answer for a view that could not be made (moka shares one error among waiters).
    pub fn into_api_error(e: Arc<ViewError>) -> platform::ApiError {
        match *e {
            ViewError::NotFound => platform::ApiError::not_found(),
            _ => platform::ApiError::internal(e),
        }
    }
}

pub struct ViewCache {
    heatmaps: Cache<(i32, Lang), SharedJson>,
    searches: Cache<SearchKey, SharedJson>,
}

impl ViewCache {
    fn new(ttl: Duration) -> Self {
        Self {
            heatmaps: Cache::builder().max_capacity(CAPACITY).time_to_live(ttl).build(),
            searches: Cache::builder()
                .max_capacity(SEARCH_BYTES)
                .weigher(|key: &SearchKey, answer: &SharedJson| u32::try_from(key.0.len() + answer.weight()).unwrap_or(u32::MAX))
                .time_to_live(ttl)
                .build(),
        }
    }

    /// The application's cache, built on first use from `[module.market] view_cache_secs`.
    pub fn of(ctx: &AppContext) -> Result<Arc<Self>, SettingsError> {
        ctx.singletons.get_or_try_init(|| {
            let settings: MarketSettings = ctx.settings.module_config("market")?;
            let cache = Self::new(Duration::from_secs(settings.view_cache_secs));
            for topic in [QUOTES_TOPIC, STOCKS_TOPIC] {
                let heatmaps = cache.heatmaps.clone();
                ctx.caches.on_change(topic, move || heatmaps.invalidate_all());
            }
            let searches = cache.searches.clone();
            ctx.caches.on_change(STOCKS_TOPIC, move || searches.invalidate_all());
            Ok(cache)
        })
    }

    /// The market's heatmap in the request's language, computed by `compute` when not cached.
    pub async fn heatmap<F>(&self, market_id: i32, compute: F) -> Result<SharedJson, Arc<ViewError>>
    where
        F: Future<Output = Result<SharedJson, ViewError>>,
    {
        self.heatmaps.try_get_with((market_id, current_lang()), compute).await
    }

    /// A search answer, computed by `compute` when not kept (answers change only with stocks).
    pub async fn search<F>(&self, key: SearchKey, compute: F) -> Result<SharedJson, Arc<ViewError>>
    where
        F: Future<Output = Result<SharedJson, ViewError>>,
    {
        self.searches.try_get_with(key, compute).await
    }

    /// Forgets every view in this process only (the benchmark times computing them); a change
    /// of data is announced with `ctx.caches.changed(..)` instead, which reaches every process.
    pub fn clear(&self) {
        self.heatmaps.invalidate_all();
        self.searches.invalidate_all();
    }
}
