use actix_web::{HttpRequest, post, web};
use platform::entities::users;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, is_email, normalize_email};
use platform::{ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::RESET_LINK_SENT;
use crate::verification::issue_password_reset;
use crate::views::MessageView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ForgotPasswordRequest {
    pub email: Option<String>,
}

/// Emails a single-use reset link. Answers the same whether or not the address is registered.
#[utoipa::path(tag = "accounts", request_body = ForgotPasswordRequest,
    responses((status = 200, body = MessageView), (status = 422), (status = 429)))]
#[post("/api/forgot-password")]
pub async fn forgot_password(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<ForgotPasswordRequest>,
) -> ApiResult<ApiResponse<MessageView>> {
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    if let Some(e) = &email {
        v.check("email", is_email(e), messages::INVALID_EMAIL);
    }
    v.finish()?;
    let Some(email) = email else { return Ok(ApiResponse::ok(MessageView::of(RESET_LINK_SENT))) };

    let limit = Limit { attempts: ctx.settings.auth.email_requests, window_secs: ctx.settings.auth.email_window_secs };
    let key = format!("forgot:{email}");
    let ip_key = format!("forgot-ip:{}", client_ip(&req, ctx.settings.auth.trust_forwarded_for));
    throttle::take(&ctx.db, &key, limit).await?;
    throttle::take(&ctx.db, &ip_key, Limit { attempts: limit.attempts * 4, ..limit }).await?;

    if let Some(user) = users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await? {
        issue_password_reset(&ctx, &user).await?;
    }
    Ok(ApiResponse::ok(MessageView::of(RESET_LINK_SENT)))
}
