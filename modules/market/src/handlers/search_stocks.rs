use actix_web::{get, web};
use platform::{ApiResponse, ApiResult, AppContext};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::lookup::{find_stocks, localized};

/// The header search asks for 45 results.
pub const DEFAULT_LIMIT: u64 = 45;
const MAX_LIMIT: u64 = 200;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StockSearchQuery {
    /// Symbol or name, Arabic or English, in any spelling variant.
    pub query: Option<String>,
    pub market_id: Option<i32>,
    pub limit: Option<u64>,
}

/// A search result, shown as '(symbol) name'.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockHit {
    pub id: i64,
    pub symbol: String,
    pub name: String,
    pub market_id: i32,
}

/// Finds stocks by symbol or name (Arabic letter variants, diacritics and Arabic-Indic digits
/// are forgiven); symbols matching first.
#[utoipa::path(tag = "market", params(StockSearchQuery), responses((status = 200, body = Vec<StockHit>)))]
#[get("/api/stocks")]
pub async fn search_stocks(ctx: web::Data<AppContext>, q: web::Query<StockSearchQuery>) -> ApiResult<ApiResponse<Vec<StockHit>>> {
    let limit = usize::try_from(q.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT)).unwrap_or(45);
    let found = find_stocks(&ctx.db, q.query.as_deref().unwrap_or_default(), q.market_id, limit).await?;
    let hits = found
        .into_iter()
        .map(|s| StockHit { name: localized(&s.name_ar, &s.name_en).to_owned(), id: s.id, symbol: s.symbol, market_id: s.market_id })
        .collect();
    Ok(ApiResponse::ok(hits))
}
