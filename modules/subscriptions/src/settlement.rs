//! Settling a payment's outcome: the coordinator above the state machine. What the provider says
//! became of a payment moves it (`payment_state`), and in the same transaction a capture starts
//! what it bought (`periods`), a failure gives the coupon back, a refund the provider reports ends
//! the periods (`refunds`), and the events are staged; after the commit the invoice or the credit
//! note is issued (`invoices`).

use chrono::Utc;
use platform::AppContext;
use platform::events::{PaymentCaptured, PaymentFailed, SubscriptionStarted};
use platform::lifecycle::Actor;
use platform::ports::PaymentStatus;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter};

use crate::coupons;
use crate::entities::payments;
use crate::payment_state::transition;
use crate::periods::start_subscriptions;
use crate::providers::Outcome;

/// Applies what the provider says became of a payment. Returns the payment as it now stands;
/// an outcome already applied (a replay, the second of a callback/webhook race) changes nothing.
pub async fn apply_outcome(
    ctx: &AppContext,
    payment: &payments::Model,
    outcome: &crate::providers::Outcome,
    actor: &Actor,
) -> Result<payments::Model, DbErr> {
    let db = &ctx.db;
    let txn = platform::write_txn::begin_write(db).await?;
    let mut started = Vec::new();
    let mut failed = false;
    match outcome {
        Outcome::Pending => {}
        Outcome::Paid => {
            if transition(&txn, payment, &PaymentStatus::OPEN, PaymentStatus::Paid, None, actor, "captured").await? {
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
            failed = transition(&txn, payment, &PaymentStatus::OPEN, PaymentStatus::Failed, Some(reason), actor, reason).await?;
        }
        Outcome::Cancelled => {
            failed = transition(
                &txn,
                payment,
                &PaymentStatus::OPEN,
                PaymentStatus::Cancelled,
                Some("cancelled"),
                actor,
                "cancelled by the buyer",
            )
            .await?;
        }
        // After a partial refund by staff a gateway may call the payment refunded: that is the
        // same refund (a payment is refunded once), not the rest of it.
        Outcome::Refunded if payment.refunded_halalas > 0 => {}
        Outcome::Refunded => {
            if transition(&txn, payment, &[PaymentStatus::Paid], PaymentStatus::Refunded, None, actor, "refunded at the provider").await? {
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
        && now.status == PaymentStatus::Paid
        && let Err(e) = crate::invoices::issue(ctx, &now).await
    {
        tracing::error!(error = %e, payment = now.id, "could not issue the invoice");
    }
    // A refund the provider reported is documented by a credit note, once (a replay finds it).
    if matches!(outcome, Outcome::Refunded) && now.status == PaymentStatus::Refunded {
        crate::invoices::credit_notes::issue_after_refund(ctx, &now, crate::invoices::credit_notes::reason::REFUNDED_AT_PROVIDER).await;
    }
    Ok(now)
}
