use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::validation::{Validator, normalize_phone};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::views::UserView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PhoneRequest {
    /// Saudi numbers may be local (05xxxxxxxx); others need their country code.
    pub phone: Option<String>,
}

/// Saves the signed-in user's phone number (stored in E.164).
#[utoipa::path(tag = "accounts", security(("bearer" = [])), request_body = PhoneRequest,
    responses((status = 200, body = UserView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/phone")]
pub async fn set_phone(ctx: web::Data<AppContext>, user: SignedIn, body: web::Json<PhoneRequest>) -> ApiResult<ApiResponse<UserView>> {
    let mut v = Validator::new();
    let phone = v.required("phone", body.phone.as_deref()).map(normalize_phone);
    if let Some(p) = &phone {
        v.check("phone", p.is_some(), messages::INVALID_PHONE);
    }
    v.finish()?;
    let Some(Some(phone)) = phone else { return Err(ApiError::field("phone", messages::INVALID_PHONE)) };
    let mut changed = user.0.user.into_active_model();
    changed.phone = Set(Some(phone));
    changed.updated_at = Set(Utc::now());
    let updated = changed.update(&ctx.db).await?;
    Ok(ApiResponse::ok(UserView::of(&ctx, &updated).await?))
}
