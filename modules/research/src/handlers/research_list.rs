use actix_web::{get, web};
use chrono::{Datelike, Duration, TimeZone, Utc};
use chrono_tz::Asia::Riyadh;
use platform::http::response::PageQuery;
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::documents::view;
use crate::entities::documents;
use crate::views::ResearchView;

const PER_PAGE: u64 = 12;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ResearchFilter {
    /// Only this document (a shared link).
    pub id: Option<i64>,
}

async fn page_of(
    ctx: &AppContext,
    mut query: Select<documents::Entity>,
    page: &PageQuery,
    filter: &ResearchFilter,
) -> ApiResult<Paginated<ResearchView>> {
    if let Some(id) = filter.id {
        query = query.filter(documents::Column::Id.eq(id));
    }
    let total = query.clone().count(&ctx.db).await?;
    let rows = query
        .order_by_desc(documents::Column::PublishedAt)
        .order_by_desc(documents::Column::Id)
        .offset(page.offset(PER_PAGE))
        .limit(page.per_page(PER_PAGE))
        .all(&ctx.db)
        .await?;
    let lang = platform::i18n::current_lang();
    Ok(Paginated::new(rows.into_iter().map(|d| view(d, lang)).collect(), page.page(), page.per_page(PER_PAGE), total))
}

/// The financial research, newest first.
#[utoipa::path(tag = "research", params(PageQuery, ResearchFilter),
    responses((status = 200, body = Vec<ResearchView>), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/financial-research")]
pub async fn research_list(
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<ResearchFilter>,
) -> ApiResult<Paginated<ResearchView>> {
    page_of(&ctx, documents::Entity::find().filter(documents::Column::PublishedAt.lte(Utc::now())), &page, &filter).await
}

/// The research published this ISO week and the one before (Riyadh time), newest first.
#[utoipa::path(tag = "research", params(PageQuery, ResearchFilter),
    responses((status = 200, body = Vec<ResearchView>), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/financial-research-weekly")]
pub async fn research_weekly(
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<ResearchFilter>,
) -> ApiResult<Paginated<ResearchView>> {
    let now = Utc::now();
    let today = platform::saudi_time::day_of(now);
    let monday = today - Duration::days(i64::from(today.weekday().num_days_from_monday()));
    let since = Riyadh
        .from_local_datetime(&(monday - Duration::days(7)).and_time(chrono::NaiveTime::MIN))
        .single()
        .map_or(now - Duration::days(14), |t| t.to_utc());
    let query = documents::Entity::find().filter(documents::Column::PublishedAt.gte(since)).filter(documents::Column::PublishedAt.lte(now));
    page_of(&ctx, query, &page, &filter).await
}
