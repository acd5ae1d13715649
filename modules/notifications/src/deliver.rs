//! Delivering a notice to a batch of users: one row each (unique per user and source, so a
//! retried batch inserts nothing twice), in the user's notification language, and an email for
//! each row whose kind the user gets by email and whose email was not sent yet (a retried batch
//! sends what a killed run left unsent), spaced out by the email throttle.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use platform::entities::{email_deliveries, users};
use platform::{AppContext, Lang};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::emails::{self, Recipient};
use crate::entities::notifications;
use crate::notice::Notice;
use crate::preferences;
use crate::settings::NotificationSettings;

/// What a batch did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Delivered {
    /// Rows inserted now (a retry finds them there and inserts none).
    pub notified: usize,
    /// Emails queued now.
    pub emailed: usize,
}

/// Delivers `notice` from source `source_key` to `user_ids`. `emails_before` is how many emails
/// this notice already queued in earlier batches: the throttle spaces this batch's after them.
pub async fn to_users(
    ctx: &AppContext,
    settings: &NotificationSettings,
    notice: &Notice,
    source_key: &str,
    user_ids: &[i64],
    emails_before: u64,
) -> anyhow::Result<Delivered> {
    if user_ids.is_empty() {
        return Ok(Delivered::default());
    }
    let people: HashMap<i64, users::Model> = users::Entity::find()
        .filter(users::Column::Id.is_in(user_ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let choices = preferences::for_users(&ctx.db, notice.kind, user_ids).await?;
    let now = Utc::now();
    let mut rows = Vec::with_capacity(people.len());
    for id in user_ids {
        let (Some(person), Some(choice)) = (people.get(id), choices.get(id)) else { continue };
        let choice = choice.effective(notice.kind);
        if !choice.in_app && !choice.email {
            continue;
        }
        let text = notice.text(lang_of(person));
        rows.push(notifications::ActiveModel {
            user_id: Set(person.id),
            kind: Set(notice.kind.id().to_owned()),
            source_key: Set(source_key.to_owned()),
            title: Set(text.title.clone()),
            body: Set(text.body.clone()),
            link: Set(notice.link.clone()),
            in_app: Set(choice.in_app),
            emailed: Set(choice.email),
            read_at: Set(None),
            created_at: Set(now),
            ..Default::default()
        });
    }
    if rows.is_empty() {
        return Ok(Delivered::default());
    }
    // Only the rows this run inserted come back: a retry or a second worker on the same batch
    // gets none of them, so nothing is notified twice.
    let inserted = notifications::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([notifications::Column::UserId, notifications::Column::SourceKey])
        .exec_with_returning_many(&ctx.db)
        .await?;
    let inserted = match inserted {
        sea_orm::TryInsertResult::Inserted(rows) => rows,
        sea_orm::TryInsertResult::Empty | sea_orm::TryInsertResult::Conflicted => Vec::new(),
    };
    // Emails go to every notice of this batch that wants one and has not been sent: those
    // inserted now, and those a run that stopped (a killed worker) inserted before queueing their
    // emails. An email already queued is queued again harmlessly: each is sent once per notice
    // (`SendEmail`'s key), so nobody gets two and nobody is left without one.
    let want_email: Vec<notifications::Model> = notifications::Entity::find()
        .filter(notifications::Column::SourceKey.eq(source_key))
        .filter(notifications::Column::UserId.is_in(user_ids.iter().copied()))
        .filter(notifications::Column::Emailed.eq(true))
        .order_by_asc(notifications::Column::Id)
        .all(&ctx.db)
        .await?;
    let keys: Vec<String> = want_email.iter().map(|r| emails::key(r.id)).collect();
    let sent: HashSet<String> = email_deliveries::Entity::find()
        .filter(email_deliveries::Column::Key.is_in(keys))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|d| d.key)
        .collect();
    let mut emails = Vec::new();
    for row in want_email.iter().filter(|r| !sent.contains(&emails::key(r.id))) {
        let Some(person) = people.get(&row.user_id) else { continue };
        let delay = settings.email_delay(emails_before + emails.len() as u64);
        let to = Recipient { notification_id: row.id, name: &person.name, email: &person.email, lang: lang_of(person) };
        emails.push(emails::render(ctx, notice, &to, delay)?);
    }
    let delivered = Delivered { notified: inserted.len(), emailed: emails.len() };
    ctx.queue.push_many_after(emails).await?;
    Ok(delivered)
}

fn lang_of(user: &users::Model) -> Lang {
    Lang::from_code(&user.language).unwrap_or_default()
}

/// Users of one role above `after`, ascending, at most `limit` (research goes to every investor).
pub async fn users_with_role(ctx: &AppContext, role: &str, after: i64, limit: u64) -> Result<Vec<i64>, sea_orm::DbErr> {
    users::Entity::find()
        .select_only()
        .column(users::Column::Id)
        .filter(users::Column::Role.eq(role))
        .filter(users::Column::Id.gt(after))
        .order_by_asc(users::Column::Id)
        .limit(limit)
        .into_tuple::<i64>()
        .all(&ctx.db)
        .await
}
