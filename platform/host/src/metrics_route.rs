//! `GET /metrics`: the process's Prometheus metrics, with every queue's depth read when scraped.
//! Only Prometheus may read it: with the configured bearer token, or, without one, only on a
//! deployment served on loopback, from this machine directly (not through a proxy). A deployment
//! reached from elsewhere needs the token: a same-host proxy that sets only `X-Real-IP` looks
//! exactly like a local scraper.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, ResponseError, get, web};
use platform::{ApiError, AppContext};
use subtle::ConstantTimeEq;

use crate::system_routes::JobQueues;

fn allowed(req: &HttpRequest, ctx: &AppContext) -> bool {
    match &ctx.settings.http.metrics_token {
        Some(token) => {
            let sent = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
            sent.is_some_and(|s| bool::from(s.as_bytes().ct_eq(token.expose().as_bytes())))
        }
        None if !ctx.settings.served_on_loopback_only() => false,
        None => {
            let proxied = req.headers().contains_key("x-forwarded-for") || req.headers().contains_key(header::FORWARDED);
            !proxied && req.peer_addr().is_some_and(|a| a.ip().is_loopback())
        }
    }
}

/// Sets the queue-depth gauges from the store; a store that does not answer leaves them as they
/// were (and `/ready` says so).
async fn refresh_queue_depths(ctx: &AppContext, queues: &[String]) {
    match platform::jobs::depths(&ctx.queue, queues).await {
        Ok(depths) => {
            for d in depths {
                platform::metrics::queue_depth(&d.queue, "pending", d.pending);
                platform::metrics::queue_depth(&d.queue, "scheduled", d.scheduled);
                platform::metrics::queue_depth(&d.queue, "running", d.running);
                platform::metrics::queue_depth(&d.queue, "dead", d.dead);
            }
        }
        Err(e) => tracing::warn!(error = %e, "queue depths unavailable for /metrics"),
    }
}

/// Prometheus metrics of this process (text exposition format).
#[utoipa::path(tag = "system", responses((status = 200, content_type = "text/plain", description = "Prometheus text format"), (status = 403)))]
#[get("/metrics")]
pub async fn metrics(req: HttpRequest, ctx: web::Data<AppContext>, queues: web::Data<JobQueues>) -> HttpResponse {
    if !allowed(&req, &ctx) {
        return ApiError::forbidden().error_response();
    }
    refresh_queue_depths(&ctx, &queues.0).await;
    HttpResponse::Ok().content_type("text/plain; version=0.0.4; charset=utf-8").body(platform::metrics::render())
}

/// The `/metrics` of an `eva work` process, which serves nothing else.
pub fn worker_server(app: &crate::bootstrap::ConnectedApp, bind: &str) -> anyhow::Result<actix_web::dev::Server> {
    platform::metrics::handle();
    let ctx = web::Data::new(app.ctx.clone());
    let queues = web::Data::new(JobQueues(app.registry.queues()));
    let server = actix_web::HttpServer::new(move || actix_web::App::new().app_data(ctx.clone()).app_data(queues.clone()).service(metrics))
        .workers(1)
        .disable_signals()
        .bind(bind)?
        .run();
    Ok(server)
}
