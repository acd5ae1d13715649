//! The market module's settings: `[module.market]` in eva.toml or `EVA_MODULE__MARKET__...`.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct MarketSettings {
    /// Providers in the order they are tried: "http", "demo".
    pub providers: Vec<String>,
    /// Base URL of the HTTP end-of-day and quote service.
    pub http_base_url: Option<String>,
    pub http_api_key: Option<platform::settings::Secret>,
    /// How long a fetched quote is reused.
    pub quote_cache_secs: u64,
    /// Minutes the shown prices lag the market (the exchange licence for public display).
    pub delay_minutes: i32,
    /// How long a computed view (the market heatmap) is reused. A quote refresh in the same
    /// process clears it at once; this bounds staleness when refreshes run in `eva work`.
    pub view_cache_secs: u64,
    /// Calendar days of session hours kept (opinions decide hourly and two-hour stops on them).
    pub hourly_window_days: i64,
}

impl Default for MarketSettings {
    fn default() -> Self {
        Self {
            providers: vec!["demo".into()],
            http_base_url: None,
            http_api_key: None,
            quote_cache_secs: 60,
            delay_minutes: 15,
            view_cache_secs: 30,
            hourly_window_days: 120,
        }
    }
}
