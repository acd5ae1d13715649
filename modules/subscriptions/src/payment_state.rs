//! A payment's life: initiated → pending → paid | failed | cancelled, and refunded by staff.
//! Each move is one conditional update (only from the states it may leave), so a callback and a
//! webhook racing, or a replayed webhook, apply an outcome once; each move is kept with who made
//! it. Capturing a payment starts its subscription in the same transaction.

use chrono::{DateTime, Duration, Utc};
use platform::AppContext;
use platform::events::{PaymentCaptured, PaymentFailed, SubscriptionStarted};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
};

use crate::catalogue::{bonus_reports_days, products};
use crate::coupons;
use crate::entities::{packages, payment_transitions, payments, subscriptions};

pub mod status {
    pub const INITIATED: &str = "initiated";
    pub const PENDING: &str = "pending";
    pub const PAID: &str = "paid";
    pub const FAILED: &str = "failed";
    pub const CANCELLED: &str = "cancelled";
    pub const REFUNDED: &str = "refunded";
    /// States a payment can still leave for an outcome.
    pub const OPEN: [&str; 2] = [INITIATED, PENDING];
}

/// Keeps one transition.
pub async fn record(
    db: &impl ConnectionTrait,
    payment_id: i64,
    from: Option<&str>,
    to: &str,
    actor: &str,
    detail: &str,
) -> Result<(), DbErr> {
    payment_transitions::ActiveModel {
        payment_id: Set(payment_id),
        from_status: Set(from.map(str::to_owned)),
        to_status: Set(to.to_owned()),
        actor: Set(actor.to_owned()),
        detail: Set(detail.to_owned()),
        at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Moves `payment` from one of `from` to `to`; false when another caller moved it first.
pub(crate) async fn transition(
    db: &impl ConnectionTrait,
    payment: &payments::Model,
    from: &[&str],
    to: &str,
    failure_reason: Option<&str>,
    actor: &str,
    detail: &str,
) -> Result<bool, DbErr> {
    let now = Utc::now();
    let mut update = payments::Entity::update_many()
        .col_expr(payments::Column::Status, Expr::value(to))
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment.id))
        .filter(payments::Column::Status.is_in(from.iter().copied()));
    if to == status::PAID {
        update = update.col_expr(payments::Column::PaidAt, Expr::value(now));
    }
    if let Some(reason) = failure_reason {
        update = update.col_expr(payments::Column::FailureReason, Expr::value(reason));
    }
    let moved = update.exec(db).await?.rows_affected == 1;
    if moved {
        // Counted when the row moves; a transaction rolled back after this over-counts once.
        platform::metrics::payment_outcome(&payment.provider, to);
        let previous = from.iter().find(|s| **s == payment.status).copied().or(Some(payment.status.as_str()));
        record(db, payment.id, previous, to, actor, detail).await?;
    }
    Ok(moved)
}

/// The hosted page is open: initiated → pending. Only the first page stored counts (two requests
/// opening one payment's page at once); answers whether it was this one.
pub async fn mark_pending(
    db: &DatabaseConnection,
    payment: &payments::Model,
    provider_ref: &str,
    redirect_url: &str,
) -> Result<bool, DbErr> {
    let txn = platform::write_txn::begin_write(db).await?;
    let stored = payments::Entity::update_many()
        .col_expr(payments::Column::ProviderRef, Expr::value(provider_ref))
        .col_expr(payments::Column::RedirectUrl, Expr::value(redirect_url))
        .filter(payments::Column::Id.eq(payment.id))
        .filter(payments::Column::ProviderRef.is_null())
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if stored {
        transition(
            &txn,
            payment,
            &[status::INITIATED],
            status::PENDING,
            None,
            &format!("provider:{}", payment.provider),
            "hosted page opened",
        )
        .await?;
    }
    txn.commit().await?;
    Ok(stored)
}

/// A period of `package` for the payment's buyer, `days` long from `starts`.
pub(crate) fn period(
    payment: &payments::Model,
    package: &packages::Model,
    source: &str,
    starts: DateTime<Utc>,
    days: i32,
) -> subscriptions::ActiveModel {
    let paid = source == "paid";
    subscriptions::ActiveModel {
        user_id: Set(payment.user_id),
        package_id: Set(package.id),
        plan_id: Set(paid.then_some(payment.plan_id)),
        payment_id: Set(Some(payment.id)),
        product: Set(package.product.clone()),
        product_ref: Set(package.product_ref),
        grants: Set(package.grants.clone()),
        source: Set(source.to_owned()),
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
    source: &str,
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
async fn start_subscriptions(db: &impl ConnectionTrait, payment: &payments::Model) -> Result<Vec<subscriptions::Model>, DbErr> {
    let now = Utc::now();
    let package = packages::Entity::find_by_id(payment.package_id).one(db).await?.ok_or_else(|| DbErr::RecordNotFound("package".into()))?;
    // A one-off package (stock analysis) is a purchase of its own: it lasts a year to be used.
    let days = payment.duration_days.unwrap_or(365);
    let starts = next_start(db, payment.user_id, package.id, "paid", now).await?;
    let main = period(payment, &package, "paid", starts, days).insert(db).await?;
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
        let starts = next_start(db, payment.user_id, reports.id, "bonus", now).await?.max(started[0].starts_at);
        let ends = (starts + chrono::Duration::days(i64::from(bonus_days))).min(started[0].ends_at);
        if ends > starts {
            let mut bonus = period(payment, &reports, "bonus", starts, bonus_days);
            bonus.ends_at = Set(ends);
            started.push(bonus.insert(db).await?);
        }
    }
    Ok(started)
}

/// Applies what the provider says became of a payment. Returns the payment as it now stands;
/// an outcome already applied (a replay, the second of a callback/webhook race) changes nothing.
pub async fn apply_outcome(
    ctx: &AppContext,
    payment: &payments::Model,
    outcome: &crate::providers::Outcome,
    actor: &str,
) -> Result<payments::Model, DbErr> {
    use crate::providers::Outcome;
    let db = &ctx.db;
    let txn = platform::write_txn::begin_write(db).await?;
    let mut started = Vec::new();
    let mut failed = false;
    match outcome {
        Outcome::Pending => {}
        Outcome::Paid => {
            if transition(&txn, payment, &status::OPEN, status::PAID, None, actor, "captured").await? {
                started = start_subscriptions(&txn, payment).await?;
                if let Some(main) = started.first() {
                    payments::Entity::update_many()
                        .col_expr(payments::Column::SubscriptionId, Expr::value(main.id))
                        .filter(payments::Column::Id.eq(payment.id))
                        .exec(&txn)
                        .await?;
                }
            }
        }
        Outcome::Failed(reason) => {
            failed = transition(&txn, payment, &status::OPEN, status::FAILED, Some(reason), actor, reason).await?;
        }
        Outcome::Cancelled => {
            failed =
                transition(&txn, payment, &status::OPEN, status::CANCELLED, Some("cancelled"), actor, "cancelled by the buyer").await?;
        }
        // After a partial refund by staff a gateway may call the payment refunded: that is the
        // same refund (a payment is refunded once), not the rest of it.
        Outcome::Refunded if payment.refunded_halalas > 0 => {}
        Outcome::Refunded => {
            if transition(&txn, payment, &[status::PAID], status::REFUNDED, None, actor, "refunded at the provider").await? {
                crate::refunds::settle(ctx, &txn, payment, Utc::now()).await?;
            }
        }
    }
    if failed && let Some(coupon_id) = payment.coupon_id {
        coupons::release(&txn, coupon_id, payment.user_id).await?;
    }
    // The events are stored with the facts: subscribers hear of exactly what was committed.
    let names = crate::catalogue::names_of(&txn, [payment.package_id].into_iter().chain(started.iter().map(|s| s.package_id))).await?;
    let name_of = |package_id: i64| names.get(&package_id).cloned().unwrap_or_default();
    if !started.is_empty() {
        let captured = PaymentCaptured {
            payment_id: payment.id,
            user_id: payment.user_id,
            amount_halalas: payment.total_halalas,
            vat_halalas: payment.vat_halalas,
            product: payment.product.clone(),
            name: name_of(payment.package_id),
        };
        ctx.stage_events(&txn, &[captured]).await?;
        let periods: Vec<SubscriptionStarted> = started
            .iter()
            .map(|s| SubscriptionStarted {
                subscription_id: s.id,
                user_id: s.user_id,
                product: s.product.clone(),
                ends_at: s.ends_at,
                name: name_of(s.package_id),
            })
            .collect();
        ctx.stage_events(&txn, &periods).await?;
    }
    if failed {
        ctx.stage_events(
            &txn,
            &[PaymentFailed {
                payment_id: payment.id,
                user_id: payment.user_id,
                product: payment.product.clone(),
                name: name_of(payment.package_id),
            }],
        )
        .await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;

    let now = payments::Entity::find_by_id(payment.id).one(db).await?.ok_or_else(|| DbErr::RecordNotFound("payment".into()))?;
    // Invoices (subscriptions::invoices): a paid payment gets its simplified tax invoice, once
    // (a replayed capture finds it; one that failed before is issued now). Failing to issue it
    // is logged: the payment stands.
    if matches!(outcome, Outcome::Paid)
        && now.status == status::PAID
        && let Err(e) = crate::invoices::issue(ctx, &now).await
    {
        tracing::error!(error = %e, payment = now.id, "could not issue the invoice");
    }
    // A refund the provider reported is documented by a credit note, once (a replay finds it).
    if matches!(outcome, Outcome::Refunded) && now.status == status::REFUNDED {
        crate::invoices::credit_notes::issue_after_refund(ctx, &now, crate::invoices::credit_notes::reason::REFUNDED_AT_PROVIDER).await;
    }
    Ok(now)
}
