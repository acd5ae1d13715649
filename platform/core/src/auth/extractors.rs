//! Who may call a handler, declared in its signature: `SignedIn`, `Subscriber`, `Analyst`,
//! `Staff`, or `MaybeUser` for open routes that personalise when signed in.
//!
//! No `Authorization` header → 401. A token that opens no session (expired, revoked, unknown)
//! → 401 with body code "1010", which tells the web app to clear its stored session.

use std::future::Future;
use std::pin::Pin;

use actix_web::http::header::AUTHORIZATION;
use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, web};
use chrono::Utc;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::token::hash_token;
use super::{AuthUser, Role};
use crate::entities::{sessions, users};
use crate::i18n::{Lang, prefer_user_lang};
use crate::{ApiError, AppContext};

fn bearer(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty() && token != "null" && token != "undefined").then(|| token.to_owned())
}

/// Resolves the request's user: Ok(None) for a guest, Err("1010") for a dead token.
async fn authenticate(ctx: web::Data<AppContext>, token: Option<String>) -> Result<Option<AuthUser>, ApiError> {
    let Some(token) = token else { return Ok(None) };
    let found = sessions::Entity::find()
        .filter(sessions::Column::TokenHash.eq(hash_token(&token)))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .find_also_related(users::Entity)
        .one(&ctx.db)
        .await?;
    match found {
        // A disabled account's sessions were ended; one that raced the disabling ends here.
        Some((session, Some(user))) if user.disabled_at.is_none() => {
            let auth = &ctx.settings.auth;
            // A failed renewal leaves the session as it was: the request itself still stands.
            if let Err(e) = super::sessions::renew_session(&ctx.db, &session, auth.token_ttl_hours, auth.token_max_age_days).await {
                tracing::warn!(error = %e, session = session.id, "session renewal failed");
            }
            if let Some(lang) = Lang::from_code(&user.language) {
                prefer_user_lang(lang);
            }
            Ok(Some(AuthUser { user, session_id: session.id }))
        }
        _ => Err(ApiError::session_invalid()),
    }
}

type AuthFuture<T> = Pin<Box<dyn Future<Output = Result<T, ApiError>>>>;

/// The request's user, looked up once per request however many extractors ask; a dead token
/// is kept as such too.
#[derive(Clone)]
enum Resolved {
    // Boxed: the user row is large and a dead token carries nothing.
    Caller(Option<Box<AuthUser>>),
    DeadToken,
}

fn resolve(req: &HttpRequest) -> AuthFuture<Option<AuthUser>> {
    match req.extensions().get::<Resolved>().cloned() {
        Some(Resolved::Caller(user)) => return Box::pin(async move { Ok(user.map(|u| *u)) }),
        Some(Resolved::DeadToken) => return Box::pin(async { Err(ApiError::session_invalid()) }),
        None => {}
    }
    let ctx = req.app_data::<web::Data<AppContext>>().cloned();
    let token = bearer(req);
    let req = req.clone();
    Box::pin(async move {
        let ctx = ctx.ok_or_else(|| ApiError::internal(anyhow::anyhow!("AppContext missing")))?;
        let found = authenticate(ctx, token).await;
        match &found {
            Ok(user) => req.extensions_mut().insert(Resolved::Caller(user.clone().map(Box::new))),
            Err(e) if e.status() == actix_web::http::StatusCode::UNAUTHORIZED => req.extensions_mut().insert(Resolved::DeadToken),
            Err(_) => None,
        };
        found
    })
}

/// The signed-in caller's id, for middleware that counts per user (rate limits): looked up
/// once, and kept for the handler's own extractor. A guest or a dead token is `None`.
pub async fn caller_id(req: &HttpRequest) -> Option<i64> {
    resolve(req).await.ok().flatten().map(|u| u.id())
}

fn require(req: &HttpRequest, allowed: &'static [Role]) -> AuthFuture<AuthUser> {
    let fut = resolve(req);
    Box::pin(async move {
        let user = fut.await?.ok_or_else(ApiError::unauthenticated)?;
        if allowed.is_empty() || allowed.contains(&user.role()) { Ok(user) } else { Err(ApiError::forbidden()) }
    })
}

macro_rules! role_extractor {
    ($(#[$doc:meta])* $name:ident, $roles:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name(pub AuthUser);

        impl std::ops::Deref for $name {
            type Target = AuthUser;
            fn deref(&self) -> &AuthUser {
                &self.0
            }
        }

        impl FromRequest for $name {
            type Error = ApiError;
            type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

            fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
                let fut = require(req, $roles);
                Box::pin(async move { fut.await.map($name) })
            }
        }
    };
}

role_extractor!(
    /// Any signed-in user.
    SignedIn, &[]
);
role_extractor!(
    /// A signed-in investor (staff may act as one).
    Subscriber, &[Role::Subscriber, Role::Staff]
);
role_extractor!(
    /// A signed-in analyst (staff may act as one).
    Analyst, &[Role::Analyst, Role::Staff]
);
role_extractor!(
    /// A staff member of the advisory firm.
    Staff, &[Role::Staff]
);

/// The user when signed in, `None` for a guest. A dead token is still refused ("1010").
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<AuthUser>);

impl FromRequest for MaybeUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let fut = resolve(req);
        Box::pin(async move { fut.await.map(MaybeUser) })
    }
}
