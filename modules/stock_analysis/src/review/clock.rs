//! The review clock's schedule: 48 hours after payment the analyst is reminded (staff, while
//! nobody is assigned), 66 hours after it staff are told. Each is recorded on the request by a
//! conditional update, so a request is reminded and escalated once whatever the workers.

use chrono::{DateTime, Duration, Utc};
use platform::entities::users;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use platform::AppContext;

use crate::entities::requests;
use crate::review::deliver::{DeliverAnalysis, analyst_name};
use crate::review::emails::{self, Notice, Recipient};
use crate::review::sla::{Clock, ESCALATE_AFTER_HOURS, REMIND_AFTER_HOURS};

/// How often the schedule looks (6 fields, seconds first).
pub const SCHEDULE: &str = "0 */5 * * * *";

/// An approved request still undelivered after this long lost its delivery job: it is queued again.
const DELIVERY_STALLED_MINUTES: i64 = 10;

/// What one look did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tick {
    pub reminded: usize,
    pub escalated: usize,
    pub redelivered: usize,
}

/// Open requests past `hours` since payment whose `mark` is not set yet.
async fn due_for(ctx: &AppContext, now: DateTime<Utc>, hours: i64, mark: requests::Column) -> anyhow::Result<Vec<requests::Model>> {
    Ok(requests::Entity::find()
        .filter(requests::Column::Status.is_in([requests::RequestStatus::Paid, requests::RequestStatus::InReview]))
        .filter(requests::Column::PaidAt.lte(now - Duration::hours(hours)))
        .filter(mark.is_null())
        .all(&ctx.db)
        .await?)
}

/// Sets `mark` to `now` if nobody did; true when this call did.
async fn claim(ctx: &AppContext, id: i64, mark: requests::Column, now: DateTime<Utc>) -> anyhow::Result<bool> {
    let result = requests::Entity::update_many()
        .col_expr(mark, Expr::value(now))
        .filter(requests::Column::Id.eq(id))
        .filter(mark.is_null())
        .exec(&ctx.db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Reminds and escalates what is due at `now`.
pub async fn tick(ctx: &AppContext, now: DateTime<Utc>) -> anyhow::Result<Tick> {
    let mut done = Tick::default();
    for request in due_for(ctx, now, REMIND_AFTER_HOURS, requests::Column::RemindedAt).await? {
        if !claim(ctx, request.id, requests::Column::RemindedAt, now).await? {
            continue;
        }
        let analyst = match request.analyst_id {
            Some(id) => users::Entity::find_by_id(id).one(&ctx.db).await?,
            None => None,
        };
        let (to, name) = match analyst {
            Some(user) => {
                let name = user.name.clone();
                (vec![Recipient::of_user(user)], name)
            }
            None => (emails::staff(ctx).await?, String::new()),
        };
        emails::send(ctx, Notice::Reminder, &request, &to, hours_left(&request, now), &name).await?;
        done.reminded += 1;
    }
    for request in due_for(ctx, now, ESCALATE_AFTER_HOURS, requests::Column::EscalatedAt).await? {
        if !claim(ctx, request.id, requests::Column::EscalatedAt, now).await? {
            continue;
        }
        let name = analyst_name(ctx, request.analyst_id).await?;
        emails::send(ctx, Notice::Escalation, &request, &emails::staff(ctx).await?, hours_left(&request, now), &name).await?;
        done.escalated += 1;
        tracing::warn!(request_id = request.id, "analysis escalated to staff: due within hours");
    }
    let stalled = requests::Entity::find()
        .filter(requests::Column::Status.eq(requests::RequestStatus::Approved))
        .filter(requests::Column::UpdatedAt.lte(now - Duration::minutes(DELIVERY_STALLED_MINUTES)))
        .all(&ctx.db)
        .await?;
    for request in stalled {
        ctx.queue.push(DeliverAnalysis { request_id: request.id }).await?;
        done.redelivered += 1;
    }
    Ok(done)
}

fn hours_left(request: &requests::Model, now: DateTime<Utc>) -> i64 {
    Clock { paid_at: request.paid_at, due_at: request.due_at, delivered_at: None }.hours_left(now).unwrap_or(0).max(0)
}

/// The schedule's entry point.
pub async fn run(ctx: AppContext) -> Result<(), platform::jobs::JobError> {
    let done = tick(&ctx, Utc::now()).await.map_err(|e| -> platform::jobs::JobError { e.to_string().into() })?;
    if done != Tick::default() {
        tracing::info!(reminded = done.reminded, escalated = done.escalated, redelivered = done.redelivered, "analysis review clock");
    }
    Ok(())
}
