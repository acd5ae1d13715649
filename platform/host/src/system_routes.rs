//! Routes of the host itself: health, readiness, metrics, the enabled modules, the OpenAPI document.

use actix_web::{HttpResponse, get, web};
use platform::{ApiResponse, AppContext, Manifest};
use sea_orm::ConnectionTrait;
use serde::Serialize;
use utoipa::ToSchema;

/// The enabled modules and their manifests, as the web app reads them.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ModuleInfo {
    pub id: &'static str,
    pub manifest: Manifest,
    /// The module runs on a built-in sandbox provider (nothing real is charged or checked):
    /// the web app shows a banner on every page.
    pub sandbox: bool,
}

/// Every module this deployment has, with its manifest; which are on is asked live.
#[derive(Clone)]
pub struct DeploymentModules(pub Vec<ModuleInfo>);

/// The host's own routes (health, readiness, modules, the staff console's platform pages).
pub fn register(cfg: &mut platform::ServiceConfig<'_>) {
    cfg.service(health)
        .service(ready)
        .service(list_modules)
        .service(list_failed_jobs)
        .service(crate::metrics_route::metrics)
        .service(crate::staff_routes::list_staff_modules)
        .service(crate::staff_routes::switch_module)
        .service(crate::staff_routes::list_users);
}

/// The process is up.
#[utoipa::path(tag = "system", responses((status = 200)))]
#[get("/health")]
pub async fn health() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"status": "ok"}))
}

#[derive(Serialize, ToSchema)]
pub struct Readiness {
    pub database: bool,
    pub queue: bool,
    /// The process is stopping: the proxy should send new requests elsewhere.
    pub stopping: bool,
}

/// How long `/ready` waits for the database and the queue: a server that is down is often not
/// refused at once but waited for (the pool retries connecting, Redis' client reconnects), and
/// the outage must be reported, not sat on.
const READY_CHECK: std::time::Duration = std::time::Duration::from_secs(2);

/// The database and the job queue answer (within two seconds) and the process is not stopping;
/// 503 otherwise, saying which.
#[utoipa::path(tag = "system", responses((status = 200, body = Readiness), (status = 503, body = Readiness)))]
#[get("/ready")]
pub async fn ready(ctx: web::Data<AppContext>, drain: Option<web::Data<crate::drain::Drain>>) -> HttpResponse {
    let stopping = drain.is_some_and(|d| d.is_draining());
    let (database, queue) = tokio::join!(
        tokio::time::timeout(READY_CHECK, ctx.db.execute_unprepared("SELECT 1")),
        tokio::time::timeout(READY_CHECK, ctx.queue.backend().ping()),
    );
    let (database, queue) = (matches!(database, Ok(Ok(_))), matches!(queue, Ok(Ok(()))));
    let body = Readiness { database, queue, stopping };
    if database && queue && !stopping { HttpResponse::Ok().json(body) } else { HttpResponse::ServiceUnavailable().json(body) }
}

/// The modules on now; the web app hides the others' screens.
#[utoipa::path(tag = "system", responses((status = 200, body = Vec<ModuleInfo>)))]
#[get("/api/modules")]
pub async fn list_modules(ctx: web::Data<AppContext>, modules: web::Data<DeploymentModules>) -> ApiResponse<Vec<ModuleInfo>> {
    ApiResponse::ok(modules.0.iter().filter(|m| ctx.switches.is_on(m.id)).cloned().collect())
}

/// The job types this deployment runs, for the staff view of failed jobs.
#[derive(Clone)]
pub struct JobQueues(pub Vec<String>);

#[derive(Serialize, ToSchema)]
pub struct FailedJobView {
    pub id: String,
    pub queue: String,
    pub attempts: i64,
    pub last_error: Option<String>,
}

/// Jobs that used up their attempts (staff only).
#[utoipa::path(tag = "system", security(("bearer" = [])),
    responses((status = 200, body = Vec<FailedJobView>), (status = 401), (status = 403)))]
#[get("/api/staff/jobs/failed")]
pub async fn list_failed_jobs(
    _staff: platform::auth::Staff,
    ctx: web::Data<AppContext>,
    queues: web::Data<JobQueues>,
) -> platform::ApiResult<ApiResponse<Vec<FailedJobView>>> {
    let failed = platform::jobs::list_failed(&ctx.queue, &queues.0).await?;
    Ok(ApiResponse::ok(
        failed.into_iter().map(|f| FailedJobView { id: f.id, queue: f.queue, attempts: f.attempts, last_error: f.last_error }).collect(),
    ))
}
