//! `SendPush`: one notification pushed to each of its user's devices. Each device is claimed
//! before its push leaves and marked sent after the push service took it, so a retried job, or
//! two workers on the same job, push it once per device; the `Topic` header lets the push service
//! itself replace a copy still waiting for an offline device. A device the service no longer
//! knows (404, 410) is forgotten.

use std::sync::OnceLock;
use std::time::Duration;

use chrono::Utc;
use platform::entities::users;
use platform::jobs::{Job, JobError};
use platform::{AppContext, Lang};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};
use web_push_native::p256::PublicKey;
use web_push_native::{Auth, WebPushBuilder};

use super::devices;
use super::keys::{self, Vapid};
use crate::entities::{notifications, push_deliveries, push_devices};
use crate::kinds::Kind;
use crate::settings::PushSettings;
use crate::settings_of;

/// A claim older than this without a send belongs to a worker that died mid-push.
const CLAIM_LAPSES_AFTER: chrono::TimeDelta = chrono::TimeDelta::minutes(2);

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendPush {
    pub notification_id: i64,
}

/// What the service worker receives (`web/public/sw-push.js`).
#[derive(Debug, Serialize)]
struct Payload<'a> {
    title: &'a str,
    body: &'a str,
    link: Option<&'a str>,
    lang: &'static str,
    tag: String,
}

enum Outcome {
    Sent,
    /// The push service no longer knows this device.
    Gone,
    /// Refused for good (a payload too large, a key it rejects): retrying would not help.
    Refused(String),
    /// The push service or the network failed for now.
    Later(anyhow::Error),
}

impl Job for SendPush {
    const QUEUE: &'static str = "notifications.push";
    const MAX_ATTEMPTS: usize = 6;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        let settings = settings_of(&ctx)?;
        // Push was turned off since the notice was sent: nothing to sign with.
        let Some(vapid) = Vapid::from_settings(&settings.push, &ctx.settings.mail.from)? else { return Ok(()) };
        let Some(notice) = notifications::Entity::find_by_id(self.notification_id).one(&ctx.db).await? else { return Ok(()) };
        if !notice.pushed {
            return Ok(());
        }
        let lang =
            users::Entity::find_by_id(notice.user_id).one(&ctx.db).await?.and_then(|u| Lang::from_code(&u.language)).unwrap_or_default();
        let payload = serde_json::to_vec(&Payload {
            title: &notice.title,
            body: &notice.body,
            link: notice.link.as_deref(),
            lang: lang.code(),
            tag: format!("notification-{}", notice.id),
        })
        .map_err(anyhow::Error::from)?;
        let urgent = Kind::from_id(&notice.kind) == Some(Kind::AlertFired);
        let mut failed = None;
        for device in devices::mine(&ctx.db, notice.user_id).await? {
            if !claim(&ctx.db, notice.id, device.id).await? {
                continue;
            }
            match push_one(&vapid, &settings.push, &device, &payload, notice.id, urgent).await {
                Outcome::Sent => sent(&ctx.db, notice.id, device.id).await?,
                Outcome::Gone => {
                    tracing::info!(device = device.id, "a push service no longer knows a device: forgotten");
                    devices::forget(&ctx.db, device.id).await?;
                    sent(&ctx.db, notice.id, device.id).await?;
                }
                Outcome::Refused(why) => {
                    tracing::warn!(device = device.id, notification = notice.id, %why, "a push service refused a push");
                    sent(&ctx.db, notice.id, device.id).await?;
                }
                Outcome::Later(error) => {
                    release(&ctx.db, notice.id, device.id).await?;
                    failed = Some(error);
                }
            }
        }
        // A retry pushes to the devices that failed now; the others are marked sent.
        match failed {
            Some(error) => Err(error.context("a push service did not take a push").into()),
            None => Ok(()),
        }
    }
}

async fn push_one(vapid: &Vapid, settings: &PushSettings, device: &push_devices::Model, payload: &[u8], id: i64, urgent: bool) -> Outcome {
    let request = match request(vapid, settings, device, payload) {
        Ok(request) => request,
        Err(e) => return Outcome::Refused(e.to_string()),
    };
    let (parts, body) = request.into_parts();
    let sent = client()
        .post(parts.uri.to_string())
        .headers(parts.headers)
        .header("Topic", format!("n{id}"))
        .header("Urgency", if urgent { "high" } else { "normal" })
        .body(body)
        .send()
        .await;
    match sent {
        Ok(answer) if answer.status().is_success() => Outcome::Sent,
        Ok(answer) if matches!(answer.status().as_u16(), 404 | 410) => Outcome::Gone,
        Ok(answer) if answer.status().as_u16() == 429 || answer.status().is_server_error() => {
            Outcome::Later(anyhow::anyhow!("push service answered {}", answer.status()))
        }
        Ok(answer) => Outcome::Refused(format!("push service answered {}", answer.status())),
        Err(e) => Outcome::Later(e.into()),
    }
}

/// The encrypted, signed request for one device.
fn request(vapid: &Vapid, settings: &PushSettings, device: &push_devices::Model, payload: &[u8]) -> anyhow::Result<http::Request<Vec<u8>>> {
    let endpoint = device.endpoint.parse()?;
    let p256dh = keys::decode(&device.p256dh).ok_or_else(|| anyhow::anyhow!("the device's p256dh is not base64url"))?;
    let auth = keys::decode(&device.auth).filter(|a| a.len() == 16).ok_or_else(|| anyhow::anyhow!("the device's auth is not 16 bytes"))?;
    let ua_public = PublicKey::from_sec1_bytes(&p256dh)?;
    let builder = WebPushBuilder::new(endpoint, ua_public, Auth::clone_from_slice(&auth))
        .with_valid_duration(Duration::from_secs(u64::from(settings.ttl_secs.clamp(60, 24 * 3600))));
    Ok(builder.with_vapid(&vapid.key, &vapid.subject).build(payload.to_vec())?)
}

fn client() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| reqwest::Client::builder().timeout(Duration::from_secs(15)).build().unwrap_or_default())
}

/// Takes this device's push for this worker; false when it was sent or another worker has it.
async fn claim(db: &impl ConnectionTrait, notification_id: i64, device_id: i64) -> Result<bool, DbErr> {
    let now = Utc::now();
    let row = push_deliveries::ActiveModel {
        notification_id: Set(notification_id),
        device_id: Set(device_id),
        claimed_at: Set(now),
        sent_at: Set(None),
    };
    let inserted = push_deliveries::Entity::insert(row).on_conflict_do_nothing().exec_without_returning(db).await?;
    if matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
        return Ok(true);
    }
    // A claim left by a worker that died before its push was sent is taken over, by one worker.
    let retaken = push_deliveries::Entity::update_many()
        .col_expr(push_deliveries::Column::ClaimedAt, now.into())
        .filter(push_deliveries::Column::NotificationId.eq(notification_id))
        .filter(push_deliveries::Column::DeviceId.eq(device_id))
        .filter(push_deliveries::Column::SentAt.is_null())
        .filter(push_deliveries::Column::ClaimedAt.lt(now - CLAIM_LAPSES_AFTER))
        .exec(db)
        .await?;
    Ok(retaken.rows_affected == 1)
}

async fn sent(db: &impl ConnectionTrait, notification_id: i64, device_id: i64) -> Result<(), DbErr> {
    let now = Utc::now();
    push_deliveries::Entity::update_many()
        .col_expr(push_deliveries::Column::SentAt, Some(now).into())
        .filter(push_deliveries::Column::NotificationId.eq(notification_id))
        .filter(push_deliveries::Column::DeviceId.eq(device_id))
        .exec(db)
        .await?;
    push_devices::Entity::update_many()
        .col_expr(push_devices::Column::LastPushedAt, Some(now).into())
        .filter(push_devices::Column::Id.eq(device_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Gives the push back so a retry takes it.
async fn release(db: &impl ConnectionTrait, notification_id: i64, device_id: i64) -> Result<(), DbErr> {
    push_deliveries::Entity::delete_many()
        .filter(push_deliveries::Column::NotificationId.eq(notification_id))
        .filter(push_deliveries::Column::DeviceId.eq(device_id))
        .filter(push_deliveries::Column::SentAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}
