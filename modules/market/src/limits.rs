//! Abuse limits on this module's routes: the stock search.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::get("/api/stocks", Rule::search("market.search"))]
}
