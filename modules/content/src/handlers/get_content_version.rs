use actix_web::{get, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::content_versions;
use crate::views::{ContentVersionView, actors};

/// One version of a site text, whole, as it was saved.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("key" = String, Path), ("version" = i32, Path)),
    responses((status = 200, body = ContentVersionView), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/contents/{key}/versions/{version}")]
pub async fn get_content_version(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    path: web::Path<(String, i32)>,
) -> ApiResult<ApiResponse<ContentVersionView>> {
    let (key, version) = path.into_inner();
    let row = content_versions::Entity::find()
        .filter(content_versions::Column::ContentKey.eq(key))
        .filter(content_versions::Column::Version.eq(version))
        .one(&ctx.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let names = actors(&ctx.db, row.created_by).await?;
    Ok(ApiResponse::ok(ContentVersionView::of(row, &names)))
}
