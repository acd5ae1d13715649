//! The HTTP server: enabled modules' routes, the host's own routes, the OpenAPI document, the
//! web app, and the middleware every request passes (request id + tracing, language).

use std::net::TcpListener;

use actix_web::middleware::{Compress, from_fn};
use actix_web::dev::fn_service;
use actix_web::{App, HttpServer, web};
use platform::http::extract::{json_config, path_config, query_config};
use platform::http::lang::language;
use tracing_actix_web::TracingLogger;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;

pub use actix_web::dev::ServerHandle;

use crate::bootstrap::ConnectedApp;
use crate::openapi::ApiDoc;
use crate::static_files::{WebDir, fallback};
use crate::system_routes::{self, EnabledModules, JobQueues, ModuleInfo};

pub fn server(app: &ConnectedApp, listener: TcpListener) -> anyhow::Result<actix_web::dev::Server> {
    let ctx = web::Data::new(app.ctx.clone());
    let modules = app.modules.clone();
    let enabled = app.enabled.clone();
    let infos = web::Data::new(EnabledModules(
        app.enabled_modules().map(|m| ModuleInfo { id: m.id(), manifest: m.manifest() }).collect(),
    ));
    let queues = web::Data::new(JobQueues(app.registry.queues()));
    let web_dir = Some(app.ctx.settings.web_dir.clone()).filter(|d| d.join("index.html").is_file()).map(WebDir);
    if web_dir.is_none() {
        tracing::warn!(dir = %app.ctx.settings.web_dir.display(), "web app not built: serving the API only");
    }
    let grace = workers::SHUTDOWN_GRACE.as_secs();

    let server = HttpServer::new(move || {
        let modules = modules.clone();
        let enabled = enabled.clone();
        let (app, _api) = App::new()
            .into_utoipa_app()
            .openapi(ApiDoc::openapi())
            .app_data(ctx.clone())
            .app_data(infos.clone())
            .app_data(queues.clone())
            .app_data(json_config())
            .app_data(query_config())
            .app_data(path_config())
            .configure(move |cfg| {
                for m in modules.iter().filter(|m| enabled.contains(&m.id())) {
                    m.routes(cfg);
                }
            })
            .service(system_routes::health)
            .service(system_routes::ready)
            .service(system_routes::list_modules)
            .service(system_routes::list_failed_jobs)
            .openapi_service(|api| {
                web::resource("/api/openapi.json").route(web::get().to(move || {
                    let api = api.clone();
                    async move { web::Json(api) }
                }))
            })
            .split_for_parts();
        let app = match &web_dir {
            Some(dir) => app.app_data(dir.clone()),
            None => app,
        };
        app.default_service(fn_service(fallback))
            .wrap(from_fn(language))
            .wrap(Compress::default())
            .wrap(TracingLogger::default())
    })
    .disable_signals()
    .shutdown_timeout(grace)
    .listen(listener)?
    .run();
    Ok(server)
}
