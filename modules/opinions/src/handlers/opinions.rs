use actix_web::{get, web};
use platform::http::response::PageQuery;
use platform::requirements::Granted;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{opinions, versions};
use crate::terms::OpinionStatus;
use crate::versions::OpinionSnapshot;
use crate::views::OpinionView;
use crate::{access, read};

#[derive(Debug, Deserialize, IntoParams)]
pub struct OpinionsQuery {
    pub opinion_list_id: i64,
    /// `pending`, `success` or `failed`; all when absent.
    pub status: Option<String>,
}

/// A list's opinions, newest first: for its subscribers (999 for other readers).
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(OpinionsQuery, PageQuery),
    responses((status = 200, body = Vec<OpinionView>), (status = 401), (status = 404), (status = 422)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/opinions")]
pub async fn list_opinions(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<OpinionsQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<OpinionView>> {
    let list = access::opinion_list(&ctx, Some(&granted.user), query.opinion_list_id).await?;
    list.require_readable(&granted)?;
    let mut find = opinions::Entity::find().filter(opinions::Column::ListId.eq(list.id));
    if !crate::visibility::sees_hidden(&granted, list.analyst_id) {
        find = find.filter(opinions::Column::HiddenAt.is_null());
    }
    if let Some(status) = query.status.as_deref() {
        let status = OpinionStatus::parse(status).ok_or_else(|| ApiError::field("status", messages::FIELD_UNKNOWN_VALUE))?;
        find = find.filter(opinions::Column::Status.eq(status));
    }
    let per_page = page.per_page(20);
    let paginator = find.order_by_desc(opinions::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    let views = read::views(&ctx, rows, Some(granted.user.id())).await?;
    Ok(Paginated::new(views, page.page(), per_page, total))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct OpinionQuery {
    #[serde(rename = "opinionId")]
    #[param(rename = "opinionId")]
    pub opinion_id: i64,
}

/// An opinion's details with its list: for the list's subscribers (999 for other readers).
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionDetailsView {
    pub opinion: OpinionView,
    pub list_name: String,
    pub comments_count: u64,
    pub versions_count: u64,
}

#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(OpinionQuery),
    responses((status = 200, body = OpinionDetailsView), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/opinion")]
pub async fn get_opinion(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<OpinionQuery>,
) -> ApiResult<ApiResponse<OpinionDetailsView>> {
    use crate::entities::comments;
    let (list, row) = access::readable_opinion(&ctx, &granted, query.opinion_id).await?;
    let comments_count = comments::Entity::find().filter(comments::Column::OpinionId.eq(row.id)).count(&ctx.db).await?;
    let versions_count = versions::Entity::find().filter(versions::Column::OpinionId.eq(row.id)).count(&ctx.db).await?;
    let opinion = read::view(&ctx, row, Some(granted.user.id())).await?;
    Ok(ApiResponse::ok(OpinionDetailsView { opinion, list_name: list.name, comments_count, versions_count }))
}

/// A version an edit replaced, as it was shown.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionVersionView {
    pub version: i32,
    pub published_at: chrono::DateTime<chrono::Utc>,
    pub replaced_at: chrono::DateTime<chrono::Utc>,
    pub operation_type: String,
    pub order_type: String,
    pub duration_type: String,
    pub analysis_type: String,
    pub stop_type: String,
    #[schema(value_type = f64)]
    pub entry_price: platform::price::Price,
    #[schema(value_type = f64)]
    pub target_price: platform::price::Price,
    #[schema(value_type = f64)]
    pub stop_loss: platform::price::Price,
    #[schema(value_type = f64)]
    pub current_price: platform::price::Price,
    #[schema(value_type = Option<f64>)]
    pub strike_price: Option<platform::price::Price>,
    pub expiration_date: Option<chrono::NaiveDate>,
    #[schema(value_type = Option<f64>)]
    pub option_price: Option<platform::price::Price>,
    pub duration_date: chrono::NaiveDate,
    pub additional_info: String,
}

fn version_view(row: &versions::Model, s: OpinionSnapshot) -> OpinionVersionView {
    use platform::price::Price;
    OpinionVersionView {
        version: row.version,
        published_at: row.published_at,
        replaced_at: row.replaced_at,
        operation_type: s.operation_type,
        order_type: s.order_type,
        duration_type: s.duration_type,
        analysis_type: s.analysis_type,
        stop_type: s.stop_type,
        entry_price: Price(s.entry_price),
        target_price: Price(s.target_price),
        stop_loss: Price(s.stop_loss),
        current_price: Price(s.current_price),
        strike_price: s.strike_price.map(Price),
        expiration_date: s.expiration_date,
        option_price: s.option_price.map(Price),
        duration_date: s.duration_date,
        additional_info: s.additional_info,
    }
}

/// The history of previous versions of an opinion, newest first (for its list's subscribers).
#[utoipa::path(tag = "opinions", security(("bearer" = [])), params(OpinionQuery),
    responses((status = 200, body = Vec<OpinionVersionView>), (status = 401), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/opinion/history")]
pub async fn opinion_history(
    granted: Granted,
    ctx: web::Data<AppContext>,
    query: web::Query<OpinionQuery>,
) -> ApiResult<ApiResponse<Vec<OpinionVersionView>>> {
    let (_, row) = access::readable_opinion(&ctx, &granted, query.opinion_id).await?;
    let rows = versions::Entity::find()
        .filter(versions::Column::OpinionId.eq(row.id))
        .order_by_desc(versions::Column::Version)
        .all(&ctx.db)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for version in &rows {
        let snapshot: OpinionSnapshot = serde_json::from_str(&version.snapshot).map_err(ApiError::internal)?;
        out.push(version_view(version, snapshot));
    }
    Ok(ApiResponse::ok(out))
}
