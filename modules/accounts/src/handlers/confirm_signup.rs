use actix_web::{HttpRequest, post, web};
use platform::auth::create_session;
use platform::ports::documents;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};

use crate::code_guess::CodeGuess;
use crate::handlers::verify_email::VerifyEmailRequest;
use crate::messages::INVALID_CODE;
use crate::signups;
use crate::views::{SessionView, UserView};

/// Makes the account of a sign-up with the code that was emailed to it, and signs it in.
#[utoipa::path(tag = "accounts", request_body = VerifyEmailRequest,
    responses((status = 201, body = SessionView), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/register/confirm")]
pub async fn confirm_signup(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<VerifyEmailRequest>,
) -> ApiResult<ApiResponse<SessionView>> {
    let guess = CodeGuess::take(&req, &ctx, body.email.as_deref(), body.code.as_deref()).await?;
    let Some((user, address)) = signups::confirm(&ctx, &guess.email, &guess.code).await? else {
        return Err(ApiError::field("code", INVALID_CODE));
    };
    guess.succeeded(&ctx).await?;
    ctx.record_consents(user.id, &documents::SIGN_UP, &address).await?;
    let token = create_session(&ctx.db, user.id, ctx.settings.auth.token_ttl_hours).await?;
    Ok(ApiResponse::created(SessionView { token, user: UserView::of(&ctx, &user).await? }))
}
