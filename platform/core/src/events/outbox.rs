//! The outbox: an event is stored in the transaction that stores the fact it reports, so a
//! subscriber never hears of a fact that was rolled back, and no committed fact goes unheard.
//! After the commit the module calls [`crate::AppContext::relay_events`]; each worker instance
//! also sweeps the outbox every `jobs.outbox_sweep_ms` for events a stopped process left.

use std::time::Duration;

use chrono::Utc;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use super::{Event, EventBus};
use crate::entities::event_outbox;
use crate::jobs::QueueError;

/// How long one relay holds a row before another may take it over.
const CLAIM: Duration = Duration::from_secs(60);
/// Rows read at a time.
const BATCH: u64 = 100;

/// Stores `events` to be relayed once `db` (the caller's transaction) commits, without the
/// modules `deaf` (the demo's history is not news to them) whichever process relays them. Use
/// [`crate::AppContext::stage_events`], which skips events nobody listens to.
pub(crate) async fn stage<E: Event>(db: &impl ConnectionTrait, events: &[E], deaf: &[String]) -> Result<(), DbErr> {
    if events.is_empty() {
        return Ok(());
    }
    let now = Utc::now();
    let deaf_modules = (!deaf.is_empty()).then(|| deaf.join(","));
    let mut rows = Vec::with_capacity(events.len());
    for event in events {
        let payload = serde_json::to_string(event).map_err(|e| DbErr::Custom(format!("event {} does not serialise: {e}", E::NAME)))?;
        rows.push(event_outbox::ActiveModel {
            event: Set(E::NAME.to_owned()),
            payload: Set(payload),
            created_at: Set(now),
            claimed_until: Set(None),
            attempts: Set(0),
            deaf_modules: Set(deaf_modules.clone()),
            ..Default::default()
        });
    }
    event_outbox::Entity::insert_many(rows).exec_without_returning(db).await?;
    Ok(())
}

#[derive(Debug, thiserror::Error)]
pub enum RelayError {
    #[error(transparent)]
    Db(#[from] DbErr),
    #[error(transparent)]
    Queue(#[from] QueueError),
}

fn claimable(now: chrono::DateTime<Utc>) -> Condition {
    Condition::any().add(event_outbox::Column::ClaimedUntil.is_null()).add(event_outbox::Column::ClaimedUntil.lt(now))
}

/// Relays every waiting event to its subscribers' queues, oldest first, and removes it; returns
/// how many were relayed. Instances relay side by side: each row is claimed before it is sent.
/// When the queue cannot be reached the run stops, gives back the row it held, and the rows wait
/// for the next one.
pub async fn relay(db: &DatabaseConnection, bus: &EventBus) -> Result<usize, RelayError> {
    let mut relayed = 0;
    loop {
        let now = Utc::now();
        let due = event_outbox::Entity::find().filter(claimable(now)).order_by_asc(event_outbox::Column::Id).limit(BATCH).all(db).await?;
        for row in &due {
            let claimed = event_outbox::Entity::update_many()
                .col_expr(event_outbox::Column::ClaimedUntil, Expr::value(now + CLAIM))
                .col_expr(event_outbox::Column::Attempts, Expr::col(event_outbox::Column::Attempts).add(1))
                .filter(event_outbox::Column::Id.eq(row.id))
                .filter(claimable(now))
                .exec(db)
                .await?;
            if claimed.rows_affected != 1 {
                continue;
            }
            match serde_json::from_str::<serde_json::Value>(&row.payload) {
                Ok(payload) => {
                    let deaf: Vec<&str> = row.deaf_modules.as_deref().map(|d| d.split(',').collect()).unwrap_or_default();
                    let sent = if deaf.is_empty() {
                        bus.deliver(&row.event, &payload, Some(row.id)).await
                    } else {
                        bus.without_modules(&deaf).deliver(&row.event, &payload, Some(row.id)).await
                    };
                    if let Err(e) = sent {
                        // The queue is away: give the row back at once, so the first relay after
                        // it returns sends it (held, it would wait out its claim: a minute).
                        let released = event_outbox::Entity::update_many()
                            .col_expr(event_outbox::Column::ClaimedUntil, Expr::value(Option::<chrono::DateTime<Utc>>::None))
                            .filter(event_outbox::Column::Id.eq(row.id))
                            .exec(db)
                            .await;
                        if let Err(db_error) = released {
                            tracing::warn!(id = row.id, error = %db_error, "an outbox row could not be given back: it waits out its claim");
                        }
                        return Err(e.into());
                    }
                }
                // Only this process writes the column, from a serialised event: it cannot happen
                // short of someone editing the table, and retrying would not help.
                Err(e) => tracing::error!(id = row.id, event = row.event, error = %e, "an outbox row is not JSON: dropped"),
            }
            event_outbox::Entity::delete_by_id(row.id).exec(db).await?;
            relayed += 1;
        }
        if (due.len() as u64) < BATCH {
            return Ok(relayed);
        }
    }
}

/// Relays the outbox every `every` until `stop` resolves.
pub async fn sweep_until(db: DatabaseConnection, bus: EventBus, every: Duration, stop: impl std::future::Future<Output = ()>) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tokio::pin!(stop);
    loop {
        tokio::select! {
            () = &mut stop => return,
            _ = tick.tick() => {
                match relay(&db, &bus).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(events = n, "the outbox sweep relayed events left behind"),
                    Err(e) => tracing::warn!(error = %e, "the outbox sweep could not relay; it tries again"),
                }
            }
        }
    }
}
