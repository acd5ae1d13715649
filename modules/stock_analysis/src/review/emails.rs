//! The review's emails, in each reader's language: the client's delivery, the analyst's reminder
//! at 48 hours and staff's escalation at 66. Each is queued once per request and reader.

use askama::Template;
use platform::entities::users;
use platform::i18n::arabic_count;
use platform::mail::SendEmail;
use platform::ports::MarketData;
use platform::{AppContext, Lang};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{request_stocks, requests};
use crate::messages::{DELIVERED_SUBJECT, ESCALATION_SUBJECT, REMINDER_SUBJECT};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    Delivered,
    Reminder,
    Escalation,
}

impl Notice {
    fn kind(self) -> &'static str {
        match self {
            Notice::Delivered => "delivered",
            Notice::Reminder => "reminder",
            Notice::Escalation => "escalation",
        }
    }

    fn subject(self) -> platform::Message {
        match self {
            Notice::Delivered => DELIVERED_SUBJECT,
            Notice::Reminder => REMINDER_SUBJECT,
            Notice::Escalation => ESCALATION_SUBJECT,
        }
    }

    fn path(self) -> &'static str {
        match self {
            Notice::Delivered => "/analysis/my-documents",
            Notice::Reminder | Notice::Escalation => "/analysis/reviews",
        }
    }
}

#[derive(Template)]
#[template(path = "email/analysis_notice.html")]
struct NoticeHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    kind: &'a str,
    request_id: i64,
    stocks: &'a str,
    hours_left: i64,
    /// The hours left in Arabic, agreeing with their number («ساعتين», «24 ساعة»).
    hours_left_ar: &'a str,
    analyst: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "email/analysis_notice.txt")]
struct NoticeText<'a> {
    lang: &'a str,
    name: &'a str,
    kind: &'a str,
    request_id: i64,
    stocks: &'a str,
    hours_left: i64,
    /// The hours left in Arabic, agreeing with their number («ساعتين», «24 ساعة»).
    hours_left_ar: &'a str,
    analyst: &'a str,
    link: &'a str,
}

/// Who an email goes to.
pub struct Recipient {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub lang: Lang,
}

impl Recipient {
    pub fn of_user(user: users::Model) -> Self {
        Self { id: user.id, lang: Lang::from_code(&user.language).unwrap_or_default(), name: user.name, email: user.email }
    }

    /// The client, at the name, address and language of their request.
    pub fn client_of(request: &requests::Model) -> Self {
        Self {
            id: request.user_id,
            name: request.full_name.clone(),
            email: request.email.clone(),
            lang: Lang::from_code(&request.lang).unwrap_or_default(),
        }
    }
}

/// Every staff member, for escalations (and reminders of unassigned requests).
pub async fn staff(ctx: &AppContext) -> anyhow::Result<Vec<Recipient>> {
    let rows = users::Entity::find()
        .filter(users::Column::Role.eq(platform::auth::Role::Staff.as_str()))
        .order_by_asc(users::Column::Id)
        .all(&ctx.db)
        .await?;
    Ok(rows.into_iter().map(Recipient::of_user).collect())
}

/// The request's stocks by symbol, for the email's text.
async fn symbols(ctx: &AppContext, request_id: i64) -> anyhow::Result<String> {
    let ids: Vec<i64> = request_stocks::Entity::find()
        .filter(request_stocks::Column::RequestId.eq(request_id))
        .order_by_asc(request_stocks::Column::Id)
        .all(&ctx.db)
        .await?
        .iter()
        .map(|s| s.stock_id)
        .collect();
    let stocks = ctx.required_port::<dyn MarketData>().map_err(|e| anyhow::anyhow!("{e}"))?.stocks(&ids).await?;
    Ok(ids.iter().filter_map(|id| stocks.get(id)).map(|s| s.symbol.as_str()).collect::<Vec<_>>().join(", "))
}

/// Queues `notice` about `request` to each of `to`; `hours_left` until due, `analyst` its reviewer's name.
pub async fn send(
    ctx: &AppContext,
    notice: Notice,
    request: &requests::Model,
    to: &[Recipient],
    hours_left: i64,
    analyst: &str,
) -> anyhow::Result<()> {
    let stocks = symbols(ctx, request.id).await?;
    let link = format!("{}{}", ctx.settings.public_url.trim_end_matches('/'), notice.path());
    let hours_left_ar = arabic_count(hours_left.unsigned_abs(), ["أقل من ساعة", "ساعة واحدة", "ساعتين", "{} ساعات", "{} ساعة", "{} ساعة"]);
    for r in to {
        let subject = notice.subject().text(r.lang);
        let (lang, kind) = (r.lang.code(), notice.kind());
        let html = NoticeHtml {
            lang,
            subject,
            name: &r.name,
            kind,
            request_id: request.id,
            stocks: &stocks,
            hours_left,
            hours_left_ar: &hours_left_ar,
            analyst,
            link: &link,
        }
        .render()?;
        let text = NoticeText {
            lang,
            name: &r.name,
            kind,
            request_id: request.id,
            stocks: &stocks,
            hours_left,
            hours_left_ar: &hours_left_ar,
            analyst,
            link: &link,
        }
        .render()?;
        let key = format!("stock-analysis-{}-{kind}-{}", request.id, r.id);
        ctx.queue.push(SendEmail { key, to: r.email.clone(), subject: subject.to_owned(), html, text }).await?;
    }
    Ok(())
}
