//! A typed code checked against an address: what every code check (confirming a sign-up or an
//! older account's address) passes first.

use actix_web::HttpRequest;
use platform::throttle::{self, Limit, client_ip};
use platform::validation::{Validator, normalize_email};
use platform::{ApiError, ApiResult, AppContext, messages};

/// An address and the code typed for it, both given, within the guessing limits: per address,
/// and four times that per client address. Guessing codes is throttled like passwords.
pub struct CodeGuess {
    pub email: String,
    pub code: String,
    key: String,
    ip_key: String,
}

impl CodeGuess {
    pub async fn take(req: &HttpRequest, ctx: &AppContext, email: Option<&str>, code: Option<&str>) -> ApiResult<Self> {
        let mut v = Validator::new();
        let email = v.required("email", email).map(normalize_email);
        let code = typed_code(code);
        v.check("code", code.is_some(), messages::CODE_REQUIRED);
        v.finish()?;
        let (Some(email), Some(code)) = (email, code) else { return Err(ApiError::field("code", messages::CODE_REQUIRED)) };
        let limit = Limit { attempts: ctx.settings.auth.login_attempts, window_secs: ctx.settings.auth.login_window_secs };
        let key = format!("verify:{email}");
        throttle::take(&ctx.db, &key, limit).await?;
        let ip_key = format!("verify-ip:{}", client_ip(req, ctx.settings.auth.trust_forwarded_for));
        throttle::take(&ctx.db, &ip_key, Limit { attempts: limit.attempts * 4, ..limit }).await?;
        Ok(Self { email, code, key, ip_key })
    }

    /// The code was right: the address's count starts again, and the client gets its try back.
    pub async fn succeeded(&self, ctx: &AppContext) -> ApiResult<()> {
        throttle::clear(&ctx.db, &self.key).await?;
        throttle::give_back(&ctx.db, &self.ip_key).await?;
        Ok(())
    }
}

/// The code as typed: Arabic-Indic digits read as ASCII, spaces dropped; None when empty.
fn typed_code(typed: Option<&str>) -> Option<String> {
    typed
        .map(|c| c.chars().map(platform::validation::arabic_digit_to_ascii).filter(|c| !c.is_whitespace()).collect::<String>())
        .filter(|c| !c.is_empty())
}
