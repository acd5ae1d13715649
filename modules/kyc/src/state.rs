//! A verification's life. Saudi path: form sent (with a confirmed identity) → awaiting_agreement
//! → verified once the risk agreement is accepted. Non-Saudi path: in_review → verified or
//! rejected (with a reason) by staff; a rejected user may send again, by either path. Each move
//! is one conditional update from the state read, kept with who made it.

use chrono::Utc;
use platform::events::KycDecided;
use platform::lifecycle::{self, Actor};
use platform::{ApiError, ApiResult, AppContext, Message};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{kyc_records, kyc_transitions};

platform::text_enum! {
    /// Where a verification stands.
    pub enum KycStatus {
        /// Never started: what a user without a record sees; no record is stored so.
        None = "none",
        /// The Saudi form is in, with a confirmed identity: the risk agreement comes next.
        AwaitingAgreement = "awaiting_agreement",
        /// The non-Saudi form is in: staff review it.
        InReview = "in_review",
        Verified = "verified",
        Rejected = "rejected",
        /// The user deleted their data: the row and its moves stay, without anything personal.
        Erased = "erased",
    }
}

pub const SAUDI: &str = "saudi";
pub const FOREIGN: &str = "foreign";

/// Keeps one move of a verification.
pub async fn record(
    db: &impl ConnectionTrait,
    record_id: i64,
    from: Option<KycStatus>,
    to: KycStatus,
    actor: &Actor,
    detail: &str,
) -> Result<(), DbErr> {
    lifecycle::record::<kyc_transitions::Entity>(db, record_id, from.map(KycStatus::as_str), to.as_str(), actor, detail).await
}

/// Why a user may not send a form now: verified already, or a review is open.
pub fn refuse_new_form(current: Option<&kyc_records::Model>) -> Option<Message> {
    match current.map(|r| r.status) {
        Some(KycStatus::Verified) => Some(crate::messages::ALREADY_VERIFIED),
        Some(KycStatus::InReview) => Some(crate::messages::IN_REVIEW),
        _ => None,
    }
}

/// A move to `to` from `from` (only), with the columns `extra` sets; 409 with `moved` when
/// someone else moved the record first. `KycDecided` goes with the commit when the move decides.
pub async fn advance(
    ctx: &AppContext,
    current: &kyc_records::Model,
    to: KycStatus,
    actor: &Actor,
    detail: &str,
    extra: impl FnOnce(sea_orm::UpdateMany<kyc_records::Entity>) -> sea_orm::UpdateMany<kyc_records::Entity>,
    moved: Message,
) -> ApiResult<kyc_records::Model> {
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let update = kyc_records::Entity::update_many()
        .col_expr(kyc_records::Column::Status, Expr::value(to))
        .col_expr(kyc_records::Column::UpdatedAt, Expr::value(now))
        .filter(kyc_records::Column::Id.eq(current.id))
        .filter(kyc_records::Column::Status.eq(current.status));
    let update = if to == KycStatus::Verified { update.col_expr(kyc_records::Column::VerifiedAt, Expr::value(now)) } else { update };
    if extra(update).exec(&txn).await?.rows_affected != 1 {
        return Err(ApiError::conflict(moved));
    }
    record(&txn, current.id, Some(current.status), to, actor, detail).await?;
    if to == KycStatus::Verified || to == KycStatus::Rejected {
        ctx.stage_events(&txn, &[KycDecided { user_id: current.user_id, approved: to == KycStatus::Verified }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    kyc_records::Entity::find_by_id(current.id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)
}

pub async fn of_user(db: &impl ConnectionTrait, user_id: i64) -> Result<Option<kyc_records::Model>, DbErr> {
    kyc_records::Entity::find().filter(kyc_records::Column::UserId.eq(user_id)).one(db).await
}

#[cfg(test)]
mod tests {
    use super::KycStatus;

    #[test]
    fn a_kyc_status_is_sent_as_it_is_stored() {
        for s in KycStatus::ALL {
            assert_eq!(serde_json::to_value(s).ok(), Some(serde_json::Value::from(s.as_str())));
        }
    }
}
