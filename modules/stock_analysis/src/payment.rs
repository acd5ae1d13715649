//! A captured payment pays its request: the 72 hours start then.

use chrono::{DateTime, Duration, Utc};
use platform::events::PaymentCaptured;
use platform::{ApiResult, AppContext};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::draft::DraftAnalysis;
use crate::entities::{payments, requests};

/// From payment to delivery (spec: analysis delivery within 72 hours).
pub const DELIVERY_HOURS: i64 = 72;

/// Marks the request of `event`'s payment paid at `now`, once whatever the number of deliveries,
/// and has its documents drafted (again after a lost push: drafting skips what exists); answers
/// whether this call paid it.
pub async fn on_captured(ctx: &AppContext, event: &PaymentCaptured, now: DateTime<Utc>) -> ApiResult<bool> {
    let Some(attempt) = payments::Entity::find_by_id(event.payment_id).one(&ctx.db).await? else { return Ok(false) };
    let paid = requests::Entity::update_many()
        .set(requests::ActiveModel {
            status: Set(requests::RequestStatus::Paid),
            paid_at: Set(Some(now)),
            due_at: Set(Some(now + Duration::hours(DELIVERY_HOURS))),
            updated_at: Set(now),
            ..Default::default()
        })
        .filter(requests::Column::Id.eq(attempt.request_id))
        .filter(requests::Column::UserId.eq(event.user_id))
        .filter(requests::Column::Status.eq(requests::RequestStatus::AwaitingPayment))
        .exec(&ctx.db)
        .await?;
    let drafting =
        requests::Entity::find_by_id(attempt.request_id).one(&ctx.db).await?.is_some_and(|r| r.status == requests::RequestStatus::Paid);
    if drafting {
        ctx.queue.push(DraftAnalysis { request_id: attempt.request_id }).await.map_err(platform::ApiError::internal)?;
    }
    Ok(paid.rows_affected == 1)
}
