use std::collections::HashMap;

use actix_web::{get, web};
use platform::auth::Staff;
use platform::entities::users;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::applications;
use crate::review::ApplicationState;
use crate::views::StaffApplicationRow;

const PER_PAGE: u64 = 30;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ApplicationFilter {
    /// submitted, under_review, approved or rejected; all when absent.
    pub state: Option<String>,
}

/// Applications to join as an analyst, oldest waiting first when filtered by an open state,
/// newest first otherwise.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(PageQuery, ApplicationFilter),
    responses((status = 200, body = Vec<StaffApplicationRow>), (status = 401), (status = 403),
        (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/staff/analyst-applications")]
pub async fn list_staff_applications(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<ApplicationFilter>,
) -> ApiResult<Paginated<StaffApplicationRow>> {
    let mut query = applications::Entity::find();
    let wanted = match filter.state.as_deref().filter(|s| !s.is_empty()) {
        None => None,
        Some(text) => Some(ApplicationState::parse(text).ok_or_else(|| ApiError::field("state", messages::FIELD_UNKNOWN_VALUE))?),
    };
    if let Some(wanted) = wanted {
        query = query.filter(applications::Column::State.eq(wanted));
    }
    let total = query.clone().count(&ctx.db).await?;
    // Waiting applications are answered in the order they came.
    query = if wanted.is_some_and(ApplicationState::is_open) {
        query.order_by_asc(applications::Column::Id)
    } else {
        query.order_by_desc(applications::Column::Id)
    };
    let rows = query.offset(page.offset(PER_PAGE)).limit(page.per_page(PER_PAGE)).all(&ctx.db).await?;
    let emails: HashMap<i64, String> = users::Entity::find()
        .filter(users::Column::Id.is_in(rows.iter().map(|a| a.user_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| (u.id, u.email))
        .collect();
    let data = rows
        .into_iter()
        .map(|a| StaffApplicationRow {
            id: a.id,
            user_id: a.user_id,
            user_email: emails.get(&a.user_id).cloned().unwrap_or_default(),
            state: a.state,
            full_name: a.full_name,
            display_name: a.display_name,
            markets: a.markets,
            experience_years: a.experience_years,
            created_at: a.created_at,
            decided_at: a.decided_at,
        })
        .collect();
    Ok(Paginated::new(data, page.page(), page.per_page(PER_PAGE), total))
}
