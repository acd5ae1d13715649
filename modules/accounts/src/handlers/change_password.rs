use actix_web::{post, web};
use chrono::Utc;
use platform::auth::{SignedIn, hash_password, revoke_other_sessions, verify_password};
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::{PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD};
use crate::verification::retire_password_resets;
use crate::views::MessageView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChangePasswordRequest {
    pub current_password: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
}

/// Changes the password and signs out every other session.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), request_body = ChangePasswordRequest,
    responses((status = 200, body = MessageView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/profile/password")]
pub async fn change_password(
    ctx: web::Data<AppContext>,
    user: SignedIn,
    body: web::Json<ChangePasswordRequest>,
) -> ApiResult<ApiResponse<MessageView>> {
    let body = body.into_inner();
    let mut v = Validator::new();
    let current = v.required("current_password", body.current_password.as_deref());
    let password = v.required("password", body.password.as_deref());
    if let Some(p) = password {
        v.check("password", p.chars().count() >= 8, messages::PASSWORD_TOO_SHORT);
        v.check("password_confirmation", body.password_confirmation.as_deref() == Some(p), messages::PASSWORDS_DO_NOT_MATCH);
    }
    v.finish()?;
    let (Some(current), Some(password)) = (current, password) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };
    let ok = verify_password(current.to_owned(), user.user.password_hash.clone()).await.map_err(ApiError::internal)?;
    if !ok {
        return Err(ApiError::field("current_password", WRONG_CURRENT_PASSWORD));
    }
    let hash = hash_password(password.to_owned()).await.map_err(ApiError::internal)?;
    let session_id = user.session_id;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let mut changed = user.0.user.into_active_model();
    changed.password_hash = Set(hash);
    changed.updated_at = Set(Utc::now());
    let updated = changed.update(&txn).await?;
    retire_password_resets(&txn, updated.id).await?;
    revoke_other_sessions(&txn, updated.id, session_id).await?;
    txn.commit().await?;
    Ok(ApiResponse::ok(MessageView::of(PASSWORD_CHANGED)))
}
