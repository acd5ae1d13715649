use actix_web::{get, web};
use chrono::{NaiveDate, TimeZone};
use chrono_tz::Asia::Riyadh;
use platform::http::response::PageQuery;
use platform::search_text::{like_containing, normalize};
use platform::{ApiError, ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::{news, news_stocks};
use crate::messages;
use crate::news_views::views;
use crate::views::NewsView;

const PER_PAGE: u64 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NewsFilter {
    /// Words in the title, summary or body, in any Arabic spelling variant.
    pub search: Option<String>,
    /// One day, YYYY-MM-DD (Riyadh time).
    pub date: Option<String>,
    /// Only articles that name this stock (a stock's page).
    pub stock_id: Option<i64>,
    /// Only articles written in this language: `ar` or `en` (absent or empty: every language).
    pub language: Option<String>,
}

/// The news, newest first: Eva's own articles and those imported from feeds, each with the
/// stocks it names.
#[utoipa::path(tag = "research", params(PageQuery, NewsFilter),
    responses((status = 200, body = Vec<NewsView>), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/news")]
pub async fn news_list(
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    filter: web::Query<NewsFilter>,
) -> ApiResult<Paginated<NewsView>> {
    let mut query = news::Entity::find();
    let search = normalize(filter.search.as_deref().unwrap_or_default());
    if !search.is_empty() {
        for word in search.split(' ') {
            query = query.filter(news::Column::SearchKey.like(like_containing(word)));
        }
    }
    if let Some(date) = filter.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        let day = NaiveDate::parse_from_str(date, "%Y-%m-%d").map_err(|_| ApiError::field("date", messages::DATE_INVALID))?;
        let start = Riyadh
            .from_local_datetime(&day.and_time(chrono::NaiveTime::MIN))
            .single()
            .ok_or_else(|| ApiError::field("date", messages::DATE_INVALID))?;
        let end = start + chrono::Duration::days(1);
        query = query.filter(news::Column::PublishedAt.gte(start.to_utc())).filter(news::Column::PublishedAt.lt(end.to_utc()));
    }
    if let Some(language) = filter.language.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        if !matches!(language, "ar" | "en") {
            return Err(ApiError::field("language", messages::NEWS_LANGUAGE_INVALID));
        }
        query = query.filter(news::Column::Language.eq(language));
    }
    if let Some(stock_id) = filter.stock_id {
        let tagged = news_stocks::Entity::find()
            .select_only()
            .column(news_stocks::Column::NewsId)
            .filter(news_stocks::Column::StockId.eq(stock_id))
            .into_query();
        query = query.filter(news::Column::Id.in_subquery(tagged));
    }
    let total = query.clone().count(&ctx.db).await?;
    let rows = query
        .order_by_desc(news::Column::PublishedAt)
        .order_by_desc(news::Column::Id)
        .offset(page.offset(PER_PAGE))
        .limit(page.per_page(PER_PAGE))
        .all(&ctx.db)
        .await?;
    let data = views(&ctx, rows, platform::i18n::current_lang()).await.map_err(ApiError::internal)?;
    Ok(Paginated::new(data, page.page(), page.per_page(PER_PAGE), total))
}
