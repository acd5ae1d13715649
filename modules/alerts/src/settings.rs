//! The alerts module's settings: `[module.alerts]` in eva.toml or `EVA_MODULE__ALERTS__...`.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct AlertsSettings {
    /// Alerts (active or paused) a user without any paid plan may keep.
    pub free_quota: u64,
    /// Alerts a user with any paid plan may keep.
    pub paid_quota: u64,
}

impl Default for AlertsSettings {
    fn default() -> Self {
        Self { free_quota: 5, paid_quota: 200 }
    }
}

impl AlertsSettings {
    pub fn of(ctx: &platform::AppContext) -> platform::ApiResult<Self> {
        ctx.settings.module_config("alerts").map_err(platform::ApiError::internal)
    }
}
