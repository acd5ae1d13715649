use actix_web::{post, web};
use platform::auth::Staff;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::{content_versions, contents};
use crate::messages::VERSION_CHANGED;
use crate::store::{Save, Text, save_version};
use crate::views::{StaffContentView, actors};

#[derive(Debug, Deserialize, ToSchema)]
pub struct RestoreRequest {
    /// True when investors must accept the restored text again. Default false.
    pub material: Option<bool>,
    /// The version the staff member was looking at as current; when another save came first, 409.
    pub base_version: Option<i32>,
}

/// Makes an earlier version current again, as a new version (the history keeps everything).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("key" = String, Path), ("version" = i32, Path)),
    request_body = RestoreRequest,
    responses((status = 200, body = StaffContentView), (status = 401), (status = 403), (status = 404), (status = 409)))]
#[post("/api/staff/contents/{key}/versions/{version}/restore")]
pub async fn restore_content_version(
    staff: Staff,
    ctx: web::Data<AppContext>,
    path: web::Path<(String, i32)>,
    body: web::Json<RestoreRequest>,
) -> ApiResult<ApiResponse<StaffContentView>> {
    let (key, version) = path.into_inner();
    let current = contents::Entity::find_by_id(key.as_str()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let earlier = content_versions::Entity::find()
        .filter(content_versions::Column::ContentKey.eq(key.as_str()))
        .filter(content_versions::Column::Version.eq(version))
        .one(&ctx.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    if body.base_version.is_some_and(|base| base != current.version) {
        return Err(ApiError::conflict(VERSION_CHANGED));
    }
    let saved = save_version(
        &ctx.db,
        Save {
            current: &current,
            text: Text::of_version(&earlier),
            material: body.material.unwrap_or(false),
            staff_id: staff.id(),
            restored_from: Some(earlier.version),
        },
    )
    .await?;
    let names = actors(&ctx.db, saved.updated_by).await?;
    Ok(ApiResponse::ok(StaffContentView::of(saved, &names)))
}
