//! What the API shows of a user.

use platform::auth::Role;
use platform::entities::users;
use serde::Serialize;
use utoipa::ToSchema;

/// The image shown when a user has not uploaded one.
pub const DEFAULT_AVATAR: &str = "/api/avatars/default.svg";

pub fn avatar_url(user: &users::Model) -> String {
    match &user.avatar_path {
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

impl From<&users::Model> for UserView {
    fn from(u: &users::Model) -> Self {
        let role = Role::parse(&u.role);
        Self {
            id: u.id,
            name: u.name.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            language: u.language.clone(),
            avatar: avatar_url(u),
            has_notification: if u.has_notification { "1" } else { "0" },
            is_analyst: role == Role::Analyst,
            email_verified: u.email_verified_at.is_some(),
            role,
        }
    }
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

impl From<&users::Model> for ProfileView {
    fn from(u: &users::Model) -> Self {
        Self {
            name: u.name.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            about: u.about.clone(),
            language: u.language.clone(),
            avatar: avatar_url(u),
            bank_name: u.bank_name.clone(),
            iban: u.iban.clone(),
            account_holder_name: u.account_holder_name.clone(),
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
