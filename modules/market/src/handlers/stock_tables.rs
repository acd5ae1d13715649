//! Per-stock tables of a market: financial indicators, dividends, ownership, risk.

use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{Duration, NaiveDate};
use platform::ratios::{ChangePeriod, change_bp, dividend_yield_bp, trailing_year_dividends};
use platform::{ApiResponse, ApiResult, AppContext};
use rust_decimal::Decimal;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Serialize;
use utoipa::ToSchema;

use super::market_indicators::MarketQuery;
use crate::entities::{dividends, quotes, stock_indicators, stock_ownership, stock_risk, stocks};
use crate::handlers::get_stock::market_cap;
use crate::lookup::{base_closes, bp_percent, quotes_for, stocks_of_market};
use crate::views_analytics::StockRef;
use platform::price::{Price, percent};

fn change(now: i64, base: Option<&Price>) -> Option<Decimal> {
    base.and_then(|b| change_bp(*b, Price(now))).map(bp_percent)
}

/// Trailing twelve months of dividends per stock, as of `today`.
async fn trailing_dividends(
    ctx: &AppContext,
    ids: &[i64],
    today: NaiveDate,
) -> Result<HashMap<i64, Vec<dividends::Model>>, sea_orm::DbErr> {
    let rows = dividends::Entity::find()
        .filter(dividends::Column::StockId.is_in(ids.iter().copied()))
        .filter(dividends::Column::ExDate.gt(today - Duration::days(365)))
        .filter(dividends::Column::ExDate.lte(today))
        .all(&ctx.db)
        .await?;
    let mut out: HashMap<i64, Vec<dividends::Model>> = HashMap::new();
    for d in rows {
        out.entry(d.stock_id).or_default().push(d);
    }
    Ok(out)
}

/// The year's dividends per share as every screen computes them (`platform::ratios`).
fn trailing(paid: Option<&Vec<dividends::Model>>, as_of: NaiveDate) -> Price {
    trailing_year_dividends(paid.into_iter().flatten().map(|d| (d.ex_date, Price(d.amount))), as_of)
}

struct MarketSnapshot {
    stocks: Vec<stocks::Model>,
    quotes: HashMap<i64, quotes::Model>,
    today: NaiveDate,
}

async fn snapshot(ctx: &AppContext, market_id: i32) -> Result<MarketSnapshot, sea_orm::DbErr> {
    let stocks = stocks_of_market(&ctx.db, market_id).await?;
    let ids: Vec<i64> = stocks.iter().map(|s| s.id).collect();
    let quotes = quotes_for(&ctx.db, &ids).await?;
    let today = quotes.values().map(|q| q.quoted_at.date_naive()).max().unwrap_or_else(|| chrono::Utc::now().date_naive());
    Ok(MarketSnapshot { stocks: stocks.into_iter().filter(|s| quotes.contains_key(&s.id)).collect(), quotes, today })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FinancialIndicators {
    pub stock: StockRef,
    #[schema(value_type = f64)]
    pub price: Price,
    pub market_cap: Option<i64>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_1d: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_1m: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_3m: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_ytd: Option<Decimal>,
    /// At the last close: the market's one-year figure (the risk lens', the report's, chat's).
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_1y: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub dividend_yield: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub rsi14: Option<Decimal>,
    pub above_sma50: Option<bool>,
    pub above_sma200: Option<bool>,
    pub demo: bool,
}

/// Valuation and performance figures of a market's stocks, largest first.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = Vec<FinancialIndicators>)))]
#[get("/api/financial-indicators")]
pub async fn financial_indicators(
    ctx: web::Data<AppContext>,
    q: web::Query<MarketQuery>,
) -> ApiResult<ApiResponse<Vec<FinancialIndicators>>> {
    let snap = snapshot(&ctx, q.market_id.unwrap_or(1)).await?;
    let ids: Vec<i64> = snap.stocks.iter().map(|s| s.id).collect();
    let t = snap.today;
    let month = base_closes(&ctx.db, &ids, ChangePeriod::Month, t).await?;
    let quarter = base_closes(&ctx.db, &ids, ChangePeriod::Quarter, t).await?;
    let year_start = base_closes(&ctx.db, &ids, ChangePeriod::YearToDate, t).await?;
    // The year's return is the market's one figure (its risk figures at the last close), as the
    // risk lens, the stock report, the analysis PDF and Eva Chat give it.
    let year: HashMap<i64, i32> = stock_risk::Entity::find()
        .filter(stock_risk::Column::StockId.is_in(ids.clone()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|r| (r.stock_id, r.return1y_bp))
        .collect();
    let dividends = trailing_dividends(&ctx, &ids, t).await?;
    let indicators: HashMap<i64, stock_indicators::Model> = stock_indicators::Entity::find()
        .filter(stock_indicators::Column::StockId.is_in(ids.clone()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|i| (i.stock_id, i))
        .collect();
    let mut out: Vec<FinancialIndicators> = snap
        .stocks
        .iter()
        .filter_map(|s| {
            let quote = snap.quotes.get(&s.id)?;
            let ind = indicators.get(&s.id);
            let paid = trailing(dividends.get(&s.id), t);
            Some(FinancialIndicators {
                stock: StockRef::from(s),
                price: Price(quote.price),
                market_cap: market_cap(quote.price, s.shares_outstanding),
                change_1d: change(quote.price, Some(&Price(quote.previous_close))),
                return_1m: change(quote.price, month.get(&s.id)),
                return_3m: change(quote.price, quarter.get(&s.id)),
                return_ytd: change(quote.price, year_start.get(&s.id)),
                return_1y: year.get(&s.id).map(|bp| bp_percent(i64::from(*bp))),
                dividend_yield: dividend_yield_bp(paid, Price(quote.price)).map(bp_percent),
                rsi14: ind.and_then(|i| i.rsi14).map(|r| Decimal::new(i64::from(r), 2)),
                above_sma50: ind.and_then(|i| i.sma50.map(|m| i.close > m)),
                above_sma200: ind.and_then(|i| i.sma200.map(|m| i.close > m)),
                demo: s.is_demo,
            })
        })
        .collect();
    out.sort_by_key(|f| std::cmp::Reverse(f.market_cap.unwrap_or_default()));
    Ok(ApiResponse::ok(out))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DividendRow {
    pub stock: StockRef,
    #[schema(value_type = f64)]
    pub price: Price,
    pub last_ex_date: Option<NaiveDate>,
    #[schema(value_type = Option<f64>)]
    pub last_amount: Option<Price>,
    /// Cash paid per share over the last twelve months.
    #[schema(value_type = f64)]
    pub trailing_12m: Price,
    pub payments_12m: usize,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub dividend_yield: Option<Decimal>,
    pub demo: bool,
}

/// Dividends of a market's paying stocks over the last twelve months, highest yield first.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = Vec<DividendRow>)))]
#[get("/api/dividend-data")]
pub async fn dividend_data(ctx: web::Data<AppContext>, q: web::Query<MarketQuery>) -> ApiResult<ApiResponse<Vec<DividendRow>>> {
    let snap = snapshot(&ctx, q.market_id.unwrap_or(1)).await?;
    let ids: Vec<i64> = snap.stocks.iter().map(|s| s.id).collect();
    let dividends = trailing_dividends(&ctx, &ids, snap.today).await?;
    let mut out: Vec<DividendRow> = snap
        .stocks
        .iter()
        .filter_map(|s| {
            let paid = dividends.get(&s.id)?;
            let quote = snap.quotes.get(&s.id)?;
            let last = paid.iter().max_by_key(|d| d.ex_date);
            let sum = trailing(Some(paid), snap.today);
            Some(DividendRow {
                stock: StockRef::from(s),
                price: Price(quote.price),
                last_ex_date: last.map(|d| d.ex_date),
                last_amount: last.map(|d| Price(d.amount)),
                trailing_12m: sum,
                payments_12m: paid.len(),
                dividend_yield: dividend_yield_bp(sum, Price(quote.price)).map(bp_percent),
                demo: s.is_demo,
            })
        })
        .collect();
    out.sort_by_key(|d| std::cmp::Reverse(d.dividend_yield.unwrap_or_default()));
    Ok(ApiResponse::ok(out))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OwnershipRow {
    pub stock: StockRef,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub foreign_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub institutional_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub government_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub free_float_percent: Option<Decimal>,
    pub as_of: NaiveDate,
    pub demo: bool,
}

/// Who holds a market's stocks: foreign, institutional, government, free float.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = Vec<OwnershipRow>)))]
#[get("/api/ownership-indicators")]
pub async fn ownership_indicators(ctx: web::Data<AppContext>, q: web::Query<MarketQuery>) -> ApiResult<ApiResponse<Vec<OwnershipRow>>> {
    let members = stocks_of_market(&ctx.db, q.market_id.unwrap_or(1)).await?;
    let by_id: HashMap<i64, &stocks::Model> = members.iter().map(|s| (s.id, s)).collect();
    let rows = stock_ownership::Entity::find().filter(stock_ownership::Column::StockId.is_in(by_id.keys().copied())).all(&ctx.db).await?;
    let mut out: Vec<OwnershipRow> = rows
        .into_iter()
        .filter_map(|o| {
            Some(OwnershipRow {
                stock: StockRef::from(*by_id.get(&o.stock_id)?),
                foreign_percent: Some(bp_percent(i64::from(o.foreign_bp))),
                institutional_percent: Some(bp_percent(i64::from(o.institutional_bp))),
                government_percent: Some(bp_percent(i64::from(o.government_bp))),
                free_float_percent: Some(bp_percent(i64::from(o.free_float_bp))),
                as_of: o.as_of,
                demo: o.is_demo,
            })
        })
        .collect();
    out.sort_by_key(|o| std::cmp::Reverse(o.foreign_percent.unwrap_or_default()));
    Ok(ApiResponse::ok(out))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RiskRow {
    pub stock: StockRef,
    pub date: NaiveDate,
    /// Annualised volatility of daily returns over the last year.
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub volatility_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub beta: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub max_drawdown_percent: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub return_1y_percent: Option<Decimal>,
    /// Average true range as a share of the price.
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub atr_percent: Option<Decimal>,
    pub demo: bool,
}

/// Risk of a market's stocks over the last year, most volatile first.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = Vec<RiskRow>)))]
#[get("/api/risk-lens")]
pub async fn risk_lens(ctx: web::Data<AppContext>, q: web::Query<MarketQuery>) -> ApiResult<ApiResponse<Vec<RiskRow>>> {
    let members = stocks_of_market(&ctx.db, q.market_id.unwrap_or(1)).await?;
    let by_id: HashMap<i64, &stocks::Model> = members.iter().map(|s| (s.id, s)).collect();
    let ids: Vec<i64> = by_id.keys().copied().collect();
    let risks = stock_risk::Entity::find().filter(stock_risk::Column::StockId.is_in(ids.clone())).all(&ctx.db).await?;
    let indicators: HashMap<i64, stock_indicators::Model> = stock_indicators::Entity::find()
        .filter(stock_indicators::Column::StockId.is_in(ids))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|i| (i.stock_id, i))
        .collect();
    let mut out: Vec<RiskRow> = risks
        .into_iter()
        .filter_map(|r| {
            let stock = *by_id.get(&r.stock_id)?;
            let atr = indicators.get(&r.stock_id).and_then(|i| {
                let atr = i.atr14?;
                (i.close > 0).then(|| (Decimal::from(atr) * Decimal::from(100) / Decimal::from(i.close)).round_dp(2))
            });
            Some(RiskRow {
                stock: StockRef::from(stock),
                date: r.date,
                volatility_percent: Some(bp_percent(i64::from(r.volatility_bp))),
                beta: r.beta_x100.map(|b| Decimal::new(i64::from(b), 2)),
                max_drawdown_percent: Some(bp_percent(i64::from(r.max_drawdown_bp))),
                return_1y_percent: Some(bp_percent(i64::from(r.return1y_bp))),
                atr_percent: atr,
                demo: stock.is_demo,
            })
        })
        .collect();
    out.sort_by_key(|r| std::cmp::Reverse(r.volatility_percent.unwrap_or_default()));
    Ok(ApiResponse::ok(out))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SectorPerformance {
    pub id: Option<i32>,
    pub name: String,
    pub market_cap: i64,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_1d: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_1w: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_1m: Option<Decimal>,
    #[serde(serialize_with = "percent")]
    #[schema(value_type = Option<f64>)]
    pub change_ytd: Option<Decimal>,
}

/// A stock's capitalisation and its changes over a day, a week, a month and the year.
type CapAndChanges = (i64, [Option<Decimal>; 4]);

/// Sectors' capitalisation-weighted performance over a day, a week, a month and the year.
#[utoipa::path(tag = "market", params(MarketQuery), responses((status = 200, body = Vec<SectorPerformance>)))]
#[get("/api/sector-heatmap")]
pub async fn sector_heatmap(ctx: web::Data<AppContext>, q: web::Query<MarketQuery>) -> ApiResult<ApiResponse<Vec<SectorPerformance>>> {
    let snap = snapshot(&ctx, q.market_id.unwrap_or(1)).await?;
    let ids: Vec<i64> = snap.stocks.iter().map(|s| s.id).collect();
    let t = snap.today;
    let week = base_closes(&ctx.db, &ids, ChangePeriod::Week, t).await?;
    let month = base_closes(&ctx.db, &ids, ChangePeriod::Month, t).await?;
    let year_start = base_closes(&ctx.db, &ids, ChangePeriod::YearToDate, t).await?;
    let sectors = crate::lookup::sectors_by_id(&ctx.db).await?;
    let mut groups: std::collections::BTreeMap<Option<i32>, Vec<CapAndChanges>> = Default::default();
    for s in &snap.stocks {
        let Some(quote) = snap.quotes.get(&s.id) else { continue };
        let cap = market_cap(quote.price, s.shares_outstanding).unwrap_or_default();
        let changes = [
            change(quote.price, Some(&Price(quote.previous_close))),
            change(quote.price, week.get(&s.id)),
            change(quote.price, month.get(&s.id)),
            change(quote.price, year_start.get(&s.id)),
        ];
        groups.entry(s.sector_id).or_default().push((cap, changes));
    }
    let weighted = |members: &[CapAndChanges], k: usize| {
        let (sum, caps) = members
            .iter()
            .filter_map(|(cap, c)| Some((c[k]? * Decimal::from(*cap), *cap)))
            .fold((Decimal::ZERO, 0i64), |(s, w), (x, c)| (s + x, w + c));
        (caps > 0).then(|| (sum / Decimal::from(caps)).round_dp(2))
    };
    let mut out: Vec<SectorPerformance> = groups
        .into_iter()
        .map(|(id, members)| SectorPerformance {
            id,
            name: crate::lookup::sector_name(&sectors, id),
            market_cap: members.iter().map(|m| m.0).sum(),
            change_1d: weighted(&members, 0),
            change_1w: weighted(&members, 1),
            change_1m: weighted(&members, 2),
            change_ytd: weighted(&members, 3),
        })
        .collect();
    out.sort_by_key(|s| std::cmp::Reverse(s.market_cap));
    Ok(ApiResponse::ok(out))
}
