use actix_web::{get, web};
use platform::i18n::current_lang;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::kinds::AnalysisType;
use crate::packages;
use crate::views::AnalysisTypeView;

#[derive(Debug, Serialize, ToSchema)]
pub struct PackageTypesView {
    /// The package, as `GET /api/all-packages` shows it (its stocks_count and plans).
    #[schema(value_type = Object)]
    pub package: Value,
    /// How many stocks a request on it analyses.
    pub stocks_allowed: usize,
    pub types: Vec<AnalysisTypeView>,
}

/// The form of a stock-analysis package: the package and the kinds of analysis with their help.
#[utoipa::path(tag = "stock_analysis", params(("id" = i64, Path, description = "The package")),
    responses((status = 200, body = PackageTypesView), (status = 404)))]
#[get("/api/stock-analysis/types/{id}")]
pub async fn analysis_types(ctx: web::Data<AppContext>, path: web::Path<i64>) -> ApiResult<ApiResponse<PackageTypesView>> {
    let lang = current_lang();
    let on_sale = packages::on_sale(&ctx).await?;
    let package = packages::find(&on_sale, path.into_inner()).ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(PackageTypesView {
        stocks_allowed: packages::stocks_allowed(package),
        package: package.clone(),
        types: AnalysisType::ALL.iter().map(|(_, t)| AnalysisTypeView::of(*t, lang)).collect(),
    }))
}
