//! What the API answers.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::notifications;
use crate::kinds::Kind;

/// One notification of the feed.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationView {
    pub id: i64,
    /// Which kind it is (the key of its preference).
    pub kind: String,
    /// In the user's notification language when it was sent.
    pub title: String,
    pub body: String,
    /// A route of the web app it leads to.
    pub link: Option<String>,
    pub read: bool,
    pub created_at: DateTime<Utc>,
}

impl From<&notifications::Model> for NotificationView {
    fn from(n: &notifications::Model) -> Self {
        Self {
            id: n.id,
            kind: n.kind.clone(),
            title: n.title.clone(),
            body: n.body.clone(),
            link: n.link.clone(),
            read: n.read_at.is_some(),
            created_at: n.created_at,
        }
    }
}

/// How many notifications a "mark all read" marked.
#[derive(Debug, Serialize, ToSchema)]
pub struct MarkedRead {
    pub marked: u64,
}

/// One kind's choice, as the profile shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct PreferenceView {
    pub kind: Kind,
    /// The kind's name in the request's language.
    pub label: String,
    pub in_app: bool,
    pub email: bool,
    /// The module the fact belongs to sends this email as part of its service: it cannot be
    /// turned off here (`email` is then always true).
    pub email_always: bool,
}

/// One kind's new choice.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferenceChoice {
    pub kind: String,
    pub in_app: bool,
    pub email: bool,
}

/// `PUT /api/notification-preferences`: the kinds to change (others keep their choice).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferencesBody {
    pub preferences: Vec<PreferenceChoice>,
}
