use actix_web::{get, web};
use chrono::{Datelike, Duration};
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::analytics::indicators::year_range;
use crate::entities::{daily_bars, dividends, markets, quotes, sectors, stocks};
use crate::lookup::{bp_percent, localized};
use crate::views::{BarView, MarketView, QuoteView};
use platform::price::Price;
use platform::price::percent;
use platform::ratios::trailing_year_dividends;
use platform::valuation::{Valuation, valuation};
use rust_decimal::Decimal;

#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Interval {
    #[default]
    Daily,
    Weekly,
    Monthly,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StockQuery {
    /// Bar size of the chart history (default daily).
    #[param(inline)]
    pub interval: Option<Interval>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SectorRef {
    pub id: i32,
    pub name: String,
}

/// Everything the Stock page shows.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockView {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    pub name_ar: String,
    pub name_en: String,
    pub market: MarketView,
    pub sector: Option<SectorRef>,
    /// None when not assessed.
    pub shariah_compliant: Option<bool>,
    pub shares_outstanding: i64,
    /// In whole currency units, at the latest price.
    pub market_cap: Option<i64>,
    pub quote: Option<QuoteView>,
    /// The 52-week range of daily bars, the one every screen and document quotes.
    pub range_52w: Option<PriceRange>,
    /// Growth, margins and valuation from the newest reported year, at the latest price.
    pub fundamentals: Option<FundamentalsView>,
    /// True when the prices are generated demo data, not market data.
    pub demo: bool,
    pub interval: String,
    pub history: Vec<BarView>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PriceRange {
    #[schema(value_type = f64)]
    pub low: Price,
    #[schema(value_type = f64)]
    pub high: Price,
}

/// `platform::valuation` as the page shows it: percentages and multiples with two decimals.
#[derive(Debug, Serialize, ToSchema)]
pub struct FundamentalsView {
    /// The reported year the figures come from.
    pub period_end: chrono::NaiveDate,
    pub months: i16,
    /// Generated for the demo, not reported.
    pub demo: bool,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub revenue_growth: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub earnings_growth: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub net_margin: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub pe: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub pb: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub dividend_yield: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub payout: Option<Decimal>,
}

impl From<Valuation> for FundamentalsView {
    fn from(v: Valuation) -> Self {
        // A multiple × 100 reads with two decimals the way basis points read as a percentage.
        let multiple = |x: Option<i64>| x.map(bp_percent);
        Self {
            period_end: v.period_end,
            months: v.months,
            demo: v.demo,
            revenue_growth: v.revenue_growth_bp.map(bp_percent),
            earnings_growth: v.earnings_growth_bp.map(bp_percent),
            net_margin: v.net_margin_bp.map(bp_percent),
            pe: multiple(v.pe_x100),
            pb: multiple(v.pb_x100),
            dividend_yield: v.dividend_yield_bp.map(bp_percent),
            payout: v.payout_bp.map(bp_percent),
        }
    }
}

/// Daily bars shown for the daily chart (about two years).
const DAILY_BARS: usize = 500;

/// Market capitalisation in whole currency units.
pub fn market_cap(price: i64, shares: i64) -> Option<i64> {
    (shares > 0).then(|| i64::try_from(i128::from(price) * i128::from(shares) / i128::from(platform::price::SCALE)).unwrap_or(i64::MAX))
}

/// Groups daily bars into weeks (starting on the market's first trading day) or months.
fn aggregate(bars: &[daily_bars::Model], interval: Interval, week_starts_sunday: bool) -> Vec<BarView> {
    let period = |d: chrono::NaiveDate| match interval {
        Interval::Daily => d,
        Interval::Weekly => {
            let offset = if week_starts_sunday { d.weekday().num_days_from_sunday() } else { d.weekday().num_days_from_monday() };
            d - Duration::days(i64::from(offset))
        }
        Interval::Monthly => d.with_day(1).unwrap_or(d),
    };
    let mut out: Vec<BarView> = Vec::new();
    let mut current: Option<chrono::NaiveDate> = None;
    for b in bars {
        let p = period(b.date);
        match out.last_mut() {
            Some(last) if current == Some(p) => {
                last.high = last.high.max(Price(b.high));
                last.low = last.low.min(Price(b.low));
                last.close = Price(b.close);
                last.volume += b.volume;
                last.date = b.date;
            }
            _ => {
                current = Some(p);
                out.push(BarView {
                    date: b.date,
                    open: Price(b.open),
                    high: Price(b.high),
                    low: Price(b.low),
                    close: Price(b.close),
                    volume: b.volume,
                });
            }
        }
    }
    out
}

/// A stock with its market, sector, Shariah status, latest quote and chart history.
#[utoipa::path(tag = "market", params(("id" = i64, Path), StockQuery),
    responses((status = 200, body = StockView), (status = 404, body = platform::http::error::ErrorBody)))]
#[get("/api/stock/{id}")]
pub async fn get_stock(ctx: web::Data<AppContext>, id: web::Path<i64>, q: web::Query<StockQuery>) -> ApiResult<ApiResponse<StockView>> {
    let stock = stocks::Entity::find_by_id(*id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let market = markets::Entity::find_by_id(stock.market_id).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let sector = match stock.sector_id {
        Some(sid) => sectors::Entity::find_by_id(sid).one(&ctx.db).await?,
        None => None,
    };
    let quote = quotes::Entity::find_by_id(stock.id).one(&ctx.db).await?;
    let interval = q.interval.unwrap_or_default();
    let mut bars = daily_bars::Entity::find()
        .filter(daily_bars::Column::StockId.eq(stock.id))
        .order_by_asc(daily_bars::Column::Date)
        .all(&ctx.db)
        .await?;
    let highs_lows: Vec<(i64, i64)> = bars.iter().map(|b| (b.high, b.low)).collect();
    let range_52w = year_range(&highs_lows).map(|(low, high)| PriceRange { low: Price(low), high: Price(high) });
    let fundamentals = match (quote.as_ref(), bars.last()) {
        (Some(q), Some(last)) => {
            let periods = crate::fundamentals::periods_of(&ctx.db, stock.id).await?;
            let paid = dividends::Entity::find()
                .filter(dividends::Column::StockId.eq(stock.id))
                .filter(dividends::Column::ExDate.gt(last.date - Duration::days(366)))
                .all(&ctx.db)
                .await?;
            let trailing = trailing_year_dividends(paid.iter().map(|d| (d.ex_date, Price(d.amount))), last.date);
            valuation(&periods, Price(q.price), stock.shares_outstanding, trailing).map(FundamentalsView::from)
        }
        _ => None,
    };
    if interval == Interval::Daily && bars.len() > DAILY_BARS {
        bars.drain(..bars.len() - DAILY_BARS);
    }
    let history = aggregate(&bars, interval, market.timezone == "Asia/Riyadh");
    Ok(ApiResponse::ok(StockView {
        id: stock.id,
        name: localized(&stock.name_ar, &stock.name_en).to_owned(),
        market_cap: quote.as_ref().and_then(|q| market_cap(q.price, stock.shares_outstanding)),
        quote: quote.as_ref().map(QuoteView::from),
        range_52w,
        fundamentals,
        market: MarketView::from(&market),
        sector: sector.map(|s| SectorRef { id: s.id, name: localized(&s.name_ar, &s.name_en).to_owned() }),
        symbol: stock.symbol,
        name_ar: stock.name_ar,
        name_en: stock.name_en,
        shariah_compliant: stock.shariah_compliant,
        shares_outstanding: stock.shares_outstanding,
        demo: stock.is_demo,
        interval: format!("{interval:?}").to_lowercase(),
        history,
    }))
}
