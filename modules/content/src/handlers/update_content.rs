use actix_web::{put, web};
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::EntityTrait;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::entities::contents;
use crate::html::is_value_key;
use crate::messages::VERSION_CHANGED;
use crate::rules::{self, BODY_MAX, TITLE_MAX, VALUE_MAX};
use crate::store::{Save, Text, save_version};
use crate::views::{StaffContentView, actors};

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateContentRequest {
    #[schema(max_length = 200)]
    pub title_ar: Option<String>,
    #[schema(max_length = 200)]
    pub title_en: Option<String>,
    /// Rich text (headings, lists, links, bold), cleaned on the server; a bare value for
    /// `whatsapp` and `contact_us`.
    pub body_ar: Option<String>,
    pub body_en: Option<String>,
    /// True when investors must accept this version again (legal documents). Default false.
    pub material: Option<bool>,
    /// The version the editor started from; when another save came first, 409.
    pub base_version: Option<i32>,
    /// True once staff saw in the preview what cleaning takes out of the bodies and save anyway;
    /// otherwise such a body is refused (422) and nothing is saved.
    pub accept_removed: Option<bool>,
}

/// Saves a site text as a new version (both languages); every save is kept and logged, and a save
/// that changes nothing makes no version (422).
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("key" = String, Path)), request_body = UpdateContentRequest,
    responses((status = 200, body = StaffContentView), (status = 401), (status = 403), (status = 404), (status = 409), (status = 422, body = platform::http::error::ErrorBody)))]
#[put("/api/staff/contents/{key}")]
pub async fn update_content(
    staff: Staff,
    ctx: web::Data<AppContext>,
    key: web::Path<String>,
    body: web::Json<UpdateContentRequest>,
) -> ApiResult<ApiResponse<StaffContentView>> {
    let current = contents::Entity::find_by_id(key.into_inner()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let body = body.into_inner();
    let mut v = Validator::new();
    let title_ar = rules::plain(&mut v, "title_ar", body.title_ar.as_deref(), TITLE_MAX);
    let title_en = rules::plain(&mut v, "title_en", body.title_en.as_deref(), TITLE_MAX);
    let (body_ar, body_en) = if is_value_key(&current.key) {
        (
            rules::plain(&mut v, "body_ar", body.body_ar.as_deref(), VALUE_MAX),
            rules::plain(&mut v, "body_en", body.body_en.as_deref(), VALUE_MAX),
        )
    } else {
        {
            let accept = body.accept_removed.unwrap_or(false);
            (
                rules::rich(&mut v, "body_ar", body.body_ar.as_deref(), BODY_MAX, accept),
                rules::rich(&mut v, "body_en", body.body_en.as_deref(), BODY_MAX, accept),
            )
        }
    };
    v.finish()?;
    let (Some(title_ar), Some(title_en), Some(body_ar), Some(body_en)) = (title_ar, title_en, body_ar, body_en) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };
    if body.base_version.is_some_and(|base| base != current.version) {
        return Err(ApiError::conflict(VERSION_CHANGED));
    }
    let saved = save_version(
        &ctx.db,
        Save {
            current: &current,
            text: Text { title_ar, title_en, body_ar, body_en },
            material: body.material.unwrap_or(false),
            staff_id: staff.id(),
            restored_from: None,
        },
    )
    .await?;
    let names = actors(&ctx.db, saved.updated_by).await?;
    Ok(ApiResponse::ok(StaffContentView::of(saved, &names)))
}
