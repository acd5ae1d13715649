use actix_web::{HttpRequest, post, web};
use platform::entities::users;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, is_email, normalize_email};
use platform::{ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::VERIFICATION_SENT;
use crate::verification::issue_email_code;
use crate::views::MessageView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResendEmailRequest {
    pub email: Option<String>,
}

/// Sends a new verification code to a sign-up waiting for it, or to an account whose address is not
/// confirmed. Answers the same whatever the address.
#[utoipa::path(tag = "accounts", request_body = ResendEmailRequest,
    responses((status = 200, body = MessageView), (status = 422), (status = 429)))]
#[post("/api/resend-email")]
pub async fn resend_email(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<ResendEmailRequest>,
) -> ApiResult<ApiResponse<MessageView>> {
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    if let Some(e) = &email {
        v.check("email", is_email(e), messages::INVALID_EMAIL);
    }
    v.finish()?;
    let Some(email) = email else { return Ok(ApiResponse::ok(MessageView::of(VERIFICATION_SENT))) };

    let limit = Limit { attempts: ctx.settings.auth.email_requests, window_secs: ctx.settings.auth.email_window_secs };
    let key = format!("resend:{email}");
    let ip_key = format!("resend-ip:{}", client_ip(&req, ctx.settings.auth.trust_forwarded_for));
    throttle::take(&ctx.db, &key, limit).await?;
    throttle::take(&ctx.db, &ip_key, Limit { attempts: limit.attempts * 4, ..limit }).await?;

    let user = users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await?;
    match user {
        Some(user) if user.email_verified_at.is_none() => issue_email_code(&ctx, &user).await?,
        Some(_) => {}
        None => crate::signups::resend(&ctx, &email).await?,
    }
    Ok(ApiResponse::ok(MessageView::of(VERIFICATION_SENT)))
}
