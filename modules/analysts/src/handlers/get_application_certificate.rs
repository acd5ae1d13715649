use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_LENGTH, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use actix_web::{HttpResponse, get, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::certificate::extension;
use crate::entities::applications;

/// The application's certificate, streamed from the file store with the type found at upload;
/// staff only, never cached, and saved rather than opened in the browser (`attachment`): it is
/// the applicant's file.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "The certificate file", content((String = "application/pdf"), (String = "image/png"), (String = "image/jpeg"))), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/analyst-applications/{id}/certificate")]
pub async fn get_application_certificate(_staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let application = applications::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let file = ctx.storage.open_file(&application.certificate_key).await.map_err(ApiError::internal)?;
    let Some(file) = file else { return Err(ApiError::not_found()) };
    let name = format!("certificate-{}.{}", application.id, extension(&application.certificate_type));
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, application.certificate_type))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "private, no-store"))
        .streaming(file.bytes))
}
