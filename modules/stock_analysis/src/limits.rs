//! Abuse limits on this module's routes: ordering an analysis.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::post("/api/stock-analysis/subscribe", Rule::checkout("stock_analysis.checkout"))]
}
