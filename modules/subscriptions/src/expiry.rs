//! The daily expiry run: reminds subscribers three days before a paid period ends (email in
//! their language and `SubscriptionExpiring`), and ends the periods whose end has passed
//! (`SubscriptionEnded`). Both are conditional updates in batches, so a repeated or overlapping
//! run changes nothing twice; the platform claims each tick once across instances. A period
//! followed by a renewal is not announced as ending: the subscriber keeps the product.

use std::collections::HashSet;

use askama::Template;
use chrono::{DateTime, Duration, Utc};
use platform::entities::users;
use platform::events::{SubscriptionEnded, SubscriptionExpiring};
use platform::mail::SendEmail;
use platform::{AppContext, Lang};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{packages, subscriptions};
use crate::messages::EXPIRING_SUBJECT;

/// How far ahead the reminder goes out.
pub const REMIND_DAYS: i64 = 3;
const BATCH: u64 = 1_000;

#[derive(Template)]
#[template(path = "email/subscription_expiring.html")]
struct ExpiringHtml<'a> {
    lang: &'a str,
    subject: &'a str,
    name: &'a str,
    package: &'a str,
    ends_on: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "email/subscription_expiring.txt")]
struct ExpiringText<'a> {
    lang: &'a str,
    name: &'a str,
    package: &'a str,
    ends_on: &'a str,
    link: &'a str,
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct ExpiryReport {
    pub reminded: usize,
    pub ended: usize,
}

/// The (user, package) pairs among `rows` that have a later period starting at or after the
/// row's end: a renewal already bought.
async fn renewed(ctx: &AppContext, rows: &[subscriptions::Model]) -> Result<HashSet<i64>, DbErr> {
    let users: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
    let later = subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.is_in(users))
        .filter(subscriptions::Column::EndedAt.is_null())
        .all(&ctx.db)
        .await?;
    Ok(rows
        .iter()
        .filter(|r| later.iter().any(|l| l.id != r.id && l.user_id == r.user_id && l.package_id == r.package_id && l.starts_at >= r.ends_at))
        .map(|r| r.id)
        .collect())
}

fn riyadh_date(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Asia::Riyadh).format("%Y-%m-%d").to_string()
}

async fn remind(ctx: &AppContext, row: &subscriptions::Model) -> anyhow::Result<()> {
    let Some(user) = users::Entity::find_by_id(row.user_id).one(&ctx.db).await? else { return Ok(()) };
    let package = packages::Entity::find_by_id(row.package_id).one(&ctx.db).await?;
    let lang = Lang::from_code(&user.language).unwrap_or_default();
    let name = package.map(|p| if lang == Lang::Ar { p.name_ar } else { p.name_en }).unwrap_or_default();
    let subject = EXPIRING_SUBJECT.text(lang);
    let ends_on = riyadh_date(row.ends_at);
    let link = format!("{}/my_subscriptions", ctx.settings.public_url.trim_end_matches('/'));
    let html = ExpiringHtml { lang: lang.code(), subject, name: &user.name, package: &name, ends_on: &ends_on, link: &link }.render()?;
    let text = ExpiringText { lang: lang.code(), name: &user.name, package: &name, ends_on: &ends_on, link: &link }.render()?;
    ctx.queue
        .push(SendEmail { key: format!("subscription-expiring-{}", row.id), to: user.email, subject: subject.to_owned(), html, text })
        .await?;
    ctx.publish(&SubscriptionExpiring { subscription_id: row.id, user_id: row.user_id, product: row.product.clone(), ends_at: row.ends_at })
        .await?;
    Ok(())
}

/// One run at `now`.
pub async fn run_at(ctx: &AppContext, now: DateTime<Utc>) -> anyhow::Result<ExpiryReport> {
    let mut report = ExpiryReport::default();

    // Reminders: paid periods ending within three days, not reminded yet.
    let horizon = now + Duration::days(REMIND_DAYS);
    let mut after = 0_i64;
    loop {
        let rows = subscriptions::Entity::find()
            .filter(subscriptions::Column::Id.gt(after))
            .filter(subscriptions::Column::Source.eq("paid"))
            .filter(subscriptions::Column::RemindedAt.is_null())
            .filter(subscriptions::Column::EndedAt.is_null())
            .filter(subscriptions::Column::EndsAt.gt(now))
            .filter(subscriptions::Column::EndsAt.lte(horizon))
            .order_by_asc(subscriptions::Column::Id)
            .limit(BATCH)
            .all(&ctx.db)
            .await?;
        let Some(last) = rows.last() else { break };
        after = last.id;
        let skip = renewed(ctx, &rows).await?;
        for row in &rows {
            // Claim the reminder first: whoever sets reminded_at sends it.
            let claimed = subscriptions::Entity::update_many()
                .col_expr(subscriptions::Column::RemindedAt, Expr::value(now))
                .filter(subscriptions::Column::Id.eq(row.id))
                .filter(subscriptions::Column::RemindedAt.is_null())
                .exec(&ctx.db)
                .await?
                .rows_affected
                == 1;
            if claimed && !skip.contains(&row.id) {
                remind(ctx, row).await?;
                report.reminded += 1;
            }
        }
    }

    // Endings: every period whose end has passed.
    loop {
        let rows = subscriptions::Entity::find()
            .filter(subscriptions::Column::EndedAt.is_null())
            .filter(subscriptions::Column::EndsAt.lte(now))
            .order_by_asc(subscriptions::Column::Id)
            .limit(BATCH)
            .all(&ctx.db)
            .await?;
        if rows.is_empty() {
            break;
        }
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        subscriptions::Entity::update_many()
            .col_expr(subscriptions::Column::EndedAt, Expr::value(now))
            .filter(subscriptions::Column::Id.is_in(ids))
            .filter(subscriptions::Column::EndedAt.is_null())
            .exec(&ctx.db)
            .await?;
        let continuing = renewed(ctx, &rows).await?;
        for row in rows.iter().filter(|r| !continuing.contains(&r.id)) {
            ctx.publish(&SubscriptionEnded { subscription_id: row.id, user_id: row.user_id, product: row.product.clone() }).await?;
        }
        report.ended += rows.len();
    }
    Ok(report)
}

/// The daily schedule's run.
pub async fn run(ctx: &AppContext) -> anyhow::Result<ExpiryReport> {
    let report = run_at(ctx, Utc::now()).await?;
    tracing::info!(reminded = report.reminded, ended = report.ended, "subscription expiry run");
    Ok(report)
}
