//! Abuse limits on this module's routes: checking out.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::post("/api/subscribe", Rule::checkout("subscriptions.checkout"))]
}
