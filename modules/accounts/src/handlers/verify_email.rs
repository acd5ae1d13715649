use actix_web::{HttpRequest, post, web};
use platform::entities::users;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::INVALID_CODE;
use crate::verification::confirm_email_code;
use crate::views::UserView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyEmailRequest {
    pub email: Option<String>,
    pub code: Option<String>,
}

/// The code as typed: Arabic-Indic digits read as ASCII, spaces dropped; None when empty.
pub(crate) fn typed_code(typed: Option<&str>) -> Option<String> {
    typed
        .map(|c| c.chars().map(platform::validation::arabic_digit_to_ascii).filter(|c| !c.is_whitespace()).collect::<String>())
        .filter(|c| !c.is_empty())
}

/// Confirms an email address with the code (or link) that was emailed.
#[utoipa::path(tag = "accounts", request_body = VerifyEmailRequest,
    responses((status = 200, body = UserView), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/verify-email")]
pub async fn verify_email(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<VerifyEmailRequest>,
) -> ApiResult<ApiResponse<UserView>> {
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    let code = typed_code(body.code.as_deref());
    v.check("code", code.is_some(), messages::CODE_REQUIRED);
    v.finish()?;
    let (Some(email), Some(code)) = (email, code) else { return Err(ApiError::field("code", messages::CODE_REQUIRED)) };

    // Guessing codes is throttled like passwords.
    let limit = Limit { attempts: ctx.settings.auth.login_attempts, window_secs: ctx.settings.auth.login_window_secs };
    let key = format!("verify:{email}");
    throttle::take(&ctx.db, &key, limit).await?;
    let ip_key = format!("verify-ip:{}", client_ip(&req, ctx.settings.auth.trust_forwarded_for));
    throttle::take(&ctx.db, &ip_key, Limit { attempts: limit.attempts * 4, ..limit }).await?;

    let user = users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await?;
    let verified = match &user {
        Some(u) => confirm_email_code(&ctx, u, &code).await?,
        None => None,
    };
    match verified {
        Some(user) => {
            throttle::clear(&ctx.db, &key).await?;
            throttle::give_back(&ctx.db, &ip_key).await?;
            Ok(ApiResponse::ok(UserView::of(&ctx, &user).await?))
        }
        None => Err(ApiError::field("code", INVALID_CODE)),
    }
}
