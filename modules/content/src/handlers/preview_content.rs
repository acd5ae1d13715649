use actix_web::{post, web};
use platform::auth::Staff;
use platform::validation::Validator;
use platform::{ApiResponse, ApiResult};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::html;
use crate::rules::BODY_MAX;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PreviewRequest {
    pub body_ar: Option<String>,
    pub body_en: Option<String>,
}

/// The bodies as they would be stored and served, and what cleaning takes out of each (a refused
/// element as `<name>`, an attribute by name, a link by its `scheme:`): a save must accept that.
#[derive(Debug, Serialize, ToSchema)]
pub struct PreviewView {
    pub body_ar: String,
    pub body_en: String,
    pub removed_ar: Vec<String>,
    pub removed_en: Vec<String>,
}

/// Cleans draft bodies exactly as a save would, without saving: the staff console previews
/// only what the server would serve.
#[utoipa::path(tag = "content", security(("bearer" = [])), request_body = PreviewRequest,
    responses((status = 200, body = PreviewView), (status = 401), (status = 403)))]
#[post("/api/staff/content-preview")]
pub async fn preview_content(_staff: Staff, body: web::Json<PreviewRequest>) -> ApiResult<ApiResponse<PreviewView>> {
    let body = body.into_inner();
    let mut v = Validator::new();
    v.max_chars("body_ar", body.body_ar.as_deref(), BODY_MAX);
    v.max_chars("body_en", body.body_en.as_deref(), BODY_MAX);
    v.finish()?;
    let clean = |b: &Option<String>| b.as_deref().map(html::clean).unwrap_or_default();
    let removed = |b: &Option<String>| b.as_deref().map(html::removed).unwrap_or_default();
    Ok(ApiResponse::ok(PreviewView {
        body_ar: clean(&body.body_ar),
        body_en: clean(&body.body_en),
        removed_ar: removed(&body.body_ar),
        removed_en: removed(&body.body_en),
    }))
}
