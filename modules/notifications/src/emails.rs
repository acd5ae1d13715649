//! A notice by email, in the recipient's language. The delivery queues a few bytes per email
//! (`SendNotificationEmail`: the notification and its language); the job renders the email from
//! the feed's row when it leaves, and sends it as `SendEmail` under a key per notification, so a
//! retried job never sends twice. A delivery of 10,000 alerts so queues 10,000 ids, not 10,000
//! rendered emails.

use askama::Template;
use platform::entities::users;
use platform::jobs::{Job, JobError};
use platform::mail::SendEmail;
use platform::{AppContext, Lang};
use sea_orm::EntityTrait;
use serde::{Deserialize, Serialize};

use crate::entities::notifications;
use crate::kinds::Kind;

#[derive(Template)]
#[template(path = "email/notification.html")]
struct NotificationHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    title: &'a str,
    body: &'a str,
    link: Option<&'a str>,
    kind_label: &'a str,
    preferences: &'a str,
}

#[derive(Template)]
#[template(path = "email/notification.txt")]
struct NotificationText<'a> {
    lang: &'a str,
    name: &'a str,
    title: &'a str,
    body: &'a str,
    link: Option<&'a str>,
    kind_label: &'a str,
    preferences: &'a str,
}

/// Sends notification `notification_id`'s email in `lang` (the language its row was written in).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct SendNotificationEmail {
    pub notification_id: i64,
    pub lang: Lang,
}

impl Job for SendNotificationEmail {
    const QUEUE: &'static str = "notifications.email";
    const MAX_ATTEMPTS: usize = SendEmail::MAX_ATTEMPTS;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        // A notification or account deleted since (personal-data deletion) is not emailed.
        let Some(row) = notifications::Entity::find_by_id(self.notification_id).one(&ctx.db).await? else { return Ok(()) };
        let Some(person) = users::Entity::find_by_id(row.user_id).one(&ctx.db).await? else { return Ok(()) };
        let Some(kind) = Kind::from_id(&row.kind) else {
            tracing::warn!(notification = row.id, kind = %row.kind, "a notification of an unknown kind is not emailed");
            return Ok(());
        };
        render(&ctx, &row, kind, &person, self.lang)?.run(ctx).await
    }
}

/// The email of `row` for its user `to`, in `lang`.
pub fn render(ctx: &AppContext, row: &notifications::Model, kind: Kind, to: &users::Model, lang: Lang) -> anyhow::Result<SendEmail> {
    let base = ctx.settings.public_url.trim_end_matches('/');
    let link = row.link.as_deref().map(|l| format!("{base}{l}"));
    let preferences = format!("{base}/my_profile#notifications");
    let kind_label = kind.label_in(lang);
    let code = lang.code();
    let html = NotificationHtml {
        lang: code,
        subject: &row.title,
        name: &to.name,
        title: &row.title,
        body: &row.body,
        link: link.as_deref(),
        kind_label,
        preferences: &preferences,
    }
    .render()?;
    let plain = NotificationText {
        lang: code,
        name: &to.name,
        title: &row.title,
        body: &row.body,
        link: link.as_deref(),
        kind_label,
        preferences: &preferences,
    }
    .render()?;
    Ok(SendEmail { key: key(row.id), to: to.email.clone(), subject: row.title.clone(), html, text: plain })
}

/// The email of notification `id`: sent once, whatever the number of jobs queued for it.
pub fn key(notification_id: i64) -> String {
    format!("notification-{notification_id}")
}
