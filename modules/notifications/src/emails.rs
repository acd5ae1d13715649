//! A notice by email, in the recipient's language, rendered from askama templates as `SendEmail`
//! under a key per notification (a retried job never sends twice).

use std::time::Duration;

use askama::Template;
use platform::mail::SendEmail;
use platform::{AppContext, Lang};

use crate::notice::Notice;

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

/// One recipient of an email.
pub struct Recipient<'a> {
    pub notification_id: i64,
    pub name: &'a str,
    pub email: &'a str,
    pub lang: Lang,
}

/// Renders the email of `notice` for `to`, to leave after `delay` (the throttle).
pub fn render(ctx: &AppContext, notice: &Notice, to: &Recipient<'_>, delay: Duration) -> anyhow::Result<(SendEmail, Duration)> {
    let text = notice.text(to.lang);
    let base = ctx.settings.public_url.trim_end_matches('/');
    let link = notice.link.as_deref().map(|l| format!("{base}{l}"));
    let preferences = format!("{base}/my_profile#notifications");
    let kind_label = notice.kind.label_in(to.lang);
    let lang = to.lang.code();
    let html = NotificationHtml {
        lang,
        subject: &text.title,
        name: to.name,
        title: &text.title,
        body: &text.body,
        link: link.as_deref(),
        kind_label,
        preferences: &preferences,
    }
    .render()?;
    let plain = NotificationText {
        lang,
        name: to.name,
        title: &text.title,
        body: &text.body,
        link: link.as_deref(),
        kind_label,
        preferences: &preferences,
    }
    .render()?;
    let email = SendEmail { key: key(to.notification_id), to: to.email.to_owned(), subject: text.title.clone(), html, text: plain };
    Ok((email, delay))
}

/// The email of notification `id`: sent once, whatever the number of jobs queued for it.
pub fn key(notification_id: i64) -> String {
    format!("notification-{notification_id}")
}
