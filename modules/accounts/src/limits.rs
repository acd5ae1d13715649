//! Abuse limits on this module's routes: the profile picture upload.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::post("/api/profile/personal", Rule::upload("accounts.upload"))]
}
