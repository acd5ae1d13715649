//! Abuse limits on this module's routes: registering devices for Web Push.

use platform::rate_limit::{RouteLimit, Rule, Window};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    let devices = Rule { name: "notifications.devices", per_user: Some(Window::per_minute(10)), per_address: Some(Window::per_minute(30)) };
    vec![RouteLimit::post("/api/notification-devices", devices)]
}
