//! Abuse limits on this module's routes: eva lists' pictures and comments.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![
        RouteLimit::post("/api/ratings/{id}/images", Rule::upload("ratings.upload")),
        RouteLimit::post("/api/rating-comment", Rule::comment("ratings.comment")),
        RouteLimit::post("/api/rating-state-comment", Rule::comment("ratings.comment")),
    ]
}
