use actix_web::{post, web};
use chrono::Utc;
use platform::auth::SignedIn;
use platform::{ApiResponse, ApiResult, AppContext, Lang};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::views::UserView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct LanguageRequest {
    pub language: Lang,
}

/// Sets the language of the user's emails and notifications ("ar" or "en").
#[utoipa::path(tag = "accounts", security(("bearer" = [])), request_body = LanguageRequest,
    responses((status = 200, body = UserView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/update-language")]
pub async fn update_language(
    ctx: web::Data<AppContext>,
    user: SignedIn,
    body: web::Json<LanguageRequest>,
) -> ApiResult<ApiResponse<UserView>> {
    let mut changed = user.0.user.into_active_model();
    changed.language = Set(body.language.code().to_owned());
    changed.updated_at = Set(Utc::now());
    let updated = changed.update(&ctx.db).await?;
    Ok(ApiResponse::ok(UserView::of(&ctx, &updated).await?))
}
