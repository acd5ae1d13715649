//! Abuse limits on this module's routes: asking the model and buying questions.

use platform::rate_limit::{RouteLimit, Rule};

pub(crate) fn route_limits() -> Vec<RouteLimit> {
    vec![
        RouteLimit::post("/api/chat/question", Rule::model_call("chat.ask")),
        RouteLimit::post("/api/chat/question-test", Rule::model_call("chat.ask")),
        RouteLimit::post("/api/chat/subscribe", Rule::checkout("chat.checkout")),
    ]
}
