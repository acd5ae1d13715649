//! An application's life: submitted → under review → approved | rejected (a reason required).
//! Each move is one conditional update (only from the states it may leave), so two staff acting
//! at once decide once; each move is kept with who made it. Approval makes the user an analyst
//! in the same transaction, with `AnalystApproved` staged in it; the email follows once it is committed.

use chrono::Utc;
use platform::auth::{Role, change_role};
use platform::events::AnalystApproved;
use platform::lifecycle::{self, Actor};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::emails;
use crate::entities::{application_transitions, applications};
use crate::messages::APPLICATION_MOVED;

platform::text_enum! {
    /// Where an application stands.
    pub enum ApplicationState {
        Submitted = "submitted",
        UnderReview = "under_review",
        Approved = "approved",
        /// With a reason; the user may apply again.
        Rejected = "rejected",
    }
}

impl ApplicationState {
    /// States awaiting a decision: the user may not apply again while one is open.
    pub const OPEN: [ApplicationState; 2] = [ApplicationState::Submitted, ApplicationState::UnderReview];

    pub fn is_open(self) -> bool {
        Self::OPEN.contains(&self)
    }
}

/// Keeps one move of an application.
pub async fn record(
    db: &impl ConnectionTrait,
    application_id: i64,
    from: Option<ApplicationState>,
    to: ApplicationState,
    actor: &Actor,
    detail: &str,
) -> Result<(), DbErr> {
    let (from, to) = (from.map(ApplicationState::as_str), to.as_str());
    lifecycle::record::<application_transitions::Entity>(db, application_id, from, to, actor, detail).await
}

/// What staff decide.
#[derive(Debug, Clone, Copy)]
pub enum Decision<'a> {
    StartReview,
    Approve,
    Reject { reason: &'a str },
}

impl Decision<'_> {
    fn target(&self) -> ApplicationState {
        match self {
            Decision::StartReview => ApplicationState::UnderReview,
            Decision::Approve => ApplicationState::Approved,
            Decision::Reject { .. } => ApplicationState::Rejected,
        }
    }

    fn allowed_from(&self) -> &'static [ApplicationState] {
        match self {
            Decision::StartReview => &[ApplicationState::Submitted],
            Decision::Approve | Decision::Reject { .. } => &ApplicationState::OPEN,
        }
    }
}

async fn find(db: &impl ConnectionTrait, id: i64) -> ApiResult<applications::Model> {
    applications::Entity::find_by_id(id).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Applies `decision` by staff member `staff_id`; 409 when the application is no longer in a
/// state it may leave that way (someone else decided first).
pub async fn decide(ctx: &AppContext, id: i64, staff_id: i64, decision: Decision<'_>) -> ApiResult<applications::Model> {
    let current = find(&ctx.db, id).await?;
    if !decision.allowed_from().contains(&current.state) {
        return Err(ApiError::conflict(APPLICATION_MOVED));
    }
    let to = decision.target();
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    // Only from the state read above: a move made meanwhile by someone else makes this one a 409,
    // and the kept "from" is always true.
    let mut update = applications::Entity::update_many()
        .col_expr(applications::Column::State, Expr::value(to))
        .col_expr(applications::Column::UpdatedAt, Expr::value(now))
        .filter(applications::Column::Id.eq(id))
        .filter(applications::Column::State.eq(current.state));
    if !matches!(decision, Decision::StartReview) {
        update = update
            .col_expr(applications::Column::OpenUserId, Expr::value(Option::<i64>::None))
            .col_expr(applications::Column::DecidedBy, Expr::value(staff_id))
            .col_expr(applications::Column::DecidedAt, Expr::value(now));
    }
    if let Decision::Reject { reason } = decision {
        update = update.col_expr(applications::Column::RejectionReason, Expr::value(reason));
    }
    if update.exec(&txn).await?.rows_affected != 1 {
        return Err(ApiError::conflict(APPLICATION_MOVED));
    }
    let detail = if let Decision::Reject { reason } = decision { reason } else { "" };
    record(&txn, id, Some(current.state), to, &Actor::Staff(staff_id), detail).await?;
    if matches!(decision, Decision::Approve) {
        // Staff who applied keep their role; a subscriber becomes an analyst.
        change_role(&txn, current.user_id, Role::Subscriber, Role::Analyst).await?;
        // The other modules hear of it with the commit (the outbox), never before or without it.
        ctx.stage_events(&txn, &[AnalystApproved { user_id: current.user_id, application_id: id }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    let decided = find(&ctx.db, id).await?;
    if !matches!(decision, Decision::StartReview)
        && let Err(e) = emails::send_decision(ctx, &decided).await
    {
        // The decision stands; staff see the email as failed in the job queue if it was queued.
        tracing::error!(error = %e, application = id, "could not queue the decision email");
    }
    Ok(decided)
}

#[cfg(test)]
mod tests {
    use super::ApplicationState;

    #[test]
    fn an_application_state_is_sent_as_it_is_stored() {
        for s in ApplicationState::ALL {
            assert_eq!(serde_json::to_value(s).ok(), Some(serde_json::Value::from(s.as_str())));
        }
    }
}
