//! Abuse limits on this module's routes: setting alerts.

use platform::rate_limit::{RouteLimit, Rule, Window};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    let writing = Rule { name: "alerts.write", per_user: Some(Window::per_minute(20)), per_address: Some(Window::per_minute(60)) };
    vec![RouteLimit::post("/api/alerts", writing)]
}
