//! The applicant hears of the decision by email, in their language: approved, or rejected with
//! the reason. Rendered from askama templates and queued as `SendEmail` (once per decision).

use askama::Template;
use platform::entities::users;
use platform::mail::SendEmail;
use platform::{AppContext, Lang};
use sea_orm::EntityTrait;

use crate::entities::applications;
use crate::messages::{APPROVED_SUBJECT, REJECTED_SUBJECT};
use crate::review::ApplicationState;

#[derive(Template)]
#[template(path = "email/analyst_decision.html")]
struct DecisionHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    approved: bool,
    reason: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "email/analyst_decision.txt")]
struct DecisionText<'a> {
    lang: &'a str,
    name: &'a str,
    approved: bool,
    reason: &'a str,
    link: &'a str,
}

/// Queues the decision email of a decided application.
pub async fn send_decision(ctx: &AppContext, application: &applications::Model) -> anyhow::Result<()> {
    let Some(user) = users::Entity::find_by_id(application.user_id).one(&ctx.db).await? else { return Ok(()) };
    let lang = Lang::from_code(&user.language).unwrap_or_default();
    let approved = application.state == ApplicationState::Approved;
    let subject = if approved { APPROVED_SUBJECT } else { REJECTED_SUBJECT }.text(lang);
    let reason = application.rejection_reason.as_deref().unwrap_or_default();
    let base = ctx.settings.public_url.trim_end_matches('/');
    let link = if approved { format!("{base}/") } else { format!("{base}/analysts/join") };
    let name = application.display_name.as_str();
    let html = DecisionHtml { lang: lang.code(), subject, name, approved, reason, link: &link }.render()?;
    let text = DecisionText { lang: lang.code(), name, approved, reason, link: &link }.render()?;
    let key = format!("analyst-application-{}-{}", application.id, application.state);
    ctx.queue.push(SendEmail { key, to: user.email, subject: subject.to_owned(), html, text }).await?;
    Ok(())
}
