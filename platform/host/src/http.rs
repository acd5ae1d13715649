//! The HTTP server: enabled modules' routes, the host's own routes, the OpenAPI document, the
//! web app, and the middleware every request passes (request id + tracing, panics caught,
//! modules switched off, language, security headers and CORS).

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::fn_service;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpResponse, HttpServer, web};
use platform::AppContext;
use platform::http::extract::{json_config, path_config, query_config};
use platform::http::lang::language;
use platform::http::metrics::record_requests;
use platform::http::panic::catch_panics;
use platform::http::security::{Transport, security_headers};
use utoipa_actix_web::AppExt;

pub use actix_web::dev::ServerHandle;

use crate::bootstrap::ConnectedApp;
use crate::caller::{SecuredRoutes, resolve_caller};
use crate::drain::{Drain, track_in_flight};
use crate::module_gate::{AllModulePaths, module_gate};
use crate::openapi::{Document, document, filtered};
use crate::rate_limits::{RouteLimits, rate_limits};
use crate::static_files::{WebDir, fallback};
use crate::system_routes::{DeploymentModules, JobQueues, ModuleInfo};
use platform::rate_limit::Limiter;

/// The document, served without the paths of modules that are off now.
async fn openapi_json(ctx: web::Data<AppContext>, doc: web::Data<Arc<Document>>) -> HttpResponse {
    HttpResponse::Ok().json(filtered(&doc, |m| ctx.switches.is_on(m)))
}

pub fn server(app: &ConnectedApp, listener: TcpListener, drain: Drain) -> anyhow::Result<actix_web::dev::Server> {
    let ctx = web::Data::new(app.ctx.clone());
    let drain = web::Data::new(drain);
    let modules = app.modules.clone();
    let enabled = app.enabled.clone();
    let infos = web::Data::new(DeploymentModules(
        app.enabled_modules()
            .map(|m| ModuleInfo { id: m.id(), manifest: m.manifest(), sandbox: !m.sandboxes(&app.ctx).is_empty() })
            .collect(),
    ));
    let queues = web::Data::new(JobQueues(app.registry.queues()));
    let doc = Arc::new(document(app));
    let paths = web::Data::new(AllModulePaths(Arc::new(doc.module_paths.clone())));
    let secured = web::Data::new(SecuredRoutes::of(&doc.json));
    let doc = web::Data::new(doc);
    let web_dir = Some(app.ctx.settings.web_dir.clone()).filter(|d| d.join("index.html").is_file()).map(WebDir);
    if web_dir.is_none() {
        tracing::warn!(dir = %app.ctx.settings.web_dir.display(), "web app not built: serving the API only");
    }
    let grace = workers::SHUTDOWN_GRACE.as_secs();
    let transport = web::Data::new(Transport::of(&app.ctx.settings));
    // The recorder exists before the first request is counted.
    platform::metrics::handle();
    let cors_origins = app.ctx.settings.http.cors_origins.clone();
    let limits = web::Data::new(if app.ctx.settings.http.rate_limits {
        RouteLimits::of(app.enabled_modules().flat_map(|m| m.rate_limits()))
    } else {
        RouteLimits::default()
    });
    let limiter =
        web::Data::new(Limiter::for_queue(&app.ctx.queue, &app.ctx.settings.jobs.queue_prefix).with_clock(app.limit_clock.clone()));

    let server = HttpServer::new(move || {
        let modules = modules.clone();
        let enabled = enabled.clone();
        let mounted = ctx.clone();
        let (app, _api) = App::new()
            .into_utoipa_app()
            .app_data(ctx.clone())
            .app_data(drain.clone())
            .app_data(infos.clone())
            .app_data(queues.clone())
            .app_data(paths.clone())
            .app_data(doc.clone())
            .app_data(transport.clone())
            .app_data(limits.clone())
            .app_data(secured.clone())
            .app_data(limiter.clone())
            .app_data(json_config())
            .app_data(query_config())
            .app_data(path_config())
            .configure(move |cfg| {
                for m in modules.iter().filter(|m| enabled.contains(&m.id())) {
                    m.mount(&mounted, cfg);
                }
                crate::system_routes::register(cfg);
            })
            .split_for_parts();
        let app = app.route("/api/openapi.json", web::get().to(openapi_json));
        let app = match &web_dir {
            Some(dir) => app.app_data(dir.clone()),
            None => app,
        };
        app.default_service(fn_service(fallback))
            .wrap(from_fn(resolve_caller))
            .wrap(from_fn(platform::http::body_deadline::body_deadline))
            .wrap(from_fn(rate_limits))
            .wrap(from_fn(module_gate))
            .wrap(from_fn(catch_panics))
            .wrap(from_fn(language))
            .wrap(Compress::default())
            .wrap(crate::cors::cors(&cors_origins))
            .wrap(from_fn(security_headers))
            .wrap(from_fn(platform::http::request_span::request_span))
            .wrap(from_fn(record_requests))
            .wrap(from_fn(track_in_flight))
    })
    .disable_signals()
    .shutdown_timeout(grace)
    .listen(listener)?
    .run();
    Ok(server)
}
