use actix_web::{HttpRequest, post, web};
use platform::auth::{create_session, hash_password, verify_password};
use platform::entities::users;
use platform::throttle::{self, Backoff, Limit, client_ip};
use platform::validation::{Validator, normalize_email};
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::messages::INVALID_CREDENTIALS;
use crate::views::{SessionView, UserView};

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    pub email: Option<String>,
    pub password: Option<String>,
}

/// A real Argon2id hash, checked when the email is unknown so that a missing account takes as
/// long to refuse as a wrong password.
static DUMMY_HASH: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();

async fn dummy_hash() -> Result<String, ApiError> {
    DUMMY_HASH.get_or_try_init(|| hash_password(platform::auth::generate_token())).await.cloned().map_err(ApiError::internal)
}

/// Signs in with email and password. Every failure reads 'Invalid email or password'; repeated
/// failures per email and client address wait longer each time, and per address alone are
/// limited (429 with Retry-After).
#[utoipa::path(tag = "accounts", request_body = LoginRequest,
    responses((status = 200, body = SessionView), (status = 422, body = platform::http::error::ErrorBody), (status = 429)))]
#[post("/api/login")]
pub async fn login(req: HttpRequest, ctx: web::Data<AppContext>, body: web::Json<LoginRequest>) -> ApiResult<ApiResponse<SessionView>> {
    let mut v = Validator::new();
    let email = v.required("email", body.email.as_deref()).map(normalize_email);
    let password = v.required("password", body.password.as_deref()).map(str::to_owned);
    v.finish()?;
    let (Some(email), Some(password)) = (email, password) else { return Err(ApiError::unprocessable(INVALID_CREDENTIALS)) };

    let auth = &ctx.settings.auth;
    let address = client_ip(&req, auth.trust_forwarded_for);
    // Per email and address together, with a growing wait: someone else's failures never lock
    // the owner out. Per address alone, a hard limit against trying many emails.
    let pair_key = format!("login:{email}|{address}");
    let ip_key = format!("login-ip:{address}");
    let backoff = Backoff { free: auth.login_attempts, first_delay_secs: 30, max_delay_secs: auth.login_window_secs, window_secs: 86_400 };
    throttle::take_with_backoff(&ctx.db, &pair_key, backoff).await?;
    throttle::take(&ctx.db, &ip_key, Limit { attempts: auth.login_attempts * 4, window_secs: auth.login_window_secs }).await?;

    let user = users::Entity::find().filter(users::Column::Email.eq(email.as_str())).one(&ctx.db).await?;
    let hash = match &user {
        Some(u) => u.password_hash.clone(),
        None => dummy_hash().await?,
    };
    let password_ok = verify_password(password, hash).await.map_err(ApiError::internal)?;
    let Some(user) = user.filter(|_| password_ok) else {
        return Err(ApiError::field("email", INVALID_CREDENTIALS));
    };
    throttle::clear(&ctx.db, &pair_key).await?;
    throttle::give_back(&ctx.db, &ip_key).await?;
    // Told only with the right password: the message says nothing to someone guessing.
    if user.disabled_at.is_some() {
        return Err(ApiError::new(actix_web::http::StatusCode::FORBIDDEN, crate::messages::ACCOUNT_DISABLED));
    }
    let token = create_session(&ctx.db, user.id, auth.token_ttl_hours).await?;
    Ok(ApiResponse::ok(SessionView { token, user: UserView::of(&ctx, &user).await? }))
}
