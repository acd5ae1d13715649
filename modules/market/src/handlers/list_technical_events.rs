use std::collections::HashMap;

use actix_web::{get, web};
use platform::http::response::PageQuery;
use platform::requirements::Entitled;
use platform::requirements::features::TechnicalAnalysis;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Paginated, messages};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::analytics::events::EventKind;
use crate::entities::{stocks, technical_events};
use crate::views_analytics::{EventView, StockRef, event_title};
use platform::price::Price;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    pub market_id: Option<i32>,
    /// One kind only ("golden_cross", "high_52w", ...).
    pub kind: Option<String>,
}

fn view(e: technical_events::Model, stocks: &HashMap<i64, stocks::Model>) -> Option<EventView> {
    let stock = stocks.get(&e.stock_id)?;
    Some(EventView {
        id: e.id,
        stock: StockRef::from(stock),
        date: e.date,
        title: event_title(&e.kind),
        kind: e.kind,
        direction: e.direction,
        close: Price(e.close),
    })
}

async fn stocks_of(ctx: &AppContext, ids: impl Iterator<Item = i64>) -> Result<HashMap<i64, stocks::Model>, sea_orm::DbErr> {
    Ok(stocks::Entity::find().filter(stocks::Column::Id.is_in(ids)).all(&ctx.db).await?.into_iter().map(|s| (s.id, s)).collect())
}

/// Technical events, newest first (crossovers, breakouts, new highs and lows, RSI extremes).
/// The technical-analysis screen's data: the technical-analysis feature (999 without it).
#[utoipa::path(tag = "market", security(("bearer" = [])), params(PageQuery, EventsQuery), responses((status = 200, body = Vec<EventView>)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/technical-events")]
pub async fn list_technical_events(
    ctx: web::Data<AppContext>,
    _user: Entitled<TechnicalAnalysis>,
    page: web::Query<PageQuery>,
    q: web::Query<EventsQuery>,
) -> ApiResult<Paginated<EventView>> {
    let per_page = page.per_page(20);
    let mut select = technical_events::Entity::find();
    if let Some(m) = q.market_id {
        select = select.filter(technical_events::Column::MarketId.eq(m));
    }
    if let Some(kind) = &q.kind {
        if EventKind::from_code(kind).is_none() {
            return Err(ApiError::field("kind", messages::FIELD_UNKNOWN_VALUE));
        }
        select = select.filter(technical_events::Column::Kind.eq(kind.as_str()));
    }
    let paginator =
        select.order_by_desc(technical_events::Column::Date).order_by_desc(technical_events::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    let stocks = stocks_of(&ctx, rows.iter().map(|e| e.stock_id)).await?;
    Ok(Paginated::new(rows.into_iter().filter_map(|e| view(e, &stocks)).collect(), page.page(), per_page, total))
}

/// One technical event.
#[utoipa::path(tag = "market", security(("bearer" = [])), params(("id" = i64, Path)), responses((status = 200, body = EventView), (status = 404)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/technical-events/{id}")]
pub async fn get_technical_event(
    ctx: web::Data<AppContext>,
    _user: Entitled<TechnicalAnalysis>,
    id: web::Path<i64>,
) -> ApiResult<ApiResponse<EventView>> {
    let event = technical_events::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let stocks = stocks_of(&ctx, std::iter::once(event.stock_id)).await?;
    view(event, &stocks).map(ApiResponse::ok).ok_or_else(ApiError::not_found)
}
