use std::collections::HashMap;

use actix_web::{get, web};
use chrono::NaiveDate;
use platform::http::response::PageQuery;
use platform::requirements::Entitled;
use platform::requirements::features::Signals;
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::{stock_signals, stocks};
use crate::views_analytics::{StockRef, event_title};
use platform::price::Price;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SignalsQuery {
    pub market_id: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignalReason {
    pub kind: String,
    pub title: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignalView {
    pub id: i64,
    pub stock: StockRef,
    pub date: NaiveDate,
    /// "buy" or "sell".
    pub signal: String,
    /// Bullish minus bearish weight of the day's events.
    pub score: i32,
    #[schema(value_type = f64)]
    pub close: Price,
    pub reasons: Vec<SignalReason>,
}

/// How old a signal must be before it is shown without the signals feature (DECISIONS 2).
pub const FREE_DELAY_DAYS: u64 = 7;

/// The newest day a guest or free user may see: [`FREE_DELAY_DAYS`] before today in Riyadh.
pub fn newest_free_day(now: chrono::DateTime<chrono::Utc>) -> NaiveDate {
    platform::saudi_time::day_of(now) - chrono::Days::new(FREE_DELAY_DAYS)
}

async fn signals_page(
    ctx: &AppContext,
    market_id: Option<i32>,
    until: Option<NaiveDate>,
    page: u64,
    per_page: u64,
) -> Result<Paginated<SignalView>, sea_orm::DbErr> {
    let mut select = stock_signals::Entity::find();
    if let Some(day) = until {
        select = select.filter(stock_signals::Column::Date.lte(day));
    }
    if let Some(m) = market_id {
        select = select.filter(stock_signals::Column::MarketId.eq(m));
    }
    let paginator = select.order_by_desc(stock_signals::Column::Date).order_by_desc(stock_signals::Column::Id).paginate(&ctx.db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page - 1).await?;
    let stocks: HashMap<i64, stocks::Model> = stocks::Entity::find()
        .filter(stocks::Column::Id.is_in(rows.iter().map(|r| r.stock_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|s| (s.id, s))
        .collect();
    let items = rows
        .into_iter()
        .filter_map(|r| {
            Some(SignalView {
                id: r.id,
                stock: StockRef::from(stocks.get(&r.stock_id)?),
                date: r.date,
                signal: r.signal,
                score: r.score,
                close: Price(r.close),
                reasons: r
                    .reasons
                    .split(',')
                    .filter(|k| !k.is_empty())
                    .map(|k| SignalReason { kind: k.to_owned(), title: event_title(k) })
                    .collect(),
            })
        })
        .collect();
    Ok(Paginated::new(items, page, per_page, total))
}

/// Buy and sell signals up to today, newest first: the signals feature (999 without it).
#[utoipa::path(tag = "market", security(("bearer" = [])), params(PageQuery, SignalsQuery),
    responses((status = 200, body = Vec<SignalView>), (status = 401)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/stock-signals")]
pub async fn list_stock_signals(
    ctx: web::Data<AppContext>,
    _user: Entitled<Signals>,
    page: web::Query<PageQuery>,
    q: web::Query<SignalsQuery>,
) -> ApiResult<Paginated<SignalView>> {
    Ok(signals_page(&ctx, q.market_id, None, page.page(), page.per_page(20)).await?)
}

/// The same signals for guests and free users, but only those at least [`FREE_DELAY_DAYS`] old.
#[utoipa::path(tag = "market", params(PageQuery, SignalsQuery), responses((status = 200, body = Vec<SignalView>)))]
#[get("/api/stock-signals-guest")]
pub async fn list_stock_signals_guest(
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
    q: web::Query<SignalsQuery>,
) -> ApiResult<Paginated<SignalView>> {
    let until = newest_free_day(chrono::Utc::now());
    Ok(signals_page(&ctx, q.market_id, Some(until), page.page(), page.per_page(20)).await?)
}
