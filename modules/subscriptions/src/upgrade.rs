//! Upgrades: buying a package that gives everything a running paid package gives (and more)
//! starts it at once, and what remains of the lower one is credited pro rata against the price;
//! the lower one ends when the new one is paid. Renewing the same package is not an upgrade: it
//! starts where the running period ends.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::catalogue::{grants_of, products};
use crate::entities::{packages, payments, subscriptions};
use crate::money::unused_share;

/// The credit for buying `package` now, and the subscriptions it upgrades.
pub async fn credit(
    db: &impl ConnectionTrait,
    user_id: i64,
    package: &packages::Model,
    now: DateTime<Utc>,
) -> Result<(i64, Vec<i64>), DbErr> {
    let upgradable = [products::PLATFORM, products::REPORTS];
    let wanted = grants_of(&package.grants);
    if !upgradable.contains(&package.product.as_str()) || wanted.is_empty() {
        return Ok((0, Vec::new()));
    }
    let running = subscriptions::Entity::find()
        .filter(subscriptions::Column::UserId.eq(user_id))
        .filter(subscriptions::Column::Source.eq(subscriptions::SubscriptionSource::Paid))
        .filter(subscriptions::Column::EndedAt.is_null())
        .filter(subscriptions::Column::StartsAt.lte(now))
        .filter(subscriptions::Column::EndsAt.gt(now))
        .filter(subscriptions::Column::PackageId.ne(package.id))
        .filter(subscriptions::Column::Product.is_in(upgradable))
        .all(db)
        .await?;
    let lower: Vec<&subscriptions::Model> = running
        .iter()
        .filter(|s| {
            let has = grants_of(&s.grants);
            !has.is_empty() && has.iter().all(|g| wanted.contains(g)) && has.len() < wanted.len()
        })
        .collect();
    let paid = payments::Entity::find().filter(payments::Column::Id.is_in(lower.iter().filter_map(|s| s.payment_id))).all(db).await?;
    let mut total = 0;
    for s in &lower {
        let Some(payment) = paid.iter().find(|p| Some(p.id) == s.payment_id) else { continue };
        let whole = (s.ends_at - s.starts_at).num_seconds();
        let left = (s.ends_at - now).num_seconds();
        total += unused_share(payment.total_halalas, whole, left);
    }
    Ok((total, lower.iter().map(|s| s.id).collect()))
}

/// Ends the subscriptions an upgrade replaced, once it is paid.
pub async fn end_replaced(db: &impl ConnectionTrait, payment: &payments::Model, now: DateTime<Utc>) -> Result<Vec<i64>, DbErr> {
    let ids: Vec<i64> = payment.replaces.as_deref().unwrap_or_default().split(',').filter_map(|id| id.trim().parse().ok()).collect();
    if ids.is_empty() {
        return Ok(ids);
    }
    subscriptions::Entity::update_many()
        .col_expr(subscriptions::Column::EndedAt, sea_orm::sea_query::Expr::value(now))
        .filter(subscriptions::Column::Id.is_in(ids.clone()))
        .filter(subscriptions::Column::UserId.eq(payment.user_id))
        .filter(subscriptions::Column::EndedAt.is_null())
        .exec(db)
        .await?;
    Ok(ids)
}
