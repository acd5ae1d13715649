//! The events this module listens to: each becomes a notice for its audience. The delivery id
//! is the notice's source, so a redelivered event notifies no one twice.

use std::future::Future;

use platform::AppContext;
use platform::events::{
    AlertsFired, AlertsRebased, AnalysisDelivered, AnalystApproved, DividendCredited, Event, KycDecided, ListReinstated, ListWithdrawn,
    OpinionCorrected, OpinionPublished, OpinionReinstated, OpinionResolved, OpinionWithdrawn, OrderFilled, PaymentCaptured, PaymentFailed,
    PaymentRefunded, PayoutTransferred, RatingPublished, RatingSold, ResearchPublished, SubscriptionEnded, SubscriptionExpiring,
    SubscriptionStarted,
};
use platform::jobs::{JobError, JobRegistry};

use crate::compose;
use crate::deliver;
use crate::fanout;
use crate::notice::{Audience, Notice};
use crate::settings_of;

async fn send(ctx: AppContext, delivery: uuid::Uuid, composed: (Notice, Audience)) -> Result<(), JobError> {
    let (notice, audience) = composed;
    fanout::start(&ctx, notice, audience, delivery.to_string()).await?;
    Ok(())
}

/// Delivers notices each addressed to one user (their own alerts) in one batch.
async fn to_owners(ctx: &AppContext, notices: &[((Notice, Audience), String)]) -> Result<(), JobError> {
    let batch: Vec<deliver::Addressed<'_>> = notices
        .iter()
        .filter_map(|((notice, audience), source_key)| match audience {
            Audience::User { user_id } => Some(deliver::Addressed { notice, source_key, user_id: *user_id }),
            Audience::ListSubscribers { .. } | Audience::Investors => None,
        })
        .collect();
    deliver::each(ctx, &settings_of(ctx)?, &batch, 0).await?;
    Ok(())
}

/// Subscribes `compose` (a plain function of the event) to `E`.
fn on<E: Event>(registry: &mut JobRegistry, name: &'static str, compose: fn(&E) -> (Notice, Audience)) {
    registry.on::<E, _, _>(name, move |event, delivery, ctx| send(ctx, delivery, compose(&event)));
}

/// Subscribes a composer that reads names through the ports.
fn on_async<E, F, Fut>(registry: &mut JobRegistry, name: &'static str, compose: F)
where
    E: Event,
    F: Fn(AppContext, E) -> Fut + Send + Sync + Copy + 'static,
    Fut: Future<Output = Result<(Notice, Audience), platform::ports::PortError>> + Send + 'static,
{
    registry.on::<E, _, _>(name, move |event, delivery, ctx| async move {
        let composed = compose(ctx.clone(), event).await?;
        send(ctx, delivery, composed).await
    });
}

pub fn all(registry: &mut JobRegistry) {
    // Each fired alert is its own notice to its owner, from its own source (the alert and its
    // trigger), so a redelivered batch notifies no one twice; the event's firings (up to 500) are
    // delivered as one batch.
    registry.on::<AlertsFired, _, _>("notifications.alerts_fired", |event, _delivery, ctx| async move {
        let notices: Vec<_> =
            event.firings.iter().map(|f| (compose::alert_fired(f), format!("alert:{}:{}", f.alert_id, f.trigger_key))).collect();
        to_owners(&ctx, &notices).await
    });
    registry.on::<AlertsRebased, _, _>("notifications.alerts_rebased", |event, _delivery, ctx| async move {
        let notices: Vec<_> =
            event.rebases.iter().map(|r| (compose::alert_rebased(r), format!("rebase:{}:{}", r.alert_id, r.ex_date))).collect();
        to_owners(&ctx, &notices).await
    });
    on::<AnalystApproved>(registry, "notifications.analyst_approved", compose::analyst_approved);
    on::<PaymentCaptured>(registry, "notifications.payment_captured", compose::payment_captured);
    on::<PaymentFailed>(registry, "notifications.payment_failed", compose::payment_failed);
    on::<PaymentRefunded>(registry, "notifications.payment_refunded", compose::payment_refunded);
    on::<PayoutTransferred>(registry, "notifications.payout_transferred", compose::payout_transferred);
    on::<SubscriptionStarted>(registry, "notifications.subscription_started", compose::subscription_started);
    on::<SubscriptionExpiring>(registry, "notifications.subscription_expiring", compose::subscription_expiring);
    // A period a whole refund ended is told by the refund's one notice, which names it.
    registry.on::<SubscriptionEnded, _, _>("notifications.subscription_ended", |event, delivery, ctx| async move {
        if event.refunded {
            return Ok(());
        }
        send(ctx, delivery, compose::subscription_ended(&event)).await
    });
    on::<AnalysisDelivered>(registry, "notifications.analysis_delivered", compose::analysis_delivered);
    on::<KycDecided>(registry, "notifications.kyc_decided", compose::kyc_decided);
    on::<ResearchPublished>(registry, "notifications.research_published", compose::research_published);
    on_async::<RatingPublished, _, _>(registry, "notifications.rating_published", |ctx, e| async move {
        compose::rating_published(&ctx, &e).await
    });
    on_async::<RatingSold, _, _>(registry, "notifications.rating_sold", |ctx, e| async move { compose::rating_sold(&ctx, &e).await });
    on_async::<OrderFilled, _, _>(registry, "notifications.order_filled", |ctx, e| async move { compose::order_filled(&ctx, &e).await });
    on_async::<DividendCredited, _, _>(registry, "notifications.dividend_credited", |ctx, e| async move {
        compose::dividend_credited(&ctx, &e).await
    });
    on_async::<OpinionPublished, _, _>(registry, "notifications.opinion_published", |ctx, e| async move {
        compose::opinion_published(&ctx, &e).await
    });
    on_async::<OpinionCorrected, _, _>(registry, "notifications.opinion_corrected", |ctx, e| async move {
        compose::opinion_corrected(&ctx, &e).await
    });
    on_async::<OpinionResolved, _, _>(registry, "notifications.opinion_resolved", |ctx, e| async move {
        compose::opinion_resolved(&ctx, &e).await
    });
    // Staff moderation: the subscribers hear that it was withdrawn, the analyst why.
    on_async::<OpinionWithdrawn, _, _>(registry, "notifications.opinion_withdrawn", |ctx, e| async move {
        compose::opinion_withdrawn(&ctx, &e).await
    });
    on_async::<OpinionWithdrawn, _, _>(registry, "notifications.opinion_withdrawn_analyst", |ctx, e| async move {
        compose::opinion_withdrawn_for_analyst(&ctx, &e).await
    });
    on_async::<OpinionReinstated, _, _>(registry, "notifications.opinion_reinstated", |ctx, e| async move {
        compose::opinion_reinstated(&ctx, &e).await
    });
    on_async::<ListWithdrawn, _, _>(
        registry,
        "notifications.list_withdrawn",
        |ctx, e| async move { compose::list_withdrawn(&ctx, &e).await },
    );
    on_async::<ListWithdrawn, _, _>(registry, "notifications.list_withdrawn_analyst", |ctx, e| async move {
        compose::list_withdrawn_for_analyst(&ctx, &e).await
    });
    on_async::<ListReinstated, _, _>(registry, "notifications.list_reinstated", |ctx, e| async move {
        compose::list_reinstated(&ctx, &e).await
    });
}
