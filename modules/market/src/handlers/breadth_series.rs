use actix_web::{get, web};
use chrono::{Datelike, NaiveDate};
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::market_breadth;
use platform::price::percent;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct YearQuery {
    /// Calendar year; the latest year with data when absent.
    #[serde(default, deserialize_with = "platform::http::bounded::year")]
    #[param(minimum = 1900, maximum = 2100)]
    pub year: Option<i32>,
    /// 1 TASI (default), 2 NOMU, 3 US.
    pub market_id: Option<i32>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SeriesInterval {
    #[default]
    Daily,
    Weekly,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MaQuery {
    #[serde(default, deserialize_with = "platform::http::bounded::year")]
    #[param(minimum = 1900, maximum = 2100)]
    pub year: Option<i32>,
    pub market_id: Option<i32>,
    /// daily (default) or weekly (the week's last day).
    #[param(inline)]
    pub interval: Option<SeriesInterval>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HighLowDay {
    pub date: NaiveDate,
    pub new_highs: i32,
    pub new_lows: i32,
    /// New highs minus new lows.
    pub net: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HighLowWeekCount {
    pub year: i32,
    pub week: u32,
    pub new_highs: i32,
    pub new_lows: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MaDay {
    pub date: NaiveDate,
    pub total: i32,
    pub above_sma50: i32,
    pub above_sma200: i32,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub above_sma50_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub above_sma200_percent: Option<Decimal>,
}

/// The market's breadth rows of a year (the latest year with data when none is named).
async fn year_rows(ctx: &AppContext, market_id: i32, year: Option<i32>) -> Result<Vec<market_breadth::Model>, sea_orm::DbErr> {
    let year = match year {
        Some(y) => y,
        None => match market_breadth::Entity::find()
            .filter(market_breadth::Column::MarketId.eq(market_id))
            .order_by_desc(market_breadth::Column::Date)
            .one(&ctx.db)
            .await?
        {
            Some(row) => row.date.year(),
            None => return Ok(Vec::new()),
        },
    };
    let (Some(from), Some(to)) = (NaiveDate::from_ymd_opt(year, 1, 1), NaiveDate::from_ymd_opt(year, 12, 31)) else {
        return Ok(Vec::new());
    };
    market_breadth::Entity::find()
        .filter(market_breadth::Column::MarketId.eq(market_id))
        .filter(market_breadth::Column::Date.between(from, to))
        .order_by_asc(market_breadth::Column::Date)
        .all(&ctx.db)
        .await
}

fn share(part: i32, total: i32) -> Option<Decimal> {
    (total > 0).then(|| (Decimal::from(part) * Decimal::from(100) / Decimal::from(total)).round_dp(2))
}

/// New 52-week highs and lows per day over a year.
#[utoipa::path(tag = "market", params(YearQuery), responses((status = 200, body = Vec<HighLowDay>)))]
#[get("/api/breadth/52w")]
pub async fn breadth_52w(ctx: web::Data<AppContext>, q: web::Query<YearQuery>) -> ApiResult<ApiResponse<Vec<HighLowDay>>> {
    let rows = year_rows(&ctx, q.market_id.unwrap_or(1), q.year).await?;
    Ok(ApiResponse::ok(
        rows.into_iter()
            .map(|r| HighLowDay { date: r.date, new_highs: r.new_highs, new_lows: r.new_lows, net: r.new_highs - r.new_lows })
            .collect(),
    ))
}

/// New 52-week highs and lows per ISO week over a year.
#[utoipa::path(tag = "market", params(YearQuery), responses((status = 200, body = Vec<HighLowWeekCount>)))]
#[get("/api/hi-lo-weeks")]
pub async fn hi_lo_weeks(ctx: web::Data<AppContext>, q: web::Query<YearQuery>) -> ApiResult<ApiResponse<Vec<HighLowWeekCount>>> {
    let rows = year_rows(&ctx, q.market_id.unwrap_or(1), q.year).await?;
    let mut weeks: Vec<HighLowWeekCount> = Vec::new();
    for r in rows {
        let iso = r.date.iso_week();
        match weeks.last_mut() {
            Some(w) if w.year == iso.year() && w.week == iso.week() => {
                w.new_highs += r.new_highs;
                w.new_lows += r.new_lows;
            }
            _ => weeks.push(HighLowWeekCount { year: iso.year(), week: iso.week(), new_highs: r.new_highs, new_lows: r.new_lows }),
        }
    }
    Ok(ApiResponse::ok(weeks))
}

/// The share of the market's stocks above their 50- and 200-day averages over a year.
#[utoipa::path(tag = "market", params(MaQuery), responses((status = 200, body = Vec<MaDay>)))]
#[get("/api/stocks-by-ma")]
pub async fn stocks_by_ma(ctx: web::Data<AppContext>, q: web::Query<MaQuery>) -> ApiResult<ApiResponse<Vec<MaDay>>> {
    let rows = year_rows(&ctx, q.market_id.unwrap_or(1), q.year).await?;
    let weekly = q.interval.unwrap_or_default() == SeriesInterval::Weekly;
    let mut days: Vec<MaDay> = Vec::new();
    for r in rows {
        let day = MaDay {
            date: r.date,
            total: r.total,
            above_sma50: r.above_sma50,
            above_sma200: r.above_sma200,
            above_sma50_percent: share(r.above_sma50, r.total),
            above_sma200_percent: share(r.above_sma200, r.total),
        };
        // Weekly keeps each week's last day.
        match days.last_mut() {
            Some(last) if weekly && last.date.iso_week() == day.date.iso_week() => *last = day,
            _ => days.push(day),
        }
    }
    Ok(ApiResponse::ok(days))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarketHighLow {
    pub market_id: i32,
    pub date: NaiveDate,
    pub new_highs: i32,
    pub new_lows: i32,
    pub advancers: i32,
    pub decliners: i32,
}

/// The latest day's new highs and lows (and advancers, decliners) of every market.
#[utoipa::path(tag = "market", responses((status = 200, body = Vec<MarketHighLow>)))]
#[get("/api/market-high-low")]
pub async fn market_high_low(ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<Vec<MarketHighLow>>> {
    let mut out = Vec::new();
    for market in &crate::universe::MARKETS {
        let latest = market_breadth::Entity::find()
            .filter(market_breadth::Column::MarketId.eq(market.id))
            .order_by_desc(market_breadth::Column::Date)
            .one(&ctx.db)
            .await?;
        if let Some(r) = latest {
            out.push(MarketHighLow {
                market_id: market.id,
                date: r.date,
                new_highs: r.new_highs,
                new_lows: r.new_lows,
                advancers: r.advancers,
                decliners: r.decliners,
            });
        }
    }
    Ok(ApiResponse::ok(out))
}
