//! The module's settings: `[module.stock_analysis]` in eva.toml or `EVA_MODULE__STOCK_ANALYSIS__...`.

use serde::Deserialize;

use crate::document::layout::Firm;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct AnalysisSettings {
    /// The firm named on every document, with its licence line.
    pub firm: Firm,
}

impl Default for Firm {
    fn default() -> Self {
        Self {
            name_ar: "إيفا للاستشارات المالية".into(),
            name_en: "Eva Financial Advisory".into(),
            licence_ar: "شخص مرخص له من هيئة السوق المالية في المملكة العربية السعودية".into(),
            licence_en: "Authorised by the Capital Market Authority of Saudi Arabia".into(),
        }
    }
}

impl AnalysisSettings {
    pub fn of(ctx: &platform::AppContext) -> platform::ApiResult<Self> {
        ctx.settings.module_config("stock_analysis").map_err(platform::ApiError::internal)
    }
}
