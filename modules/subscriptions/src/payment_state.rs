//! A payment's life: initiated → pending → paid | failed | cancelled, and refunded. A leaf: each
//! move is one conditional update (only from the states it may leave), so a callback and a webhook
//! racing, or a replayed webhook, apply an outcome once; each move is kept with who made it. What
//! follows a move (periods, coupons, invoices) is `settlement`'s.

use chrono::Utc;
use platform::lifecycle::{self, Actor};
use platform::ports::PaymentStatus;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

use crate::entities::{payment_transitions, payments};

/// Keeps one move of a payment.
pub async fn record(
    db: &impl ConnectionTrait,
    payment_id: i64,
    from: Option<PaymentStatus>,
    to: PaymentStatus,
    actor: &Actor,
    detail: &str,
) -> Result<(), DbErr> {
    lifecycle::record::<payment_transitions::Entity>(db, payment_id, from.map(PaymentStatus::as_str), to.as_str(), actor, detail).await
}

/// Moves `payment` from one of `from` to `to`; false when another caller moved it first.
pub(crate) async fn transition(
    db: &impl ConnectionTrait,
    payment: &payments::Model,
    from: &[PaymentStatus],
    to: PaymentStatus,
    failure_reason: Option<&str>,
    actor: &Actor,
    detail: &str,
) -> Result<bool, DbErr> {
    let now = Utc::now();
    let mut update = payments::Entity::update_many()
        .col_expr(payments::Column::Status, Expr::value(to))
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment.id))
        .filter(payments::Column::Status.is_in(from.iter().copied()));
    if to == PaymentStatus::Paid {
        update = update.col_expr(payments::Column::PaidAt, Expr::value(now));
    }
    if let Some(reason) = failure_reason {
        update = update.col_expr(payments::Column::FailureReason, Expr::value(reason));
    }
    let moved = update.exec(db).await?.rows_affected == 1;
    if moved {
        // Counted when the row moves; a transaction rolled back after this over-counts once.
        platform::metrics::payment_outcome(&payment.provider, to.as_str());
        let previous = from.iter().find(|s| **s == payment.status).copied().or(Some(payment.status));
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
            &[PaymentStatus::Initiated],
            PaymentStatus::Pending,
            None,
            &Actor::Provider(payment.provider.clone()),
            "hosted page opened",
        )
        .await?;
    }
    txn.commit().await?;
    Ok(stored)
}
