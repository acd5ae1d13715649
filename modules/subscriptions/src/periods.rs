//! What a paid payment buys: its period of the package, starting when the running one of the same
//! package ends (a renewal extends it), and the free reports that come with a plan.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};

use crate::catalogue::{bonus_reports_days, products};
use crate::entities::subscriptions::{self, SubscriptionSource};
use crate::entities::{packages, payments};

/// A period of `package` for the payment's buyer, `days` long from `starts`.
pub(crate) fn period(
    payment: &payments::Model,
    package: &packages::Model,
    source: SubscriptionSource,
    starts: DateTime<Utc>,
    days: i32,
) -> subscriptions::ActiveModel {
    let paid = source == SubscriptionSource::Paid;
    subscriptions::ActiveModel {
        user_id: Set(payment.user_id),
        package_id: Set(package.id),
        plan_id: Set(paid.then_some(payment.plan_id)),
        payment_id: Set(Some(payment.id)),
        product: Set(package.product.clone()),
        product_ref: Set(package.product_ref),
        grants: Set(package.grants.clone()),
        source: Set(source),
        starts_at: Set(starts),
        ends_at: Set(starts + Duration::days(i64::from(days))),
        ended_at: Set(None),
        reminded_at: Set(None),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
}

/// When a new period of the same package for this user starts: at the end of the one running
/// (a renewal extends it), otherwise now.
async fn next_start(
    db: &impl ConnectionTrait,
    user_id: i64,
    package_id: i64,
    source: SubscriptionSource,
    now: DateTime<Utc>,
) -> Result<DateTime<Utc>, DbErr> {
    let latest = subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.eq(user_id))
        .filter(subscriptions::Column::PackageId.eq(package_id))
        .filter(subscriptions::Column::Source.eq(source))
        // A period ended early (refunded, upgraded) no longer holds the place.
        .filter(subscriptions::Column::EndedAt.is_null())
        .filter(subscriptions::Column::EndsAt.gt(now))
        .order_by_desc(subscriptions::Column::EndsAt)
        .one(db)
        .await?;
    Ok(latest.map_or(now, |s| s.ends_at.max(now)))
}

/// Starts the subscription a paid payment bought, and the free reports that come with it.
pub(crate) async fn start_subscriptions(db: &impl ConnectionTrait, payment: &payments::Model) -> Result<Vec<subscriptions::Model>, DbErr> {
    let now = Utc::now();
    let package = packages::Entity::find_by_id(payment.package_id).one(db).await?.ok_or_else(|| DbErr::RecordNotFound("package".into()))?;
    // A one-off package (stock analysis) is a purchase of its own: it lasts a year to be used.
    let days = payment.duration_days.unwrap_or(365);
    let starts = next_start(db, payment.user_id, package.id, SubscriptionSource::Paid, now).await?;
    let main = period(payment, &package, SubscriptionSource::Paid, starts, days).insert(db).await?;
    crate::upgrade::end_replaced(db, payment, now).await?;

    let includes_reports = package.grants.split(',').any(|g| g.trim() == "reports");
    // Free reports come only with money paid, and only within the period bought (DECISIONS 16).
    let bonus_days = if payment.duration_days.is_some() && !includes_reports && payment.total_halalas > 0 {
        bonus_reports_days(&payment.plan_type)
    } else {
        0
    };
    let reports = if bonus_days > 0 {
        packages::Entity::find()
            .filter(packages::Column::Product.eq(products::REPORTS))
            .filter(packages::Column::Active.eq(true))
            .order_by_asc(packages::Column::Sort)
            .one(db)
            .await?
    } else {
        None
    };
    let mut started = vec![main];
    if let Some(reports) = reports {
        // With the period it came with: a renewal's free reports start when the renewal does.
        let starts = next_start(db, payment.user_id, reports.id, SubscriptionSource::Bonus, now).await?.max(started[0].starts_at);
        let ends = (starts + chrono::Duration::days(i64::from(bonus_days))).min(started[0].ends_at);
        if ends > starts {
            let mut bonus = period(payment, &reports, SubscriptionSource::Bonus, starts, bonus_days);
            bonus.ends_at = Set(ends);
            started.push(bonus.insert(db).await?);
        }
    }
    Ok(started)
}
