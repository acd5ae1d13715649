//! Authentication: Argon2id passwords, opaque bearer tokens (only their SHA-256 stored) and the
//! extractors handlers name in their signatures to declare who may call them.

mod extractors;
mod password;
mod roles;
mod sessions;
mod token;

pub use extractors::{Analyst, MaybeUser, SignedIn, Staff, Subscriber, caller_id};
pub use password::{PasswordError, hash_password, verify_password};
pub use roles::change_role;
pub use sessions::{create_session, revoke_all_sessions, revoke_other_sessions, revoke_session};
pub use token::{generate_token, hash_token};

use serde::{Deserialize, Serialize};

use crate::entities::users;

/// The roles of the product (spec §6). A guest is a request without a user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Subscriber,
    Analyst,
    Staff,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Subscriber => "subscriber",
            Role::Analyst => "analyst",
            Role::Staff => "staff",
        }
    }

    pub fn parse(s: &str) -> Role {
        match s {
            "analyst" => Role::Analyst,
            "staff" => Role::Staff,
            _ => Role::Subscriber,
        }
    }
}

/// The signed-in user of a request and the session it came through.
#[derive(Debug, Clone)]
pub struct AuthUser {
    pub user: users::Model,
    pub session_id: i64,
}

impl AuthUser {
    pub fn role(&self) -> Role {
        Role::parse(&self.user.role)
    }

    pub fn id(&self) -> i64 {
        self.user.id
    }
}
