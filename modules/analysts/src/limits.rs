//! Abuse limits on this module's routes: the analyst application's certificate upload.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::post("/api/analyst", Rule::upload("analysts.upload"))]
}
