use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use platform::price::{Price, PriceChange};
use platform::requirements::Granted;
use platform::validation::Validator;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::stock_performance::{StockPerformanceView, performance_of};
use crate::entities::{custom_list_items, custom_lists, ratings};
use crate::performance::metrics;
use crate::views::{RatingView, bp_percent};
use crate::{access, form, messages as m, read};

const NAME_MAX: usize = 120;
const ITEMS_MAX: usize = 200;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CustomListForm {
    #[schema(value_type = Option<String>, max_length = 120)]
    pub name: Option<Value>,
    /// Ratings of lists the reader subscribes to.
    pub rating_ids: Option<Vec<i64>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomListView {
    pub id: i64,
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// Of lists the reader may still read.
    pub ratings: Vec<RatingView>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomListPerformanceView {
    pub id: i64,
    pub name: String,
    #[schema(value_type = f64)]
    pub invested: Price,
    /// Sales, dividends and what is held at today's prices, less what was invested.
    #[schema(value_type = f64)]
    pub result: PriceChange,
    #[serde(serialize_with = "platform::price::percent")]
    #[schema(value_type = Option<f64>)]
    pub return_percent: Option<Decimal>,
    pub stocks: Vec<StockPerformanceView>,
}

/// The reader's own custom list; 404 for anyone else's.
async fn own(ctx: &AppContext, user_id: i64, id: i64) -> ApiResult<(custom_lists::Model, Vec<ratings::Model>)> {
    let list = custom_lists::Entity::find_by_id(id).one(&ctx.db).await?.filter(|l| l.user_id == user_id).ok_or_else(ApiError::not_found)?;
    let items = custom_list_items::Entity::find().filter(custom_list_items::Column::CustomListId.eq(list.id)).all(&ctx.db).await?;
    let rows = ratings::Entity::find().filter(ratings::Column::Id.is_in(items.iter().map(|i| i.rating_id))).all(&ctx.db).await?;
    Ok((list, rows))
}

/// Its ratings that `granted` may still read.
async fn readable(
    ctx: &AppContext,
    granted: &Granted,
    rows: Vec<ratings::Model>,
) -> ApiResult<Vec<(platform::ports::AnalystList, ratings::Model)>> {
    let mut out = Vec::new();
    for r in rows {
        let Ok(list) = access::rating_list(ctx, Some(&granted.user), r.list_id).await else { continue };
        if list.readable_by(granted) {
            out.push((list, r));
        }
    }
    Ok(out)
}

async fn view(ctx: &AppContext, granted: &Granted, list: custom_lists::Model, rows: Vec<ratings::Model>) -> ApiResult<CustomListView> {
    let mut views = Vec::new();
    for (l, r) in readable(ctx, granted, rows).await? {
        views.push(read::row(ctx, &l, r, Some(granted.user.id())).await?);
    }
    Ok(CustomListView { id: list.id, name: list.name, created_at: list.created_at, ratings: views })
}

/// The reader builds a list of their own from ratings of the lists they subscribe to.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), request_body = CustomListForm,
    responses((status = 201, body = CustomListView), (status = 401), (status = 422)))]
#[post("/api/custom-rating-list/create")]
pub async fn create_custom_list(
    granted: Granted,
    ctx: web::Data<AppContext>,
    body: web::Json<CustomListForm>,
) -> ApiResult<ApiResponse<CustomListView>> {
    let mut v = Validator::new();
    let name = form::free_text(&mut v, "name", body.name.as_ref(), NAME_MAX, Some(m::NAME_REQUIRED), m::NAME_TOO_LONG);
    let mut ids = body.rating_ids.clone().unwrap_or_default();
    ids.sort_unstable();
    ids.dedup();
    v.check("rating_ids", !ids.is_empty() && ids.len() <= ITEMS_MAX, m::RATINGS_REQUIRED);
    v.finish()?;
    let name = name.ok_or_else(|| ApiError::unprocessable(m::NAME_REQUIRED))?;
    let rows = ratings::Entity::find().filter(ratings::Column::Id.is_in(ids.clone())).all(&ctx.db).await?;
    let readable_count = readable(&ctx, &granted, rows.clone()).await?.len();
    if rows.len() != ids.len() || readable_count != ids.len() {
        return Err(ApiError::field("rating_ids", m::RATING_NOT_READABLE));
    }
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let list =
        custom_lists::ActiveModel { user_id: Set(granted.user.id()), name: Set(name), created_at: Set(Utc::now()), ..Default::default() }
            .insert(&txn)
            .await?;
    let items = ids.iter().map(|id| custom_list_items::ActiveModel { custom_list_id: Set(list.id), rating_id: Set(*id) });
    custom_list_items::Entity::insert_many(items).exec(&txn).await?;
    txn.commit().await?;
    Ok(ApiResponse::created(view(&ctx, &granted, list, rows).await?))
}

/// One of the reader's custom lists with its ratings as they stand.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(("id" = i64, Path, description = "The custom list")),
    responses((status = 200, body = CustomListView), (status = 401), (status = 404)))]
#[get("/api/get-custom-list/{id}")]
pub async fn get_custom_list(granted: Granted, ctx: web::Data<AppContext>, path: web::Path<i64>) -> ApiResult<ApiResponse<CustomListView>> {
    let (list, rows) = own(&ctx, granted.user.id(), path.into_inner()).await?;
    Ok(ApiResponse::ok(view(&ctx, &granted, list, rows).await?))
}

/// How a custom list's ratings did, together and one by one.
#[utoipa::path(tag = "ratings", security(("bearer" = [])), params(("id" = i64, Path, description = "The custom list")),
    responses((status = 200, body = CustomListPerformanceView), (status = 401), (status = 404)))]
#[get("/api/custom-list-performance/{id}")]
pub async fn custom_list_performance(
    granted: Granted,
    ctx: web::Data<AppContext>,
    path: web::Path<i64>,
) -> ApiResult<ApiResponse<CustomListPerformanceView>> {
    let (list, rows) = own(&ctx, granted.user.id(), path.into_inner()).await?;
    let rows: Vec<ratings::Model> = readable(&ctx, &granted, rows).await?.into_iter().map(|(_, r)| r).collect();
    let stocks = performance_of(&ctx, rows).await?;
    let invested: i64 = stocks.iter().map(|s| s.invested.0).sum();
    let result: i64 = stocks.iter().map(|s| s.realized.0 + s.dividends.0 + s.unrealized.0).sum();
    Ok(ApiResponse::ok(CustomListPerformanceView {
        id: list.id,
        name: list.name,
        invested: Price(invested),
        result: PriceChange(result),
        return_percent: (invested > 0).then(|| bp_percent(metrics::return_bp(invested, invested + result))),
        stocks,
    }))
}
