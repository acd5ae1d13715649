use actix_web::{HttpRequest, post, web};
use platform::auth::create_session;
use platform::ports::documents;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};

use crate::handlers::verify_email::{VerifyEmailRequest, typed_code};
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
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    let code = typed_code(body.code.as_deref());
    v.check("code", code.is_some(), messages::CODE_REQUIRED);
    v.finish()?;
    let (Some(email), Some(code)) = (email, code) else { return Err(ApiError::field("code", messages::CODE_REQUIRED)) };

    // Guessing codes is throttled like passwords, under the same keys as an address's other codes.
    let limit = Limit { attempts: ctx.settings.auth.login_attempts, window_secs: ctx.settings.auth.login_window_secs };
    let key = format!("verify:{email}");
    throttle::take(&ctx.db, &key, limit).await?;
    let ip_key = format!("verify-ip:{}", client_ip(&req, ctx.settings.auth.trust_forwarded_for));
    throttle::take(&ctx.db, &ip_key, Limit { attempts: limit.attempts * 4, ..limit }).await?;

    let Some((user, address)) = signups::confirm(&ctx, &email, &code).await? else {
        return Err(ApiError::field("code", INVALID_CODE));
    };
    throttle::clear(&ctx.db, &key).await?;
    throttle::give_back(&ctx.db, &ip_key).await?;
    ctx.record_consents(user.id, &documents::SIGN_UP, &address).await?;
    let token = create_session(&ctx.db, user.id, ctx.settings.auth.token_ttl_hours).await?;
    Ok(ApiResponse::created(SessionView { token, user: UserView::of(&ctx, &user).await? }))
}
