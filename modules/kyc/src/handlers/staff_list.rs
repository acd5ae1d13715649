use crate::state::KycStatus;
use actix_web::{get, web};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::kyc_records;
use crate::staff::{row, users_of};
use crate::views::StaffKycRow;

const PER_PAGE: u64 = 30;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KycFilter {
    /// awaiting_agreement, in_review, verified or rejected; all when absent.
    pub status: Option<String>,
    /// One user's verifications only (staff opening the account).
    pub user_id: Option<i64>,
}

/// Verifications; filtered by in_review, the oldest waiting first, otherwise the newest first.
#[utoipa::path(tag = "kyc", security(("bearer" = [])), params(PageQuery, KycFilter),
    responses((status = 200, body = Vec<StaffKycRow>), (status = 401), (status = 403), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/staff/kyc")]
pub async fn staff_list(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<KycFilter>,
) -> ApiResult<Paginated<StaffKycRow>> {
    let mut query = kyc_records::Entity::find();
    let wanted = match filter.status.as_deref().filter(|s| !s.is_empty()) {
        None => None,
        Some(text) => Some(KycStatus::parse(text).ok_or_else(|| ApiError::field("status", messages::FIELD_UNKNOWN_VALUE))?),
    };
    if let Some(wanted) = wanted {
        query = query.filter(kyc_records::Column::Status.eq(wanted));
    }
    if let Some(user_id) = filter.user_id {
        query = query.filter(kyc_records::Column::UserId.eq(user_id));
    }
    let total = query.clone().count(&ctx.db).await?;
    query = if wanted == Some(KycStatus::InReview) {
        query.order_by_asc(kyc_records::Column::UpdatedAt)
    } else {
        query.order_by_desc(kyc_records::Column::UpdatedAt)
    };
    let rows =
        query.order_by_asc(kyc_records::Column::Id).offset(page.offset(PER_PAGE)).limit(page.per_page(PER_PAGE)).all(&ctx.db).await?;
    let users = users_of(&ctx, rows.iter().map(|r| r.user_id)).await?;
    let data = rows.iter().map(|r| row(r, users.get(&r.user_id))).collect();
    Ok(Paginated::new(data, page.page(), page.per_page(PER_PAGE), total))
}
