//! Staff moderation of analysts' lists (issue 36): the lists newest first, hiding one with a
//! reason, restoring it, and each list's moderation log with who decided.

use actix_web::{get, post, web};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::moderation::ModerationEntryView;
use platform::ports::AnalystLists;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{lists as rows, lists_moderation as moderation};
use crate::lists::{self, AnalystListView};
use crate::messages as m;

#[derive(Debug, Deserialize, IntoParams)]
pub struct StaffListsQuery {
    /// `all` (default) or `hidden`.
    pub state: Option<String>,
}

/// A list in the staff queue, with its analyst named.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffListView {
    pub list: AnalystListView,
    pub analyst_id: i64,
    pub analyst_name: String,
}

/// Analysts' lists of both kinds, newest first, hidden ones included (or only them), for staff.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(StaffListsQuery, PageQuery),
    responses((status = 200, body = Vec<StaffListView>), (status = 401), (status = 403), (status = 422)))]
#[get("/api/staff/lists")]
pub async fn staff_lists(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    query: web::Query<StaffListsQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<StaffListView>> {
    let mut find = rows::Entity::find();
    match query.state.as_deref() {
        None | Some("all") => {}
        Some("hidden") => find = find.filter(rows::Column::HiddenAt.is_not_null()),
        Some(_) => return Err(ApiError::field("state", messages::FIELD_UNKNOWN_VALUE)),
    }
    let per_page = page.per_page(20);
    let paginator = find.order_by_desc(rows::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let found = paginator.fetch_page(page.page() - 1).await?;
    let analyst_ids: Vec<i64> = found.iter().map(|r| r.analyst_id).collect();
    let names = ctx.required_port::<dyn AnalystLists>()?.display_names(&analyst_ids).await?;
    let mut out = Vec::with_capacity(found.len());
    for row in found {
        let (analyst_id, analyst_name) = (row.analyst_id, names.get(&row.analyst_id).cloned().unwrap_or_default());
        out.push(StaffListView { list: lists::view(&ctx, row).await?, analyst_id, analyst_name });
    }
    Ok(Paginated::new(out, page.page(), per_page, total))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct HideListRequest {
    /// Told to the analyst; the list's subscribers are told only that it was withdrawn.
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Hides a list from investors with a reason and stops its sale.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)), request_body = HideListRequest,
    responses((status = 200, body = AnalystListView), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/lists/{id}/hide")]
pub async fn hide_list(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<HideListRequest>,
) -> ApiResult<ApiResponse<AnalystListView>> {
    let reason = platform::validation::staff_reason(body.reason.as_deref(), m::HIDE_REASON_REQUIRED)?;
    let row = crate::visibility::hide(&ctx, staff.id(), *id, &reason).await?;
    Ok(ApiResponse::ok(lists::view(&ctx, row).await?))
}

/// Shows a hidden list to investors again and resumes its sale.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = AnalystListView), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/lists/{id}/restore")]
pub async fn restore_list(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<AnalystListView>> {
    let row = crate::visibility::restore(&ctx, staff.id(), *id).await?;
    Ok(ApiResponse::ok(lists::view(&ctx, row).await?))
}

/// A list's moderation log, newest first.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Vec<ModerationEntryView>), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/lists/{id}/moderation")]
pub async fn list_moderation(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<Vec<ModerationEntryView>>> {
    rows::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(platform::moderation::log_of::<moderation::Entity>(&ctx.db, *id).await?))
}
