//! Taking and giving back a seat.

use chrono::Utc;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use super::messages;
use crate::entities::{workshop_bookings as bookings, workshops};

/// Why a seat could not be taken, found after the conditional update refused.
fn refusal(workshop: Option<workshops::Model>) -> ApiError {
    match workshop {
        None => ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND),
        Some(w) if w.cancelled => ApiError::conflict(messages::CANCELLED),
        Some(w) if w.starts_at <= Utc::now() => ApiError::conflict(messages::STARTED),
        Some(_) => ApiError::conflict(messages::FULL),
    }
}

/// Takes a seat for the user: the count and the booking move together or not at all.
pub async fn book(ctx: &AppContext, workshop_id: i64, user_id: i64) -> ApiResult<(workshops::Model, bookings::Model)> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let taken = workshops::Entity::update_many()
        .col_expr(workshops::Column::Booked, Expr::col(workshops::Column::Booked).add(1))
        .filter(workshops::Column::Id.eq(workshop_id))
        .filter(Expr::col(workshops::Column::Booked).lt(Expr::col(workshops::Column::Seats)))
        .filter(workshops::Column::Cancelled.eq(false))
        .filter(workshops::Column::StartsAt.gt(Utc::now()))
        .exec(&txn)
        .await?;
    if taken.rows_affected != 1 {
        let workshop = workshops::Entity::find_by_id(workshop_id).one(&txn).await?;
        txn.rollback().await?;
        return Err(refusal(workshop));
    }
    let row =
        bookings::ActiveModel { workshop_id: Set(workshop_id), user_id: Set(user_id), created_at: Set(Utc::now()), ..Default::default() };
    let inserted = bookings::Entity::insert_many([row])
        .on_conflict_do_nothing_on([bookings::Column::WorkshopId, bookings::Column::UserId])
        .exec_with_returning_many(&txn)
        .await?;
    let booking = match inserted {
        sea_orm::TryInsertResult::Inserted(mut rows) if !rows.is_empty() => rows.remove(0),
        _ => {
            // The seat taken above goes back with the rollback.
            txn.rollback().await?;
            return Err(ApiError::conflict(messages::ALREADY_BOOKED));
        }
    };
    let workshop = workshops::Entity::find_by_id(workshop_id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    txn.commit().await?;
    Ok((workshop, booking))
}

/// Gives the user's seat back, before the workshop starts.
pub async fn cancel(ctx: &AppContext, workshop_id: i64, user_id: i64) -> ApiResult<workshops::Model> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let workshop = workshops::Entity::find_by_id(workshop_id)
        .one(&txn)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_FOUND))?;
    if workshop.starts_at <= Utc::now() {
        return Err(ApiError::conflict(messages::STARTED));
    }
    let gone = bookings::Entity::delete_many()
        .filter(bookings::Column::WorkshopId.eq(workshop_id))
        .filter(bookings::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    if gone.rows_affected != 1 {
        return Err(ApiError::new(actix_web::http::StatusCode::NOT_FOUND, messages::NOT_BOOKED));
    }
    workshops::Entity::update_many()
        .col_expr(workshops::Column::Booked, Expr::col(workshops::Column::Booked).sub(1))
        .filter(workshops::Column::Id.eq(workshop_id))
        .filter(workshops::Column::Booked.gt(0))
        .exec(&txn)
        .await?;
    let workshop = workshops::Entity::find_by_id(workshop_id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    txn.commit().await?;
    Ok(workshop)
}
