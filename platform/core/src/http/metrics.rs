//! Middleware counting every answer by method, route pattern and status, with its latency.
//! Routes are labelled by their pattern (`/api/stocks/{id}`), never the raw path, so a
//! scraper's series stay few whatever users type; pages and files are `web`.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

pub async fn record_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = req.method().clone();
    let res = next.call(req).await?;
    let matched = super::route::pattern(res.request());
    let route = match matched.as_deref() {
        Some(pattern) => pattern,
        None if res.request().path().starts_with("/api/") => "unmatched",
        None => "web",
    };
    crate::metrics::http_request(method.as_str(), route, res.status().as_u16(), started.elapsed().as_secs_f64());
    Ok(res)
}
