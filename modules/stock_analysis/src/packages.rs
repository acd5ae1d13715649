//! The stock-analysis packages on sale, read through the subscriptions checkout (the catalogue's
//! one owner): how many stocks each allows, and its plans.

use platform::ports::{Checkout, Feature};
use platform::{ApiResult, AppContext};
use serde_json::Value;

/// Every stock-analysis package on sale, in the request's language (`GET /api/all-packages`
/// items).
pub async fn on_sale(ctx: &AppContext) -> ApiResult<Vec<Value>> {
    Ok(ctx.required_port::<dyn Checkout>()?.offers(ctx, Feature::ANY_STOCK_ANALYSIS_PACKAGE).await?)
}

pub fn id_of(package: &Value) -> Option<i64> {
    package["id"].as_i64()
}

/// The package `id`, when it is a stock-analysis package on sale.
pub fn find(packages: &[Value], id: i64) -> Option<&Value> {
    packages.iter().find(|p| id_of(p) == Some(id))
}

/// The package that sells plan `plan_id`.
pub fn holding_plan(packages: &[Value], plan_id: i64) -> Option<&Value> {
    packages.iter().find(|p| p["plans"].as_array().is_some_and(|plans| plans.iter().any(|plan| plan["id"].as_i64() == Some(plan_id))))
}

/// How many stocks the package analyses (one when the catalogue does not say).
pub fn stocks_allowed(package: &Value) -> usize {
    package["stocks_count"].as_u64().and_then(|n| usize::try_from(n).ok()).filter(|n| *n > 0).unwrap_or(1)
}

pub fn name(package: &Value) -> String {
    package["name"].as_str().unwrap_or_default().to_owned()
}
