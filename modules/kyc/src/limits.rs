//! Abuse limits on this module's routes: identity data and documents coming in.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![RouteLimit::post("/api/addKyc", Rule::upload("kyc.submit")), RouteLimit::post("/api/addKyc2", Rule::upload("kyc.submit"))]
}
