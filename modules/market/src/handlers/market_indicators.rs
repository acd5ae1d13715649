use std::collections::HashMap;

use actix_web::{get, web};
use chrono::NaiveDate;
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::entities::market_breadth;
use crate::lookup::{quotes_for, stocks_of_market};
use crate::views_analytics::StockRef;
use platform::price::{Price, percent};

/// How many stocks each movers tab lists.
const MOVERS: usize = 10;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MarketQuery {
    /// 1 TASI (default), 2 NOMU, 3 US.
    pub market_id: Option<i32>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Mover {
    pub stock: StockRef,
    #[schema(value_type = f64)]
    pub price: Price,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_percent: Option<Decimal>,
    pub volume: i64,
    /// Traded value in whole currency units (price × volume).
    pub value: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Movers {
    pub gainers: Vec<Mover>,
    pub losers: Vec<Mover>,
    pub by_value: Vec<Mover>,
    pub by_volume: Vec<Mover>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BreadthView {
    pub date: NaiveDate,
    pub advancers: i32,
    pub decliners: i32,
    pub unchanged: i32,
    pub above_sma50: i32,
    pub above_sma200: i32,
    pub new_highs: i32,
    pub new_lows: i32,
    pub total: i32,
}

impl From<market_breadth::Model> for BreadthView {
    fn from(b: market_breadth::Model) -> Self {
        Self {
            date: b.date,
            advancers: b.advancers,
            decliners: b.decliners,
            unchanged: b.unchanged,
            above_sma50: b.above_sma50,
            above_sma200: b.above_sma200,
            new_highs: b.new_highs,
            new_lows: b.new_lows,
            total: b.total,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarketIndicatorsView {
    pub market_id: i32,
    pub breadth: Option<BreadthView>,
    pub movers: Movers,
}

fn top(list: &[Mover], key: impl Fn(&Mover) -> i128) -> Vec<Mover> {
    let mut sorted = list.to_vec();
    sorted.sort_by_key(|m| std::cmp::Reverse(key(m)));
    sorted.truncate(MOVERS);
    sorted
}

/// Today's breadth and the movers of a market: gainers, losers, by traded value, by volume.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = MarketIndicatorsView)))]
#[get("/api/market-indicators")]
pub async fn market_indicators(ctx: web::Data<AppContext>, q: web::Query<MarketQuery>) -> ApiResult<ApiResponse<MarketIndicatorsView>> {
    let market_id = q.market_id.unwrap_or(1);
    let stocks = stocks_of_market(&ctx.db, market_id).await?;
    let ids: Vec<i64> = stocks.iter().map(|s| s.id).collect();
    let quotes = quotes_for(&ctx.db, &ids).await?;
    let by_id: HashMap<i64, _> = stocks.iter().map(|s| (s.id, s)).collect();
    let all: Vec<Mover> = quotes
        .values()
        .filter_map(|q| {
            let stock = by_id.get(&q.stock_id)?;
            Some(Mover {
                stock: StockRef::from(*stock),
                price: Price(q.price),
                change_percent: Price(q.price).change_percent_from(Price(q.previous_close)),
                volume: q.volume,
                value: i64::try_from(i128::from(q.price) * i128::from(q.volume) / i128::from(platform::price::SCALE)).unwrap_or(i64::MAX),
            })
        })
        .collect();
    // Percent in hundredths, so sorting stays exact.
    let pct = |m: &Mover| m.change_percent.map_or(0, |d| (d * Decimal::from(100)).trunc().mantissa());
    let movers = Movers {
        gainers: top(&all, |m| pct(m)).into_iter().filter(|m| pct(m) > 0).collect(),
        losers: top(&all, |m| -pct(m)).into_iter().filter(|m| pct(m) < 0).collect(),
        by_value: top(&all, |m| i128::from(m.value)),
        by_volume: top(&all, |m| i128::from(m.volume)),
    };
    let breadth = market_breadth::Entity::find()
        .filter(market_breadth::Column::MarketId.eq(market_id))
        .order_by_desc(market_breadth::Column::Date)
        .one(&ctx.db)
        .await?
        .map(BreadthView::from);
    Ok(ApiResponse::ok(MarketIndicatorsView { market_id, breadth, movers }))
}
