//! Staff refunds: the provider gives the money back first; then the payment moves paid →
//! refunded (kept with the staff member's id), the periods it bought end now, a held coupon
//! redemption is not given back (it was used), and `PaymentRefunded` / `SubscriptionEnded` are
//! staged with the change. A refund the provider reports (made in its dashboard) settles alike.
//! Once committed, the refund is documented by a credit note against the payment's invoice.

use chrono::{DateTime, Utc};
use platform::events::{PaymentRefunded, SubscriptionEnded};
use platform::{ApiError, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::checkout::Providers;
use crate::entities::{payments, subscriptions};
use crate::invoices::credit_notes;
use crate::messages::{NOT_REFUNDABLE, PROVIDER_UNAVAILABLE, REFUND_REFUSED};
use crate::payment_state::{status, transition};
use crate::providers::ProviderError;

pub async fn refund(ctx: &AppContext, providers: &Providers, payment_id: i64, staff_id: i64) -> Result<payments::Model, ApiError> {
    let payment = payments::Entity::find_by_id(payment_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if payment.status != status::PAID {
        return Err(ApiError::conflict(NOT_REFUNDABLE));
    }
    let provider = providers.by_id(&payment.provider).ok_or_else(|| ApiError::conflict(REFUND_REFUSED))?;
    let reference = payment.provider_ref.as_deref().ok_or_else(|| ApiError::conflict(REFUND_REFUSED))?;
    match provider.refund(reference, payment.total_halalas).await {
        Ok(()) => {}
        Err(ProviderError::Declined(why) | ProviderError::Unknown(why)) => {
            tracing::warn!(payment = payment.id, why, "the provider refused a refund");
            return Err(ApiError::conflict(REFUND_REFUSED));
        }
        Err(e) => {
            tracing::warn!(payment = payment.id, error = %e, "the provider could not be reached for a refund");
            return Err(ApiError::new(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, PROVIDER_UNAVAILABLE));
        }
    }
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    if transition(&txn, &payment, &[status::PAID], status::REFUNDED, None, &format!("staff:{staff_id}"), "refunded by staff").await? {
        settle(ctx, &txn, &payment, Utc::now()).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    let now = payments::Entity::find_by_id(payment.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    if now.status == status::REFUNDED {
        credit_notes::issue_after_refund(ctx, &now, credit_notes::reason::REFUNDED_BY_STAFF).await;
    }
    Ok(now)
}

/// What follows a payment that has just moved to refunded (by staff here, or reported by the
/// provider): the periods it bought end now, and the events are staged in `txn`.
pub async fn settle(ctx: &AppContext, txn: &impl ConnectionTrait, payment: &payments::Model, now: DateTime<Utc>) -> Result<(), DbErr> {
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
    let refunded = PaymentRefunded { payment_id: payment.id, user_id: payment.user_id, amount_halalas: payment.total_halalas };
    ctx.stage_events(txn, &[refunded]).await?;
    let names = crate::catalogue::names_of(txn, running.iter().map(|s| s.package_id)).await?;
    let ended: Vec<SubscriptionEnded> = running
        .into_iter()
        .map(|s| SubscriptionEnded { name: names.get(&s.package_id).cloned().unwrap_or_default(), subscription_id: s.id, user_id: s.user_id, product: s.product })
        .collect();
    ctx.stage_events(txn, &ended).await
}
