use actix_web::{HttpRequest, post, web};
use platform::entities::users;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::code_guess::CodeGuess;
use crate::messages::INVALID_CODE;
use crate::verification::confirm_email_code;
use crate::views::UserView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyEmailRequest {
    pub email: Option<String>,
    pub code: Option<String>,
}

/// Confirms the address of an account made before sign-ups waited for their code, with the code
/// (or link) that was emailed.
#[utoipa::path(tag = "accounts", request_body = VerifyEmailRequest,
    responses((status = 200, body = UserView), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/verify-email")]
pub async fn verify_email(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<VerifyEmailRequest>,
) -> ApiResult<ApiResponse<UserView>> {
    let guess = CodeGuess::take(&req, &ctx, body.email.as_deref(), body.code.as_deref()).await?;
    let user = users::Entity::find().filter(users::Column::Email.eq(guess.email.as_str())).one(&ctx.db).await?;
    let verified = match &user {
        Some(u) => confirm_email_code(&ctx, u, &guess.code).await?,
        None => None,
    };
    let Some(user) = verified else { return Err(ApiError::field("code", INVALID_CODE)) };
    guess.succeeded(&ctx).await?;
    Ok(ApiResponse::ok(UserView::of(&ctx, &user).await?))
}
