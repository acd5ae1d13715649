//! Abuse limits on this module's routes: opinions' pictures and comments.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![
        RouteLimit::post("/api/opinion/{id}/images", Rule::upload("opinions.upload")),
        RouteLimit::post("/api/comment/create", Rule::comment("opinions.comment")),
    ]
}
