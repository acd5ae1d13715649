//! Abuse limits on this module's routes: the news search and research uploads.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![
        RouteLimit::get("/api/news", Rule::search("research.search")),
        RouteLimit::post("/api/staff/financial-research", Rule::upload("research.upload")),
    ]
}
