use actix_web::{post, web};
use chrono::Utc;
use platform::auth::{hash_password, revoke_all_sessions};
use platform::entities::users;
use platform::validation::{Validator, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::{INVALID_RESET_TOKEN, PASSWORD_RESET_DONE};
use crate::verification::{consume_password_reset, retire_password_resets};
use crate::views::MessageView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResetPasswordRequest {
    pub email: Option<String>,
    pub token: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
}

/// Sets a new password with an emailed reset token (once), and signs out every session.
#[utoipa::path(tag = "accounts", request_body = ResetPasswordRequest,
    responses((status = 200, body = MessageView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/reset-password")]
pub async fn reset_password(ctx: web::Data<AppContext>, body: web::Json<ResetPasswordRequest>) -> ApiResult<ApiResponse<MessageView>> {
    let body = body.into_inner();
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    let token = v.required("token", body.token.as_deref());
    let password = v.required("password", body.password.as_deref());
    if let Some(p) = password {
        v.check("password", p.chars().count() >= 8, messages::PASSWORD_TOO_SHORT);
        v.check("password_confirmation", body.password_confirmation.as_deref() == Some(p), messages::PASSWORDS_DO_NOT_MATCH);
    }
    v.finish()?;
    let (Some(email), Some(token), Some(password)) = (email, token, password) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };

    let user = users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await?;
    let Some(user) = user else { return Err(ApiError::field("token", INVALID_RESET_TOKEN)) };
    let hash = hash_password(password.to_owned()).await.map_err(ApiError::internal)?;

    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    if !consume_password_reset(&txn, user.id, token).await? {
        return Err(ApiError::field("token", INVALID_RESET_TOKEN));
    }
    let mut changed = user.into_active_model();
    changed.password_hash = Set(hash);
    changed.updated_at = Set(Utc::now());
    let user = changed.update(&txn).await?;
    retire_password_resets(&txn, user.id).await?;
    revoke_all_sessions(&txn, user.id).await?;
    txn.commit().await?;
    Ok(ApiResponse::ok(MessageView::of(PASSWORD_RESET_DONE)))
}
