//! Routes of the host itself: health, readiness, the enabled modules, the OpenAPI document.

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
}

#[derive(Clone)]
pub struct EnabledModules(pub Vec<ModuleInfo>);

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
}

/// The database and the job queue answer; 503 otherwise.
#[utoipa::path(tag = "system", responses((status = 200, body = Readiness), (status = 503, body = Readiness)))]
#[get("/ready")]
pub async fn ready(ctx: web::Data<AppContext>) -> HttpResponse {
    let database = ctx.db.execute_unprepared("SELECT 1").await.is_ok();
    let queue = ctx.queue.backend().ping().await.is_ok();
    let body = Readiness { database, queue };
    if database && queue { HttpResponse::Ok().json(body) } else { HttpResponse::ServiceUnavailable().json(body) }
}

/// The modules this deployment runs; the web app hides the others.
#[utoipa::path(tag = "system", responses((status = 200, body = Vec<ModuleInfo>)))]
#[get("/api/modules")]
pub async fn list_modules(modules: web::Data<EnabledModules>) -> ApiResponse<Vec<ModuleInfo>> {
    ApiResponse::ok(modules.0.clone())
}

/// The job types this deployment runs, for the staff view of failed jobs.
#[derive(Clone)]
pub struct JobQueues(pub Vec<&'static str>);

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
        failed
            .into_iter()
            .map(|f| FailedJobView { id: f.id, queue: f.queue, attempts: f.attempts, last_error: f.last_error })
            .collect(),
    ))
}
