//! What the API shows of a user.

use platform::auth::Role;
use platform::entities::users;
use platform::{ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::profiles;

/// The image shown when a user has not uploaded one.
pub const DEFAULT_AVATAR: &str = "/api/avatars/default.svg";

pub fn avatar_url(profile: &profiles::Model) -> String {
    match &profile.avatar_key {
        Some(key) => format!("/api/avatars/{}", key.trim_start_matches("avatars/")),
        None => DEFAULT_AVATAR.to_owned(),
    }
}

/// `GET /api/user`.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserView {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub language: String,
    pub avatar: String,
    /// '1' when there are unread notifications, else '0' (the web app compares strings).
    pub has_notification: &'static str,
    pub is_analyst: bool,
    pub email_verified: bool,
    pub role: Role,
}

impl UserView {
    /// The user as the header shows them: their picture from accounts, the unread flag from the
    /// notifications module.
    pub async fn of(ctx: &AppContext, u: &users::Model) -> ApiResult<Self> {
        let profile = profiles::of_user(&ctx.db, u.id).await?;
        let unread = ctx.has_unread_notifications(u.id).await?;
        let role = Role::parse(&u.role);
        Ok(Self {
            id: u.id,
            name: u.name.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            language: u.language.clone(),
            avatar: avatar_url(&profile),
            has_notification: if unread { "1" } else { "0" },
            is_analyst: role == Role::Analyst,
            email_verified: u.email_verified_at.is_some(),
            role,
        })
    }
}

/// `POST /api/register`: the same for every address, known or not; the email says what happened.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignupView {
    /// Where the code went (as the address was written, normalised).
    pub email: String,
    pub message: String,
}

/// A new session: the token (shown once) and the user.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionView {
    pub token: String,
    pub user: UserView,
}

/// `GET /api/profile`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileView {
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub about: Option<String>,
    pub language: String,
    pub avatar: String,
    pub bank_name: Option<String>,
    pub iban: Option<String>,
    pub account_holder_name: Option<String>,
    pub is_analyst: bool,
}

impl ProfileView {
    pub fn new(u: &users::Model, profile: &profiles::Model) -> Self {
        Self {
            name: u.name.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            about: profile.about.clone(),
            language: u.language.clone(),
            avatar: avatar_url(profile),
            bank_name: profile.bank_name.clone(),
            iban: profile.iban.clone(),
            account_holder_name: profile.account_holder_name.clone(),
            is_analyst: Role::parse(&u.role) == Role::Analyst,
        }
    }
}

/// A confirmation the user reads.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageView {
    pub message: String,
}

impl MessageView {
    pub fn of(m: platform::Message) -> Self {
        Self { message: m.localized().to_owned() }
    }
}
