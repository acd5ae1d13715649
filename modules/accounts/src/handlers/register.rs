use actix_web::{HttpRequest, post, web};
use chrono::Utc;
use platform::auth::{create_session, hash_password};
use platform::entities::users;
use platform::i18n::current_lang;
use platform::ports::documents;
use platform::throttle::client_ip;
use platform::validation::{Validator, is_email, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, SqlErr};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::EMAIL_TAKEN;
use crate::verification::issue_email_code;
use crate::views::{SessionView, UserView};

#[derive(Debug, Deserialize, ToSchema)]
pub struct RegisterRequest {
    pub name: Option<String>,
    pub email: Option<String>,
    pub password: Option<String>,
    pub password_confirmation: Option<String>,
    /// The terms and conditions and the privacy policy must be accepted; the acceptance of
    /// their current versions is recorded (`Consents`).
    pub terms: Option<bool>,
}

/// Creates an account, signs it in and emails a verification code.
#[utoipa::path(tag = "accounts", request_body = RegisterRequest,
    responses((status = 201, body = SessionView), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/register")]
pub async fn register(req: HttpRequest, ctx: web::Data<AppContext>, body: web::Json<RegisterRequest>) -> ApiResult<ApiResponse<SessionView>> {
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
    if let Some(e) = &email
        && !v.has_errors()
        && users::Entity::find().filter(users::Column::Email.eq(e.as_str())).one(&ctx.db).await?.is_some()
    {
        v.add("email", EMAIL_TAKEN);
    }
    v.finish()?;
    let (Some(name), Some(email), Some(password)) = (name, email, password) else {
        return Err(ApiError::unprocessable(messages::FILL_ALL_FIELDS));
    };

    let hash = hash_password(password.to_owned()).await.map_err(ApiError::internal)?;
    let now = Utc::now();
    let user = users::ActiveModel {
        name: Set(name.to_owned()),
        email: Set(email),
        password_hash: Set(hash),
        language: Set(current_lang().code().to_owned()),
        role: Set("subscriber".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .map_err(|e| match e.sql_err() {
        // Two registrations racing for one address: the loser sees the same message.
        Some(SqlErr::UniqueConstraintViolation(_)) => ApiError::field("email", EMAIL_TAKEN),
        _ => e.into(),
    })?;
    ctx.record_consents(user.id, &documents::SIGN_UP, &client_ip(&req, ctx.settings.auth.trust_forwarded_for)).await?;
    let token = create_session(&ctx.db, user.id, ctx.settings.auth.token_ttl_hours).await?;
    issue_email_code(&ctx, &user).await?;
    Ok(ApiResponse::created(SessionView { token, user: UserView::of(&ctx, &user).await? }))
}
