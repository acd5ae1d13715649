//! Reading opinions for a reader: the stock's names and the reader's favourites.

use std::collections::{HashMap, HashSet};

use platform::i18n::current_lang;
use platform::ports::{MarketData, StockRef};
use platform::{ApiResult, AppContext};

use crate::entities::{favourites, opinions};
use crate::views::{OpinionView, opinion_view};

/// The ids `user_id` marked as favourites of `kind` (none for a guest).
pub async fn favourite_ids(ctx: &AppContext, user_id: Option<i64>, kind: &str) -> ApiResult<HashSet<i64>> {
    Ok(platform::favourites::marked_set::<favourites::Entity>(&ctx.db, user_id, kind).await?)
}

/// The stocks of `rows`, by id.
async fn stocks_of(ctx: &AppContext, rows: &[opinions::Model]) -> ApiResult<HashMap<i64, StockRef>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.stock_id).collect();
    Ok(ctx.required_port::<dyn MarketData>()?.stocks(&ids).await?)
}

/// `rows` as `reader_id` sees them, in the request's language.
pub async fn views(ctx: &AppContext, rows: Vec<opinions::Model>, reader_id: Option<i64>) -> ApiResult<Vec<OpinionView>> {
    let stocks = stocks_of(ctx, &rows).await?;
    let favourites = favourite_ids(ctx, reader_id, favourites::kind::OPINION).await?;
    let mut images = crate::images::paths(ctx, &rows.iter().map(|r| r.id).collect::<Vec<_>>()).await?;
    let lang = current_lang();
    Ok(rows
        .into_iter()
        .map(|row| {
            let favorite = favourites.contains(&row.id);
            let stock = stocks.get(&row.stock_id);
            let paths = images.remove(&row.id).unwrap_or_default();
            opinion_view(row, stock, lang, favorite, paths)
        })
        .collect())
}

/// One opinion as `reader_id` sees it.
pub async fn view(ctx: &AppContext, row: opinions::Model, reader_id: Option<i64>) -> ApiResult<OpinionView> {
    let mut one = views(ctx, vec![row], reader_id).await?;
    one.pop().ok_or_else(platform::ApiError::not_found)
}
