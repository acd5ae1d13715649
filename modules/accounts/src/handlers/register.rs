use actix_web::{HttpRequest, post, web};
use platform::auth::hash_password;
use platform::entities::users;
use platform::i18n::current_lang;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, is_email, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::emails;
use crate::messages::SIGNUP_SENT;
use crate::signups::{self, NewSignup};
use crate::views::SignupView;

#[derive(Debug, Deserialize, ToSchema)]
pub struct RegisterRequest {
    pub name: Option<String>,
    pub email: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
    /// The terms and conditions and the privacy policy must be accepted; the acceptance of
    /// their current versions is recorded (`Consents`) when the account is made.
    pub terms: Option<bool>,
}

/// Starts a sign-up: emails a code that makes the account (`POST /api/register/confirm`). An
/// address that has an account gets an email saying so instead, and the answer is the same, so
/// the form tells nobody whether an address is registered.
#[utoipa::path(tag = "accounts", request_body = RegisterRequest,
    responses((status = 202, body = SignupView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/register")]
pub async fn register(
    req: HttpRequest,
    ctx: web::Data<AppContext>,
    body: web::Json<RegisterRequest>,
) -> ApiResult<ApiResponse<SignupView>> {
    let body = body.into_inner();
    let mut v = Validator::new();
    let shown_name = body.name.as_deref().map(platform::validation::visible);
    let name = v.required("name", shown_name.as_deref());
    v.max_chars("name", name, 120);
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    if let Some(e) = &email {
        v.check("email", is_email(e), messages::INVALID_EMAIL);
    }
    let password = v.required("password", body.password.as_deref());
    if let Some(p) = password {
        v.check("password", p.chars().count() >= 8, messages::PASSWORD_TOO_SHORT);
        v.check("password_confirmation", body.password_confirmation.as_deref() == Some(p), messages::CONFIRMATION_DOES_NOT_MATCH);
    }
    v.check("terms", body.terms == Some(true), messages::TERMS_REQUIRED);
    v.finish()?;
    let (Some(name), Some(email), Some(password)) = (name, email, password) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };

    // Hashed on both paths, so the answer takes as long for a known address as for a new one.
    let hash = hash_password(password.to_owned()).await.map_err(ApiError::internal)?;
    let answer = ApiResponse::accepted(SignupView { email: email.clone(), message: SIGNUP_SENT.localized().to_owned() });
    // A few emails per address and window, whoever asks: past that the answer stays the same and
    // nothing is sent or changed (the code already sent keeps working).
    let limit = Limit { attempts: ctx.settings.auth.email_requests, window_secs: ctx.settings.auth.email_window_secs };
    match throttle::take(&ctx.db, &format!("signup-mail:{email}"), limit).await {
        Ok(()) => {}
        Err(e) if e.status() == actix_web::http::StatusCode::TOO_MANY_REQUESTS => return Ok(answer),
        Err(e) => return Err(e),
    }
    match users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await? {
        Some(owner) => {
            emails::send_account_exists(&ctx, &owner, format!("account-exists-{}-{}", owner.id, uuid::Uuid::new_v4().simple())).await?
        }
        None => {
            let address = client_ip(&req, ctx.settings.auth.trust_forwarded_for);
            let signup = NewSignup { email: &email, name, password_hash: hash, language: current_lang().code(), address: &address };
            signups::start(&ctx, signup).await?;
        }
    }
    Ok(answer)
}
