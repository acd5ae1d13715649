//! What the API answers.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::entities::{notifications, push_devices};
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
    /// Pushed to the devices the user turned notifications on in.
    pub push: bool,
}

/// One kind's new choice.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferenceChoice {
    pub kind: String,
    pub in_app: bool,
    pub email: bool,
    /// Absent: the stored choice stays (clients from before Web Push send none).
    #[serde(default)]
    pub push: Option<bool>,
}

/// `PUT /api/notification-preferences`: the kinds to change (others keep their choice).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferencesBody {
    pub preferences: Vec<PreferenceChoice>,
}

/// `GET /api/notification-devices`: whether this deployment pushes, the key a browser subscribes
/// with, and the user's devices.
#[derive(Debug, Serialize, ToSchema)]
pub struct PushDevices {
    /// False: this deployment has no VAPID key; nothing is pushed.
    pub enabled: bool,
    /// The VAPID public key (`applicationServerKey`), base64url without padding.
    pub public_key: Option<String>,
    /// Newest first.
    pub devices: Vec<PushDeviceView>,
}

/// One browser the user turned notifications on in.
#[derive(Debug, Serialize, ToSchema)]
pub struct PushDeviceView {
    pub id: i64,
    /// The push address, so a page can tell whether it is this browser.
    pub endpoint: String,
    /// The push service's host (which browser family it is).
    pub service: String,
    pub created_at: DateTime<Utc>,
    pub last_pushed_at: Option<DateTime<Utc>>,
}

impl From<&push_devices::Model> for PushDeviceView {
    fn from(d: &push_devices::Model) -> Self {
        let service = url::Url::parse(&d.endpoint).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_default();
        Self { id: d.id, endpoint: d.endpoint.clone(), service, created_at: d.created_at, last_pushed_at: d.last_pushed_at }
    }
}

/// `POST /api/notification-devices`: a browser's `PushSubscription.toJSON()`. What else browsers
/// put in it (`expirationTime`) is ignored: a subscription that ends is forgotten on its first
/// 404 or 410.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PushDeviceBody {
    pub endpoint: String,
    pub keys: PushKeys,
}

/// The browser's keys for encrypting what is pushed to it (RFC 8291), base64url.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PushKeys {
    pub p256dh: String,
    pub auth: String,
}
