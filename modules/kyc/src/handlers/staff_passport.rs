use actix_web::http::header::{CACHE_CONTROL, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use actix_web::{HttpResponse, get, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::EntityTrait;

use crate::entities::kyc_records;
use crate::purpose;

/// The passport photo of a non-Saudi request, opened for staff; never cached.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, content_type = "image/png"), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/kyc/{id}/passport")]
pub async fn staff_passport(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<HttpResponse> {
    let r = kyc_records::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let (Some(key), Some(mime)) = (r.passport_key.as_deref(), r.passport_type.clone()) else {
        return Err(ApiError::not_found());
    };
    crate::access_log::keep(&ctx.db, r.id, staff.id(), crate::access_log::PASSPORT).await?;
    let sealed = ctx.storage.get(key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    let vault = crate::vault_of(&ctx)?;
    let photo = vault.open_bytes(&purpose::passport(r.user_id), &sealed).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, mime))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "no-store"))
        .body(photo))
}
