//! The accounts emails, rendered from askama templates (HTML + text, Arabic and English) and
//! handed to the queue as `SendEmail` jobs.

use askama::Template;
use platform::entities::users;
use platform::i18n::arabic_count;
use platform::mail::SendEmail;
use platform::{AppContext, Lang};

use crate::messages;

#[derive(Template)]
#[template(path = "email/verify_email.html")]
struct VerifyEmailHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    code: &'a str,
    link: &'a str,
    hours: i64,
    /// The hours in Arabic, agreeing with their number («ساعتين», «24 ساعة»).
    hours_ar: &'a str,
}

#[derive(Template)]
#[template(path = "email/verify_email.txt")]
struct VerifyEmailText<'a> {
    lang: &'a str,
    name: &'a str,
    code: &'a str,
    link: &'a str,
    hours: i64,
    /// The hours in Arabic, agreeing with their number («ساعتين», «24 ساعة»).
    hours_ar: &'a str,
}

#[derive(Template)]
#[template(path = "email/reset_password.html")]
struct ResetPasswordHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    link: &'a str,
    minutes: i64,
    /// The minutes in Arabic, agreeing with their number («دقيقتين», «60 دقيقة»).
    minutes_ar: &'a str,
}

#[derive(Template)]
#[template(path = "email/reset_password.txt")]
struct ResetPasswordText<'a> {
    lang: &'a str,
    name: &'a str,
    link: &'a str,
    minutes: i64,
    /// The minutes in Arabic, agreeing with their number («دقيقتين», «60 دقيقة»).
    minutes_ar: &'a str,
}

fn user_lang(user: &users::Model) -> Lang {
    Lang::from_code(&user.language).unwrap_or_default()
}

fn encode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// Whom an accounts email goes to: a user, or a sign-up that is not a user yet.
pub struct Recipient<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub lang: Lang,
}

impl<'a> Recipient<'a> {
    pub fn user(user: &'a users::Model) -> Self {
        Recipient { email: &user.email, name: &user.name, lang: user_lang(user) }
    }
}

/// Queues the verification code email; `key` identifies this code so retries send once.
pub async fn send_verification(ctx: &AppContext, to: Recipient<'_>, code: &str, key: String) -> anyhow::Result<()> {
    let lang = to.lang;
    let subject = messages::VERIFY_SUBJECT.text(lang);
    let link = format!("{}/register_confirm?email={}&code={}", ctx.settings.public_url.trim_end_matches('/'), encode(to.email), code);
    let hours = ctx.settings.auth.email_code_ttl_minutes / 60;
    let hours_ar = arabic_count(hours.unsigned_abs(), ["أقل من ساعة", "ساعة واحدة", "ساعتين", "{} ساعات", "{} ساعة", "{} ساعة"]);
    let html = VerifyEmailHtml { lang: lang.code(), subject, name: to.name, code, link: &link, hours, hours_ar: &hours_ar }.render()?;
    let text = VerifyEmailText { lang: lang.code(), name: to.name, code, link: &link, hours, hours_ar: &hours_ar }.render()?;
    ctx.queue.push(SendEmail { key, to: to.email.to_owned(), subject: subject.to_owned(), html, text }).await?;
    Ok(())
}

#[derive(Template)]
#[template(path = "email/account_exists.html")]
struct AccountExistsHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    login: &'a str,
    reset: &'a str,
}

#[derive(Template)]
#[template(path = "email/account_exists.txt")]
struct AccountExistsText<'a> {
    lang: &'a str,
    name: &'a str,
    login: &'a str,
    reset: &'a str,
}

/// Queues the answer to a sign-up with an address that already has an account: the owner learns
/// that someone tried, and where to sign in or reset the password. The sign-up itself answers
/// as any other, so it tells nobody else whether the address is known.
pub async fn send_account_exists(ctx: &AppContext, user: &users::Model, key: String) -> anyhow::Result<()> {
    let lang = user_lang(user);
    let subject = messages::ACCOUNT_EXISTS_SUBJECT.text(lang);
    let base = ctx.settings.public_url.trim_end_matches('/');
    let login = format!("{base}/login");
    let reset = format!("{base}/forgot_password");
    let html = AccountExistsHtml { lang: lang.code(), subject, name: &user.name, login: &login, reset: &reset }.render()?;
    let text = AccountExistsText { lang: lang.code(), name: &user.name, login: &login, reset: &reset }.render()?;
    ctx.queue.push(SendEmail { key, to: user.email.clone(), subject: subject.to_owned(), html, text }).await?;
    Ok(())
}

/// Queues the password-reset email with its single-use link.
pub async fn send_password_reset(ctx: &AppContext, user: &users::Model, token: &str, key: String) -> anyhow::Result<()> {
    let lang = user_lang(user);
    let subject = messages::RESET_SUBJECT.text(lang);
    let link = format!("{}/reset_password?token={}&email={}", ctx.settings.public_url.trim_end_matches('/'), token, encode(&user.email));
    let minutes = ctx.settings.auth.password_reset_ttl_minutes;
    let minutes_ar = arabic_count(minutes.unsigned_abs(), ["أقل من دقيقة", "دقيقة واحدة", "دقيقتين", "{} دقائق", "{} دقيقة", "{} دقيقة"]);
    let html =
        ResetPasswordHtml { lang: lang.code(), subject, name: &user.name, link: &link, minutes, minutes_ar: &minutes_ar }.render()?;
    let text = ResetPasswordText { lang: lang.code(), name: &user.name, link: &link, minutes, minutes_ar: &minutes_ar }.render()?;
    ctx.queue.push(SendEmail { key, to: user.email.clone(), subject: subject.to_owned(), html, text }).await?;
    Ok(())
}
