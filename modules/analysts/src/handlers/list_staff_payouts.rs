use actix_web::{get, web};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::payouts;
use crate::messages::MONTH_INVALID;
use crate::payouts::month::Month;
use crate::payouts::views::StaffPayoutView;
use crate::payouts::{read, status};

const PER_PAGE: u64 = 30;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PayoutFilter {
    /// `YYYY-MM`; every month when absent.
    pub month: Option<String>,
    /// pending, transferred or nothing_due; all when absent.
    pub status: Option<String>,
}

/// The payouts `filter` picks, newest month first, then by analyst.
pub fn filtered(filter: &PayoutFilter) -> Result<Select<payouts::Entity>, ApiError> {
    let mut query = payouts::Entity::find();
    if let Some(month) = filter.month.as_deref().filter(|m| !m.is_empty()) {
        let month = Month::parse(month).ok_or_else(|| ApiError::field("month", MONTH_INVALID))?;
        query = query.filter(payouts::Column::Month.eq(month.to_string()));
    }
    if let Some(wanted) = filter.status.as_deref().filter(|s| !s.is_empty()) {
        if !status::ALL.contains(&wanted) {
            return Err(ApiError::field("status", messages::FIELD_UNKNOWN_VALUE));
        }
        query = query.filter(payouts::Column::Status.eq(wanted));
    }
    Ok(query.order_by_desc(payouts::Column::Month).order_by_asc(payouts::Column::AnalystId))
}

/// Analysts' monthly payouts with their lines and the account to transfer to.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(PageQuery, PayoutFilter),
    responses((status = 200, body = Vec<StaffPayoutView>), (status = 401), (status = 403),
        (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/staff/analyst-payouts")]
pub async fn list_staff_payouts(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<PayoutFilter>,
) -> ApiResult<Paginated<StaffPayoutView>> {
    let query = filtered(&filter)?;
    let total = query.clone().count(&ctx.db).await?;
    let rows = query.offset(page.offset(PER_PAGE)).limit(page.per_page(PER_PAGE)).all(&ctx.db).await?;
    Ok(Paginated::new(read::for_staff(&ctx, rows).await?, page.page(), page.per_page(PER_PAGE), total))
}
