//! Delivering notices to users in batches: one row per user and source (unique, so a retried
//! batch inserts nothing twice), in the user's notification language; an email for each row whose
//! kind the user gets by email and whose email was not sent yet (a retried batch sends what a
//! killed run left unsent), spaced out by the email throttle; and a push for each row whose kind
//! the user has pushed to the devices they turned notifications on in. A batch costs the same
//! few queries whether it is one notice to 500 people or 500 users' own alerts.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use chrono::Utc;
use platform::entities::{email_deliveries, users};
use platform::{AppContext, Lang};
use sea_orm::{ColumnTrait, EntityTrait, ExprTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::emails::{self, SendNotificationEmail};
use crate::entities::notifications;
use crate::notice::Notice;
use crate::preferences;
use crate::push::{SendPush, devices};
use crate::settings::NotificationSettings;

/// What a batch did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Delivered {
    /// Rows inserted now (a retry finds them there and inserts none).
    pub notified: usize,
    /// Emails queued now.
    pub emailed: usize,
    /// Push jobs queued now (one per notification, for all the user's devices).
    pub pushed: usize,
}

/// One notice for one user, from one source (the event's delivery, or the alert's trigger).
#[derive(Debug, Clone, Copy)]
pub struct Addressed<'a> {
    pub notice: &'a Notice,
    pub source_key: &'a str,
    pub user_id: i64,
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
    let batch: Vec<Addressed<'_>> = user_ids.iter().map(|&user_id| Addressed { notice, source_key, user_id }).collect();
    each(ctx, settings, &batch, emails_before).await
}

/// Delivers each notice of `batch` to its user.
pub async fn each(
    ctx: &AppContext,
    settings: &NotificationSettings,
    batch: &[Addressed<'_>],
    emails_before: u64,
) -> anyhow::Result<Delivered> {
    if batch.is_empty() {
        return Ok(Delivered::default());
    }
    let mut user_ids: Vec<i64> = batch.iter().map(|a| a.user_id).collect();
    user_ids.sort_unstable();
    user_ids.dedup();
    let mut kinds: Vec<_> = batch.iter().map(|a| a.notice.kind).collect();
    kinds.sort_by_key(|k| k.id());
    kinds.dedup();
    let people: HashMap<i64, users::Model> = users::Entity::find()
        .filter(users::Column::Id.is_in(user_ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let choices = preferences::for_users_of_kinds(&ctx.db, &kinds, &user_ids).await?;
    // Only users with a device are pushed to, and only when this deployment can sign a push.
    let with_devices = if settings.push.vapid_private_key.is_some() && choices.values().any(|c| c.push) {
        devices::users_with_devices(&ctx.db, &user_ids).await?
    } else {
        HashSet::new()
    };
    let now = Utc::now();
    let mut rows = Vec::with_capacity(batch.len());
    for a in batch {
        let (Some(person), Some(choice)) = (people.get(&a.user_id), choices.get(&(a.user_id, a.notice.kind))) else { continue };
        let choice = choice.effective(a.notice.kind);
        let pushed = choice.push && with_devices.contains(&a.user_id);
        if !choice.in_app && !choice.email && !pushed {
            continue;
        }
        let text = a.notice.text(lang_of(person));
        rows.push(notifications::ActiveModel {
            user_id: Set(person.id),
            kind: Set(a.notice.kind.id().to_owned()),
            source_key: Set(a.source_key.to_owned()),
            title: Set(text.title.clone()),
            body: Set(text.body.clone()),
            link: Set(a.notice.link.clone()),
            in_app: Set(choice.in_app),
            emailed: Set(choice.email),
            pushed: Set(pushed),
            read_at: Set(None),
            created_at: Set(now),
            ..Default::default()
        });
    }
    if rows.is_empty() {
        return Ok(Delivered::default());
    }
    let wanted = rows.len();
    // Only the rows this run inserted come back: a retry or a second worker on the same batch
    // gets none of them, so nothing is notified twice.
    let inserted = notifications::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([notifications::Column::UserId, notifications::Column::SourceKey])
        .exec_with_returning_many(&ctx.db)
        .await?;
    let fresh: Vec<notifications::Model> = match inserted {
        sea_orm::TryInsertResult::Inserted(rows) => rows,
        sea_orm::TryInsertResult::Empty | sea_orm::TryInsertResult::Conflicted => Vec::new(),
    };
    let notified = fresh.len();
    // A retried batch finds rows a killed run stored: their emails and pushes may still be owed.
    // When this run inserted every row there are none, and nothing more is read.
    let earlier = if notified < wanted { stored_before(ctx, batch, &user_ids, &fresh).await? } else { Vec::new() };
    let already_emailed = emails_sent(ctx, &earlier).await?;
    let mut owed: Vec<&notifications::Model> = fresh.iter().chain(&earlier).filter(|r| r.emailed || r.pushed).collect();
    owed.sort_by_key(|r| r.id);
    let mut emails = Vec::new();
    for row in owed.iter().filter(|r| r.emailed && !already_emailed.contains(&r.id)) {
        let Some(person) = people.get(&row.user_id) else { continue };
        let delay = settings.email_delay(emails_before + emails.len() as u64);
        // The row was written in the user's language: the email's frame says the same.
        emails.push((SendNotificationEmail { notification_id: row.id, lang: lang_of(person) }, delay));
    }
    // A push job pushes each device once however often it is queued (see `push::send`).
    let pushes: Vec<(SendPush, Duration)> =
        owed.iter().filter(|r| r.pushed).map(|r| (SendPush { notification_id: r.id }, Duration::ZERO)).collect();
    let delivered = Delivered { notified, emailed: emails.len(), pushed: pushes.len() };
    ctx.queue.push_many_after(emails).await?;
    ctx.queue.push_many_after(pushes).await?;
    Ok(delivered)
}

/// The batch's rows stored by an earlier run (not in `fresh`) that want an email or a push.
async fn stored_before(
    ctx: &AppContext,
    batch: &[Addressed<'_>],
    user_ids: &[i64],
    fresh: &[notifications::Model],
) -> Result<Vec<notifications::Model>, sea_orm::DbErr> {
    let wanted: HashSet<(i64, &str)> = batch.iter().map(|a| (a.user_id, a.source_key)).collect();
    let inserted: HashSet<i64> = fresh.iter().map(|r| r.id).collect();
    let mut sources: Vec<&str> = batch.iter().map(|a| a.source_key).collect();
    sources.sort_unstable();
    sources.dedup();
    Ok(notifications::Entity::find()
        .filter(notifications::Column::SourceKey.is_in(sources.iter().copied()))
        .filter(notifications::Column::UserId.is_in(user_ids.iter().copied()))
        .filter(notifications::Column::Emailed.eq(true).or(notifications::Column::Pushed.eq(true)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .filter(|r| !inserted.contains(&r.id) && wanted.contains(&(r.user_id, r.source_key.as_str())))
        .collect())
}

/// Which of `rows` already had their email sent (a row inserted now cannot have).
async fn emails_sent(ctx: &AppContext, rows: &[notifications::Model]) -> Result<HashSet<i64>, sea_orm::DbErr> {
    let keys: HashMap<String, i64> = rows.iter().filter(|r| r.emailed).map(|r| (emails::key(r.id), r.id)).collect();
    if keys.is_empty() {
        return Ok(HashSet::new());
    }
    Ok(email_deliveries::Entity::find()
        .filter(email_deliveries::Column::Key.is_in(keys.keys().cloned()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .filter_map(|d| keys.get(&d.key).copied())
        .collect())
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
