use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::access;
use crate::chain::{self, BreakReason, GENESIS, Link};
use crate::entities::transactions;

/// Whether a list's published history is whole and unchanged.
#[derive(Debug, Serialize, ToSchema)]
pub struct VerificationView {
    pub rating_list_id: i64,
    /// Entries checked.
    pub entries: i64,
    /// The hash of the newest entry: a reader who notes it today can tell tomorrow whether
    /// anything before it changed.
    pub head_hash: String,
    pub valid: bool,
    /// The first entry that fails, when one does.
    pub broken_at: Option<i64>,
    /// sequence, previous_hash, hash or not_canonical.
    pub reason: Option<String>,
    pub checked_at: DateTime<Utc>,
}

fn reason_code(reason: BreakReason) -> &'static str {
    match reason {
        BreakReason::Sequence => "sequence",
        BreakReason::PreviousHash => "previous_hash",
        BreakReason::Hash => "hash",
        BreakReason::NotCanonical => "not_canonical",
    }
}

/// Anyone may check a list's record: every entry's SHA-256 is recomputed from the one before.
#[utoipa::path(tag = "ratings", params(("id" = i64, Path, description = "The list")),
    responses((status = 200, body = VerificationView), (status = 404), (status = 422)))]
#[get("/api/rating-lists/{id}/verify")]
pub async fn verify_list(
    user: platform::auth::MaybeUser,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
) -> ApiResult<ApiResponse<VerificationView>> {
    let list = access::rating_list(&ctx, user.0.as_ref(), path.into_inner()).await?;
    let rows = transactions::Entity::find()
        .filter(transactions::Column::ListId.eq(list.id))
        .order_by_asc(transactions::Column::Seq)
        .all(&ctx.db)
        .await?;
    let links = rows.iter().map(|r| Link { seq: r.seq, body: &r.body, prev_hash: &r.prev_hash, hash: &r.hash });
    let outcome = chain::verify(links);
    let entries = i64::try_from(rows.len()).unwrap_or(i64::MAX);
    Ok(ApiResponse::ok(VerificationView {
        rating_list_id: list.id,
        entries,
        head_hash: rows.last().map_or_else(|| GENESIS.to_owned(), |r| r.hash.clone()),
        valid: outcome.is_ok(),
        broken_at: outcome.as_ref().err().map(|b| b.seq),
        reason: outcome.err().map(|b| reason_code(b.reason).to_owned()),
        checked_at: Utc::now(),
    }))
}
