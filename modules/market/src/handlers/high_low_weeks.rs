use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{Duration, NaiveDate, Weekday};
use platform::{ApiError, ApiResponse, ApiResult, AppContext, messages};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::analytics::events::EventKind;
use crate::entities::{stocks, technical_events};
use crate::views_analytics::StockRef;
use platform::price::Price;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HighLowQuery {
    pub market_id: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HighLowItem {
    pub stock: StockRef,
    pub date: NaiveDate,
    #[schema(value_type = f64)]
    pub close: Price,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HighLowWeek {
    pub year: i32,
    pub week: u32,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub highs: Vec<HighLowItem>,
    pub lows: Vec<HighLowItem>,
}

/// The days of ISO week `week` of `year`, widened to start on the Sunday before so that the
/// Saudi trading week (Sunday to Thursday) and the US one (Monday to Friday) both fit.
pub fn week_range(year: i32, week: u32) -> Option<(NaiveDate, NaiveDate)> {
    // Years the product could have data for; others would only stretch the date arithmetic.
    if !(1900..=2100).contains(&year) {
        return None;
    }
    let monday = NaiveDate::from_isoywd_opt(year, week, Weekday::Mon)?;
    Some((monday - Duration::days(1), monday + Duration::days(5)))
}

async fn week_of(ctx: &AppContext, year: i32, week: u32, market: Option<i32>, high: EventKind, low: EventKind) -> ApiResult<HighLowWeek> {
    let (from, to) = week_range(year, week).ok_or_else(|| ApiError::field("week", messages::FIELD_UNKNOWN_VALUE))?;
    let mut select = technical_events::Entity::find()
        .filter(technical_events::Column::Date.between(from, to))
        .filter(technical_events::Column::Kind.is_in([high.code(), low.code()]));
    if let Some(m) = market {
        select = select.filter(technical_events::Column::MarketId.eq(m));
    }
    let events = select.order_by_asc(technical_events::Column::Date).all(&ctx.db).await?;
    let stocks: HashMap<i64, stocks::Model> = stocks::Entity::find()
        .filter(stocks::Column::Id.is_in(events.iter().map(|e| e.stock_id)))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|s| (s.id, s))
        .collect();
    let mut out = HighLowWeek { year, week, from, to, highs: Vec::new(), lows: Vec::new() };
    for e in events {
        let Some(stock) = stocks.get(&e.stock_id) else { continue };
        let item = HighLowItem { stock: StockRef::from(stock), date: e.date, close: Price(e.close) };
        if e.kind == high.code() { out.highs.push(item) } else { out.lows.push(item) }
    }
    Ok(out)
}

/// Stocks that made a new 52-week high or low during a week.
#[utoipa::path(tag = "market", params(("year" = i32, Path), ("week" = u32, Path, description = "ISO week 1-53"), HighLowQuery),
    responses((status = 200, body = HighLowWeek), (status = 422)))]
#[get("/api/weekly-high-low-stocks/{year}/{week}")]
pub async fn weekly_high_low(
    ctx: web::Data<AppContext>,
    path: web::Path<(i32, u32)>,
    q: web::Query<HighLowQuery>,
) -> ApiResult<ApiResponse<HighLowWeek>> {
    let (year, week) = path.into_inner();
    Ok(ApiResponse::ok(week_of(&ctx, year, week, q.market_id, EventKind::High52w, EventKind::Low52w).await?))
}

/// Stocks that made a new all-time high or low during a week.
#[utoipa::path(tag = "market", params(("year" = i32, Path), ("week" = u32, Path, description = "ISO week 1-53"), HighLowQuery),
    responses((status = 200, body = HighLowWeek), (status = 422)))]
#[get("/api/at-high-low-stocks/{year}/{week}")]
pub async fn all_time_high_low(
    ctx: web::Data<AppContext>,
    path: web::Path<(i32, u32)>,
    q: web::Query<HighLowQuery>,
) -> ApiResult<ApiResponse<HighLowWeek>> {
    let (year, week) = path.into_inner();
    Ok(ApiResponse::ok(week_of(&ctx, year, week, q.market_id, EventKind::AllTimeHigh, EventKind::AllTimeLow).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_cover_the_saudi_and_us_trading_days() {
        let (from, to) = week_range(2026, 47).unwrap_or_default();
        assert_eq!(from, NaiveDate::from_ymd_opt(2026, 11, 15).unwrap_or_default());
        assert_eq!(to, NaiveDate::from_ymd_opt(2026, 11, 21).unwrap_or_default());
        assert!(week_range(2026, 54).is_none());
        assert!(week_range(2026, 0).is_none());
        assert!(week_range(i32::MIN, 1).is_none() && week_range(96_053, 1).is_none());
    }
}
