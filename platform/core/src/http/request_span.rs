//! One span per request, so every log line of the work it does names the request: its method,
//! route pattern, path, a number of its own, and at the end its status. Nothing is computed when
//! no subscriber listens at its level, and the route comes from the request's one match
//! ([`super::route::pattern`]).

use std::sync::atomic::{AtomicU64, Ordering};

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use tracing::Instrument;
use tracing::field::Empty;

/// Numbers the requests this process answers, to tell apart the lines of two at once.
static NEXT: AtomicU64 = AtomicU64::new(1);

pub async fn request_span(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let span = tracing::info_span!(
        "HTTP request",
        http.method = %req.method(),
        http.route = Empty,
        http.target = %req.path(),
        http.status_code = Empty,
        request = NEXT.fetch_add(1, Ordering::Relaxed),
    );
    if !span.is_disabled() {
        span.record("http.route", super::route::pattern(req.request()).as_deref().unwrap_or("default"));
    }
    let answered = next.call(req).instrument(span.clone()).await;
    if !span.is_disabled() {
        let status = match &answered {
            Ok(res) => res.status(),
            Err(e) => e.as_response_error().status_code(),
        };
        span.record("http.status_code", status.as_u16());
        if status.is_server_error() {
            tracing::warn!(parent: &span, status = status.as_u16(), "request failed");
        }
    }
    answered
}
