//! The daily expiry run: reminds subscribers three days before a paid period ends (email in
//! their language and `SubscriptionExpiring`), and ends the periods whose end has passed
//! (`SubscriptionEnded`). Both are conditional updates in batches, each staging its events in the
//! same transaction, so a repeated or overlapping run changes nothing twice; the platform claims
//! each tick once across instances. A period followed by a renewal is not announced as ending:
//! the subscriber keeps the product.

use std::collections::{HashMap, HashSet};

use askama::Template;
use chrono::{DateTime, Duration, Utc};
use platform::entities::users;
use platform::events::{SubscriptionEnded, SubscriptionExpiring};
use platform::mail::SendEmail;
use platform::{AppContext, Lang};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Statement};

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

/// The rows among `rows` followed by a later period of the same package for the same user
/// (a renewal already bought): one query for the batch.
async fn renewed(db: &impl ConnectionTrait, rows: &[subscriptions::Model]) -> Result<HashSet<i64>, DbErr> {
    if rows.is_empty() {
        return Ok(HashSet::new());
    }
    let ids = rows.iter().map(|r| r.id.to_string()).collect::<Vec<_>>().join(",");
    let sql = format!(
        "SELECT s.id FROM subscriptions_subscriptions s WHERE s.id IN ({ids}) AND EXISTS (\
         SELECT 1 FROM subscriptions_subscriptions l WHERE l.user_id = s.user_id AND l.package_id = s.package_id \
         AND l.id <> s.id AND l.ended_at IS NULL AND l.starts_at >= s.ends_at)"
    );
    let found = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql)).await?;
    found.iter().map(|row| row.try_get_by_index::<i64>(0)).collect()
}

fn riyadh_date(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Asia::Riyadh).format("%Y-%m-%d").to_string()
}

async fn remind(
    ctx: &AppContext,
    row: &subscriptions::Model,
    user: &users::Model,
    package: Option<&packages::Model>,
) -> anyhow::Result<()> {
    let lang = Lang::from_code(&user.language).unwrap_or_default();
    let name = package.map(|p| if lang == Lang::Ar { p.name_ar.clone() } else { p.name_en.clone() }).unwrap_or_default();
    let subject = EXPIRING_SUBJECT.text(lang);
    let ends_on = riyadh_date(row.ends_at);
    let link = format!("{}/my_subscriptions", ctx.settings.public_url.trim_end_matches('/'));
    let html = ExpiringHtml { lang: lang.code(), subject, name: &user.name, package: &name, ends_on: &ends_on, link: &link }.render()?;
    let text = ExpiringText { lang: lang.code(), name: &user.name, package: &name, ends_on: &ends_on, link: &link }.render()?;
    ctx.queue
        .push(SendEmail {
            key: format!("subscription-expiring-{}", row.id),
            to: user.email.clone(),
            subject: subject.to_owned(),
            html,
            text,
        })
        .await?;
    Ok(())
}

/// One run at `now`.
pub async fn run_at(ctx: &AppContext, now: DateTime<Utc>) -> anyhow::Result<ExpiryReport> {
    let mut report = ExpiryReport::default();

    // Reminders: paid periods ending within three days, not reminded yet. A purchase made once
    // (a stock analysis) is not renewed, so nobody is asked to renew it.
    let horizon = now + Duration::days(REMIND_DAYS);
    // Claimed rows leave the filter, so each round reads the next ones.
    loop {
        let rows = subscriptions::Entity::find()
            .filter(subscriptions::Column::Source.eq(subscriptions::SubscriptionSource::Paid))
            .filter(subscriptions::Column::Product.ne(crate::catalogue::products::STOCK_ANALYSIS))
            .filter(subscriptions::Column::RemindedAt.is_null())
            .filter(subscriptions::Column::EndedAt.is_null())
            .filter(subscriptions::Column::EndsAt.gt(now))
            .filter(subscriptions::Column::EndsAt.lte(horizon))
            .order_by_asc(subscriptions::Column::EndsAt)
            .limit(BATCH)
            .all(&ctx.db)
            .await?;
        if rows.is_empty() {
            break;
        }
        // Claim the batch first: whoever sets reminded_at sends the reminders; the events are
        // stored with the claim.
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        let claimed = subscriptions::Entity::update_many()
            .col_expr(subscriptions::Column::RemindedAt, Expr::value(now))
            .filter(subscriptions::Column::Id.is_in(ids))
            .filter(subscriptions::Column::RemindedAt.is_null())
            .exec_with_returning(&txn)
            .await?;
        let skip = renewed(&txn, &claimed).await?;
        let due: Vec<&subscriptions::Model> = claimed.iter().filter(|r| !skip.contains(&r.id)).collect();
        let names = crate::catalogue::names_of(&txn, due.iter().map(|r| r.package_id)).await?;
        let expiring: Vec<SubscriptionExpiring> = due
            .iter()
            .map(|r| SubscriptionExpiring {
                subscription_id: r.id,
                user_id: r.user_id,
                product: r.product.clone(),
                ends_at: r.ends_at,
                name: names.get(&r.package_id).cloned().unwrap_or_default(),
            })
            .collect();
        ctx.stage_events(&txn, &expiring).await?;
        txn.commit().await?;
        ctx.relay_events().await;
        let people: HashMap<i64, users::Model> = users::Entity::find()
            .filter(users::Column::Id.is_in(due.iter().map(|r| r.user_id)))
            .all(&ctx.db)
            .await?
            .into_iter()
            .map(|u| (u.id, u))
            .collect();
        let names: HashMap<i64, packages::Model> = packages::Entity::find()
            .filter(packages::Column::Id.is_in(due.iter().map(|r| r.package_id)))
            .all(&ctx.db)
            .await?
            .into_iter()
            .map(|p| (p.id, p))
            .collect();
        for row in due {
            if let Some(user) = people.get(&row.user_id) {
                remind(ctx, row, user, names.get(&row.package_id)).await?;
                report.reminded += 1;
            }
        }
    }

    // Endings: every period whose end has passed.
    loop {
        let rows = subscriptions::Entity::find()
            .filter(subscriptions::Column::EndedAt.is_null())
            .filter(subscriptions::Column::EndsAt.lte(now))
            .order_by_asc(subscriptions::Column::EndsAt)
            .limit(BATCH)
            .all(&ctx.db)
            .await?;
        if rows.is_empty() {
            break;
        }
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        let ended = subscriptions::Entity::update_many()
            .col_expr(subscriptions::Column::EndedAt, Expr::value(now))
            .filter(subscriptions::Column::Id.is_in(ids))
            .filter(subscriptions::Column::EndedAt.is_null())
            .exec_with_returning(&txn)
            .await?;
        let continuing = renewed(&txn, &ended).await?;
        let names = crate::catalogue::names_of(&txn, ended.iter().map(|r| r.package_id)).await?;
        let events: Vec<SubscriptionEnded> = ended
            .iter()
            .filter(|r| !continuing.contains(&r.id))
            .map(|r| SubscriptionEnded {
                subscription_id: r.id,
                user_id: r.user_id,
                product: r.product.clone(),
                name: names.get(&r.package_id).cloned().unwrap_or_default(),
                refunded: false,
            })
            .collect();
        ctx.stage_events(&txn, &events).await?;
        txn.commit().await?;
        ctx.relay_events().await;
        report.ended += ended.len();
    }
    Ok(report)
}

/// The daily schedule's run.
pub async fn run(ctx: &AppContext) -> anyhow::Result<ExpiryReport> {
    let report = run_at(ctx, Utc::now()).await?;
    tracing::info!(reminded = report.reminded, ended = report.ended, "subscription expiry run");
    Ok(report)
}
