use std::collections::BTreeMap;

use actix_web::{get, web};
use platform::ports::{MarketCode, MarketData};
use platform::requirements::Entitled;
use platform::requirements::features::Reports;
use platform::{ApiError, ApiResponse, ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use super::assistance::strategy_view;
use super::rankings::strategy_of;
use crate::entities::scores;
use crate::factors::Factor;
use crate::messages::{NOT_RANKED, STOCK_NOT_FOUND};
use crate::recompute::Stored;
use crate::views::{FactorView, StockReport};

/// A stock's report for a strategy (`{a}` the stock's id or symbol, `{b}` the strategy): its
/// score and rank and every factor, with its value, its place in the market, its weight and what
/// it adds. For subscribers of a reports package (999 otherwise).
#[utoipa::path(tag = "reports", security(("bearer" = [])), params(("a" = String, Path, description = "Stock id or symbol"), ("b" = String, Path, description = "Strategy")),
    responses((status = 200, body = StockReport), (status = 401), (status = 404), (status = 422, body = platform::http::error::ErrorBody)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/evareport/report/{a}/{b}")]
pub async fn stock_report(
    _user: Entitled<Reports>,
    ctx: web::Data<AppContext>,
    path: web::Path<(String, String)>,
) -> ApiResult<ApiResponse<StockReport>> {
    let (stock_key, strategy) = path.into_inner();
    Ok(ApiResponse::ok(report_of(&ctx, &stock_key, &strategy, true).await?))
}

/// What everyone sees of a stock's report (DECISIONS 3: a guest sees the stock's guest ranking):
/// its name, score, rank among the market's ranked stocks and Shariah verdict, without the
/// factors that explain them (`factors` is empty).
#[utoipa::path(tag = "reports", params(("a" = String, Path, description = "Stock id or symbol"), ("b" = String, Path, description = "Strategy")),
    responses((status = 200, body = StockReport), (status = 404), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/evareport/guest/report/{a}/{b}")]
pub async fn guest_stock_report(ctx: web::Data<AppContext>, path: web::Path<(String, String)>) -> ApiResult<ApiResponse<StockReport>> {
    let (stock_key, strategy) = path.into_inner();
    Ok(ApiResponse::ok(report_of(&ctx, &stock_key, &strategy, false).await?))
}

async fn report_of(ctx: &AppContext, stock_key: &str, strategy: &str, with_factors: bool) -> ApiResult<StockReport> {
    let strategy = strategy_of(Some(strategy), crate::strategies::Strategy::DEFAULT)?;
    let market = ctx.required_port::<dyn MarketData>()?;
    let not_found = || ApiError::new(actix_web::http::StatusCode::NOT_FOUND, STOCK_NOT_FOUND);
    let stock = match stock_key.parse::<i64>() {
        Ok(id) if stock_key.len() > 5 || id > 99_999 => market.stock(id).await?,
        Ok(id) => match market.stock_by_symbol(MarketCode::Tasi, stock_key).await? {
            Some(s) => Some(s),
            None => market.stock(id).await?,
        },
        Err(_) => market.stock_by_symbol(MarketCode::Us, &stock_key.to_uppercase()).await?,
    }
    .ok_or_else(not_found)?;
    let row = scores::Entity::find_by_id((strategy.id().to_owned(), stock.id))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| ApiError::new(actix_web::http::StatusCode::NOT_FOUND, NOT_RANKED))?;
    let ranked = scores::Entity::find()
        .filter(scores::Column::Strategy.eq(strategy.id()))
        .filter(scores::Column::MarketId.eq(row.market_id))
        .count(&ctx.db)
        .await?;
    let stored: BTreeMap<Factor, Stored> = serde_json::from_str(&row.factors).map_err(ApiError::internal)?;
    let lang = platform::i18n::current_lang();
    let weights = strategy.weights();
    let weighed: u32 = weights.iter().filter(|(f, _)| stored.contains_key(f)).map(|(_, w)| w).sum();
    let mut factors: Vec<FactorView> = stored
        .iter()
        .filter(|_| with_factors)
        .map(|(factor, s)| {
            let weight = weights.iter().find(|(f, _)| f == factor).map_or(0, |(_, w)| *w);
            let contribution_x100 = if weighed == 0 { 0 } else { s.percentile * i64::from(weight) / i64::from(weighed) };
            FactorView {
                factor: *factor,
                name: factor.name().text(lang).to_owned(),
                explanation: factor.explanation().text(lang).to_owned(),
                value: s.value,
                percentile_x100: s.percentile,
                weight,
                contribution_x100,
            }
        })
        .collect();
    // The strategy's own factors first, heaviest first.
    factors.sort_by_key(|f| std::cmp::Reverse(f.weight));
    Ok(StockReport {
        stock_id: stock.id,
        symbol: stock.symbol.clone(),
        name: stock.name(lang).to_owned(),
        strategy: strategy_view(strategy, lang),
        score_x100: row.score_x100,
        rank: row.rank,
        ranked,
        shariah_compliant: row.shariah_compliant,
        as_of: row.as_of,
        factors,
    })
}
