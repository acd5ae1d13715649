use std::collections::HashMap;

use actix_web::{get, web};
use platform::http::response::PageQuery;
use platform::ports::MarketData;
use platform::requirements::Entitled;
use platform::requirements::features::Reports;
use platform::{ApiError, ApiResponse, ApiResult, AppContext, Lang, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::entities::scores;
use crate::messages::UNKNOWN_STRATEGY;
use crate::strategies::Strategy;
use crate::views::RankingRow;

/// What guests see of a ranking.
pub const GUEST_TOP: u64 = 10;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RankingQuery {
    /// growth, value, dividend_income, momentum or low_volatility; the user's own (or growth)
    /// when absent.
    pub strategy: Option<String>,
    /// 1 TASI (default), 2 NOMU, 3 US.
    pub market_id: Option<i32>,
    /// 1: only stocks Shariah-compliant.
    pub shariah: Option<u8>,
}

/// The strategy asked for, or `fallback`.
pub fn strategy_of(asked: Option<&str>, fallback: Strategy) -> ApiResult<Strategy> {
    match asked.filter(|s| !s.is_empty()) {
        None => Ok(fallback),
        Some(s) => Strategy::from_id(s).ok_or_else(|| ApiError::field("strategy", UNKNOWN_STRATEGY)),
    }
}

fn filtered(strategy: Strategy, q: &RankingQuery) -> ApiResult<Select<scores::Entity>> {
    let market_id = q.market_id.unwrap_or(1);
    if !(1..=3).contains(&market_id) {
        return Err(ApiError::field("market_id", platform::messages::FIELD_UNKNOWN_VALUE));
    }
    let mut find = scores::Entity::find().filter(scores::Column::Strategy.eq(strategy.id())).filter(scores::Column::MarketId.eq(market_id));
    if q.shariah == Some(1) {
        find = find.filter(scores::Column::ShariahCompliant.eq(true));
    }
    Ok(find.order_by_asc(scores::Column::Rank))
}

async fn rows(ctx: &AppContext, found: Vec<scores::Model>, lang: Lang) -> ApiResult<Vec<RankingRow>> {
    let ids: Vec<i64> = found.iter().map(|s| s.stock_id).collect();
    let stocks = match ctx.port::<dyn MarketData>() {
        Some(market) => market.stocks(&ids).await?,
        None => HashMap::new(),
    };
    Ok(found
        .into_iter()
        .filter_map(|s| {
            let stock = stocks.get(&s.stock_id)?;
            Some(RankingRow {
                rank: s.rank,
                stock_id: s.stock_id,
                symbol: stock.symbol.clone(),
                name: stock.name(lang).to_owned(),
                score_x100: s.score_x100,
                shariah_compliant: s.shariah_compliant,
                as_of: s.as_of,
            })
        })
        .collect())
}

/// The top of a strategy's ranking, for everyone.
#[utoipa::path(tag = "reports", params(RankingQuery), responses((status = 200, body = Vec<RankingRow>), (status = 422, body = platform::http::error::ErrorBody)))]
#[get("/api/evareport/guest/stocks/rankings")]
pub async fn guest_rankings(ctx: web::Data<AppContext>, q: web::Query<RankingQuery>) -> ApiResult<ApiResponse<Vec<RankingRow>>> {
    let strategy = strategy_of(q.strategy.as_deref(), Strategy::DEFAULT)?;
    let found = filtered(strategy, &q)?.limit(GUEST_TOP).all(&ctx.db).await?;
    Ok(ApiResponse::ok(rows(&ctx, found, platform::i18n::current_lang()).await?))
}

/// The whole ranking of a strategy: for subscribers of a reports package (999 otherwise).
#[utoipa::path(tag = "reports", security(("bearer" = [])), params(RankingQuery, PageQuery),
    responses((status = 200, body = Vec<RankingRow>), (status = 401), (status = 422, body = platform::http::error::ErrorBody)),
    extensions(("x-business-codes" = json!(["999"]))))]
#[get("/api/evareport/stocks/rankings")]
pub async fn rankings(
    user: Entitled<Reports>,
    ctx: web::Data<AppContext>,
    q: web::Query<RankingQuery>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<RankingRow>> {
    let chosen = crate::chosen::strategy_of_user(&ctx, user.id()).await?.unwrap_or(Strategy::DEFAULT);
    let strategy = strategy_of(q.strategy.as_deref(), chosen)?;
    let find = filtered(strategy, &q)?;
    let total = find.clone().count(&ctx.db).await?;
    let found = find.offset(page.offset(50)).limit(page.per_page(50)).all(&ctx.db).await?;
    Ok(Paginated::new(rows(&ctx, found, platform::i18n::current_lang()).await?, page.page(), page.per_page(50), total))
}
