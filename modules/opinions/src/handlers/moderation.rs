//! Staff moderation of opinions (issue 36): the queue of recent publications, hiding with a
//! reason, restoring, and each opinion's moderation log with who decided.

use actix_web::{get, post, web};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::moderation::ModerationEntryView;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{moderation, opinions};
use crate::messages as m;
use crate::views::OpinionView;
use crate::{access, read};

#[derive(Debug, Deserialize, IntoParams)]
pub struct StaffOpinionsQuery {
    /// `all` (default) or `hidden`.
    pub state: Option<String>,
}

/// An opinion in the staff queue: as its analyst sees it, with its list and analyst named.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffOpinionView {
    pub opinion: OpinionView,
    pub list_name: String,
    pub analyst_name: String,
}

/// Recent publications, newest first, hidden ones included (or only them), for staff.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(StaffOpinionsQuery, PageQuery),
    responses((status = 200, body = Vec<StaffOpinionView>), (status = 401), (status = 403), (status = 422)))]
#[get("/api/staff/opinions")]
pub async fn staff_opinions(
    staff: Staff,
    ctx: web::Data<AppContext>,
    query: web::Query<StaffOpinionsQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<StaffOpinionView>> {
    let mut find = opinions::Entity::find();
    match query.state.as_deref() {
        None | Some("all") => {}
        Some("hidden") => find = find.filter(opinions::Column::HiddenAt.is_not_null()),
        Some(_) => return Err(ApiError::field("state", messages::FIELD_UNKNOWN_VALUE)),
    }
    let per_page = page.per_page(20);
    let paginator = find.order_by_desc(opinions::Column::PublishedAt).order_by_desc(opinions::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    let list_ids: Vec<i64> = rows.iter().map(|r| r.list_id).collect();
    let lists = access::opinion_lists(&ctx, &list_ids).await?;
    let analyst_ids: Vec<i64> = rows.iter().map(|r| r.analyst_id).collect();
    let names = ctx.required_port::<dyn platform::ports::AnalystLists>()?.display_names(&analyst_ids).await?;
    let mut out = Vec::with_capacity(rows.len());
    for opinion in read::views(&ctx, rows, Some(staff.id())).await? {
        let list_name = lists.get(&opinion.opinion_list_id).map(|l| l.name.clone()).unwrap_or_default();
        let analyst_name = names.get(&opinion.analyst_id).cloned().unwrap_or_default();
        out.push(StaffOpinionView { opinion, list_name, analyst_name });
    }
    Ok(Paginated::new(out, page.page(), per_page, total))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct HideOpinionRequest {
    /// Told to the analyst; the list's subscribers are told only that it was withdrawn.
    #[schema(max_length = 1000)]
    pub reason: Option<String>,
}

/// Hides an opinion from its readers with a reason.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(("id" = i64, Path)), request_body = HideOpinionRequest,
    responses((status = 200, body = OpinionView), (status = 401), (status = 403), (status = 404),
        (status = 409, body = platform::http::error::ErrorBody), (status = 422, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/opinions/{id}/hide")]
pub async fn hide_opinion(
    staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
    body: web::Json<HideOpinionRequest>,
) -> ApiResult<ApiResponse<OpinionView>> {
    let reason = platform::validation::staff_reason(body.reason.as_deref(), m::HIDE_REASON_REQUIRED)?;
    let row = crate::visibility::hide(&ctx, staff.id(), *id, &reason).await?;
    Ok(ApiResponse::ok(read::view(&ctx, row, Some(staff.id())).await?))
}

/// Shows a hidden opinion to its readers again.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = OpinionView), (status = 401), (status = 403), (status = 404), (status = 409, body = platform::http::error::ErrorBody)))]
#[post("/api/staff/opinions/{id}/restore")]
pub async fn restore_opinion(staff: Staff, ctx: web::Data<AppContext>, id: web::Path<i64>) -> ApiResult<ApiResponse<OpinionView>> {
    let row = crate::visibility::restore(&ctx, staff.id(), *id).await?;
    Ok(ApiResponse::ok(read::view(&ctx, row, Some(staff.id())).await?))
}

/// An opinion's moderation log, newest first.
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = Vec<ModerationEntryView>), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/opinions/{id}/moderation")]
pub async fn opinion_moderation(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<Vec<ModerationEntryView>>> {
    opinions::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(ApiResponse::ok(platform::moderation::log_of::<moderation::Entity>(&ctx.db, *id).await?))
}
