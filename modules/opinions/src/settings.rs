//! The opinions module's settings: `[module.opinions]` in eva.toml or `EVA_MODULE__OPINIONS__...`.

use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct OpinionsSettings {
    /// The change from the current price to the target must be more than this (basis points).
    pub min_change_to_target_bp: i64,
}

impl Default for OpinionsSettings {
    fn default() -> Self {
        Self { min_change_to_target_bp: 200 }
    }
}

impl OpinionsSettings {
    pub fn of(ctx: &platform::AppContext) -> platform::ApiResult<Self> {
        ctx.settings.module_config("opinions").map_err(platform::ApiError::internal)
    }
}
