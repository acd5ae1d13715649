use actix_web::{get, web};
use platform::http::shared_json::SharedJson;
use platform::i18n::current_lang;
use platform::{ApiError, ApiResult, AppContext};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::lookup::localized;
use crate::search::normalize;
use crate::stock_index::StockIndex;
use crate::view_cache::{ViewCache, ViewError};

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

/// Finds stocks by symbol, name or the short name people use (Arabic letter variants,
/// diacritics and Arabic-Indic digits are forgiven); symbols matching first. Answers are kept
/// serialised per query until stocks change.
#[utoipa::path(tag = "market", params(StockSearchQuery), responses((status = 200, body = Vec<StockHit>)))]
#[get("/api/stocks")]
pub async fn search_stocks(ctx: web::Data<AppContext>, q: web::Query<StockSearchQuery>) -> ApiResult<SharedJson> {
    let limit = usize::try_from(q.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT)).unwrap_or(45);
    let query = normalize(q.query.as_deref().unwrap_or_default());
    let views = ViewCache::of(&ctx).map_err(ApiError::internal)?;
    let key = (query.clone(), q.market_id, limit, current_lang());
    let answer = views
        .search(key, async {
            let found = StockIndex::of(&ctx).find(&ctx.db, &query, q.market_id, limit).await?;
            let hits: Vec<StockHit> = found
                .into_iter()
                .map(|s| StockHit {
                    name: localized(&s.name_ar, &s.name_en).to_owned(),
                    id: s.id,
                    symbol: s.symbol,
                    market_id: s.market_id,
                })
                .collect();
            Ok(SharedJson::of(&hits)?)
        })
        .await
        .map_err(ViewError::into_api_error)?;
    Ok(answer)
}
