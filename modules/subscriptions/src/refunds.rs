//! Staff refunds, whole or partial, once per payment and with a reason. The refund is reserved on
//! the payment first (a conditional update: two staff refunding at once refund once), then the
//! provider gives the money back; when it cannot, the reservation is taken back and nothing
//! changed. A whole refund moves the payment paid → refunded and ends the periods it bought now;
//! a partial one leaves them running. Either way one `PaymentRefunded` is staged with the change
//! (its notice names what was refunded), and the refund is documented by a credit note for its
//! amount against the payment's invoice. A refund the provider reports (made in its dashboard)
//! settles as a whole one, unless staff refunded part of the payment already (that is the one).

use chrono::{DateTime, Utc};
use platform::events::{PaymentRefunded, SubscriptionEnded};
use platform::lifecycle::Actor;
use platform::ports::PaymentStatus;
use platform::{ApiError, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{payments, subscriptions};
use crate::invoices::credit_notes;
use crate::messages::{ALREADY_REFUNDED, NOT_REFUNDABLE, PROVIDER_UNAVAILABLE, REFUND_AMOUNT_INVALID, REFUND_REFUSED};
use crate::payment_state::{record, transition};
use crate::providers::ProviderError;
use crate::providers::Providers;

/// What staff asked to give back.
pub struct RefundRequest<'a> {
    /// None: the whole payment.
    pub amount_halalas: Option<i64>,
    pub reason: &'a str,
}

pub async fn refund(
    ctx: &AppContext,
    providers: &Providers,
    payment_id: i64,
    staff_id: i64,
    request: RefundRequest<'_>,
) -> Result<payments::Model, ApiError> {
    let payment = payments::Entity::find_by_id(payment_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if payment.status != PaymentStatus::Paid {
        return Err(ApiError::conflict(NOT_REFUNDABLE));
    }
    if payment.refunded_halalas > 0 {
        return Err(ApiError::conflict(ALREADY_REFUNDED));
    }
    let amount = request.amount_halalas.unwrap_or(payment.total_halalas);
    if !(1..=payment.total_halalas).contains(&amount) {
        return Err(ApiError::field("amount_halalas", REFUND_AMOUNT_INVALID));
    }
    let provider = providers.by_id(&payment.provider).ok_or_else(|| ApiError::conflict(REFUND_REFUSED))?;
    let reference = payment.provider_ref.clone().ok_or_else(|| ApiError::conflict(REFUND_REFUSED))?;
    if !reserve(&ctx.db, &payment, amount, request.reason).await? {
        return Err(ApiError::conflict(ALREADY_REFUNDED));
    }
    if let Err(e) = provider.refund(&reference, amount).await {
        release(&ctx.db, &payment).await?;
        return Err(match e {
            ProviderError::Declined(why) | ProviderError::Unknown(why) => {
                tracing::warn!(payment = payment.id, why, "the provider refused a refund");
                ApiError::conflict(REFUND_REFUSED)
            }
            e => {
                tracing::warn!(payment = payment.id, error = %e, "the provider could not be reached for a refund");
                ApiError::new(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, PROVIDER_UNAVAILABLE)
            }
        });
    }
    let actor = Actor::Staff(staff_id);
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    if amount == payment.total_halalas {
        if transition(&txn, &payment, &[PaymentStatus::Paid], PaymentStatus::Refunded, None, &actor, "refunded by staff").await? {
            settle(ctx, &txn, &payment, Utc::now()).await?;
        }
    } else {
        record(&txn, payment.id, Some(PaymentStatus::Paid), PaymentStatus::Paid, &actor, "partly refunded by staff").await?;
        stage_refunded(ctx, &txn, &payment, amount, true).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    let now = payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    credit_notes::issue_after_refund(ctx, &now, credit_notes::reason::REFUNDED_BY_STAFF).await;
    Ok(now)
}

/// Marks `amount` of `payment` refunded with `reason`, while it is paid and nothing of it was
/// refunded; false when another refund came first.
async fn reserve(db: &impl ConnectionTrait, payment: &payments::Model, amount: i64, reason: &str) -> Result<bool, DbErr> {
    let now = Utc::now();
    let reserved = payments::Entity::update_many()
        .col_expr(payments::Column::RefundedHalalas, Expr::value(amount))
        .col_expr(payments::Column::RefundReason, Expr::value(reason.to_owned()))
        .col_expr(payments::Column::RefundedAt, Expr::value(now))
        .col_expr(payments::Column::UpdatedAt, Expr::value(now))
        .filter(payments::Column::Id.eq(payment.id))
        .filter(payments::Column::Status.eq(PaymentStatus::Paid))
        .filter(payments::Column::RefundedHalalas.eq(0))
        .exec(db)
        .await?;
    Ok(reserved.rows_affected == 1)
}

/// Takes back a reservation the provider did not honour.
async fn release(db: &impl ConnectionTrait, payment: &payments::Model) -> Result<(), DbErr> {
    payments::Entity::update_many()
        .col_expr(payments::Column::RefundedHalalas, Expr::value(0))
        .col_expr(payments::Column::RefundReason, Expr::value(Option::<String>::None))
        .col_expr(payments::Column::RefundedAt, Expr::value(Option::<DateTime<Utc>>::None))
        .filter(payments::Column::Id.eq(payment.id))
        .filter(payments::Column::Status.eq(PaymentStatus::Paid))
        .exec(db)
        .await?;
    Ok(())
}

async fn stage_refunded(
    ctx: &AppContext,
    txn: &impl ConnectionTrait,
    payment: &payments::Model,
    amount: i64,
    partial: bool,
) -> Result<(), DbErr> {
    let name = crate::catalogue::names_of(txn, [payment.package_id]).await?.remove(&payment.package_id).unwrap_or_default();
    let refunded = PaymentRefunded {
        payment_id: payment.id,
        user_id: payment.user_id,
        amount_halalas: amount,
        partial,
        product: payment.product.clone(),
        name,
    };
    ctx.stage_events(txn, &[refunded]).await
}

/// What follows a payment that has just moved to refunded (by staff here, or reported by the
/// provider): all of it counts as refunded, the periods it bought end now, and the events are
/// staged in `txn`.
pub async fn settle(ctx: &AppContext, txn: &impl ConnectionTrait, payment: &payments::Model, now: DateTime<Utc>) -> Result<(), DbErr> {
    payments::Entity::update_many()
        .col_expr(payments::Column::RefundedHalalas, Expr::value(payment.total_halalas))
        .col_expr(payments::Column::RefundedAt, Expr::value(payment.refunded_at.unwrap_or(now)))
        .filter(payments::Column::Id.eq(payment.id))
        .exec(txn)
        .await?;
    let running = subscriptions::Entity::find()
        .filter(subscriptions::Column::PaymentId.eq(payment.id))
        .filter(subscriptions::Column::EndedAt.is_null())
        .all(txn)
        .await?;
    subscriptions::Entity::update_many()
        .col_expr(subscriptions::Column::EndedAt, Expr::value(now))
        .filter(subscriptions::Column::PaymentId.eq(payment.id))
        .filter(subscriptions::Column::EndedAt.is_null())
        .exec(txn)
        .await?;
    stage_refunded(ctx, txn, payment, payment.total_halalas, false).await?;
    let names = crate::catalogue::names_of(txn, running.iter().map(|s| s.package_id)).await?;
    let ended: Vec<SubscriptionEnded> = running
        .into_iter()
        .map(|s| SubscriptionEnded {
            name: names.get(&s.package_id).cloned().unwrap_or_default(),
            subscription_id: s.id,
            user_id: s.user_id,
            product: s.product,
            refunded: true,
        })
        .collect();
    ctx.stage_events(txn, &ended).await
}
