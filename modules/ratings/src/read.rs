//! Reading lists without changing them: their holdings valued now, their rows, the reader's
//! own capital.

use std::collections::HashMap;

use platform::ports::{AnalystList, MarketData, StockRef};
use platform::{ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{books, capitals, favourites, ratings};
use crate::holdings::{self, Holdings};
use crate::portfolio::BASIS_CAPITAL;
use crate::views::{self, RatingView, Reader};

/// The list's book, or the one it will start with when nothing was published yet.
pub async fn book_of(ctx: &AppContext, list: &AnalystList) -> ApiResult<books::Model> {
    Ok(books::Entity::find_by_id(list.id).one(&ctx.db).await?.unwrap_or_else(|| crate::book::fresh(list, list.created_at)))
}

/// The list's holdings valued at the latest prices.
pub async fn holdings_of(ctx: &AppContext, list: &AnalystList) -> ApiResult<Holdings> {
    let book = book_of(ctx, list).await?;
    let prices = holdings::prices_for(ctx, list.id, None).await?;
    holdings::load(&ctx.db, book, prices).await
}

/// What `user_id` marked as favourites of `kind` (`favourites::kind`).
pub async fn favourite_ids(ctx: &AppContext, user_id: Option<i64>, kind: &str) -> ApiResult<std::collections::HashSet<i64>> {
    Ok(platform::favourites::marked_set::<favourites::Entity>(&ctx.db, user_id, kind).await?)
}

/// How `user_id` (None for a guest) reads the list's rows.
pub async fn reader(ctx: &AppContext, user_id: Option<i64>, list_id: i64) -> ApiResult<Reader> {
    Ok(Reader {
        capital: capital_of(ctx, user_id, list_id).await?,
        favourites: favourite_ids(ctx, user_id, favourites::kind::RATING).await?,
    })
}

/// The capital `user_id` follows the list with; the basis capital until they set one.
pub async fn capital_of(ctx: &AppContext, user_id: Option<i64>, list_id: i64) -> ApiResult<i64> {
    let Some(user_id) = user_id else { return Ok(BASIS_CAPITAL) };
    Ok(capitals::Entity::find_by_id((user_id, list_id)).one(&ctx.db).await?.map_or(BASIS_CAPITAL, |c| c.capital))
}

/// Which ratings a reader asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Held or waiting for their order.
    Current,
    /// Sold out.
    Closed,
    All,
}

/// The spec's sorting options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    Oldest,
    EntryDesc,
    EntryAsc,
    ChangeDesc,
    ChangeAsc,
}

impl Sort {
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "newest" => Sort::Newest,
            "oldest" => Sort::Oldest,
            "entry_desc" => Sort::EntryDesc,
            "entry_asc" => Sort::EntryAsc,
            "change_desc" => Sort::ChangeDesc,
            "change_asc" => Sort::ChangeAsc,
            _ => return None,
        })
    }
}

pub async fn stocks(ctx: &AppContext, ids: Vec<i64>) -> ApiResult<HashMap<i64, StockRef>> {
    Ok(ctx.required_port::<dyn MarketData>()?.stocks(&ids).await?)
}

/// The list's rows: `status` of them, sorted by `sort`, as `reader` sees them.
pub async fn rows(ctx: &AppContext, list: &AnalystList, status: Status, sort: Sort, reader: &Reader) -> ApiResult<Vec<RatingView>> {
    let mut held = holdings_of(ctx, list).await?;
    let mut chosen: Vec<ratings::Model> = match status {
        Status::Current => held.ratings.clone(),
        Status::Closed | Status::All => {
            let states: &[ratings::RatingState] = if status == Status::Closed {
                &[ratings::RatingState::Closed]
            } else {
                &[ratings::RatingState::Ordered, ratings::RatingState::Open, ratings::RatingState::Closed]
            };
            ratings::Entity::find()
                .filter(ratings::Column::ListId.eq(list.id))
                .filter(ratings::Column::State.is_in(states.iter().copied()))
                .order_by_asc(ratings::Column::Id)
                .all(&ctx.db)
                .await?
        }
    };
    chosen.sort_by_key(|r| r.id);
    let stocks = stocks(ctx, chosen.iter().map(|r| r.stock_id).collect()).await?;
    let missing: Vec<i64> = chosen.iter().filter(|r| !held.prices.contains_key(&r.stock_id)).map(|r| r.stock_id).collect();
    let extra = holdings::latest_prices(ctx, missing).await?;
    held.prices.extend(extra);
    let mut out: Vec<RatingView> = chosen
        .into_iter()
        .map(|r| {
            let stock = stocks.get(&r.stock_id);
            views::rating_view(r, stock, &held, reader)
        })
        .collect();
    let mut images = crate::images::paths(ctx, &out.iter().map(|v| v.id).collect::<Vec<_>>()).await?;
    for v in &mut out {
        v.images = images.remove(&v.id).unwrap_or_default();
    }
    let change = |v: &RatingView| v.change_percent.unwrap_or_default();
    match sort {
        Sort::Newest => out.reverse(),
        Sort::Oldest => {}
        Sort::EntryDesc => out.sort_by_key(|v| std::cmp::Reverse(v.entry_percentage)),
        Sort::EntryAsc => out.sort_by_key(|v| v.entry_percentage),
        Sort::ChangeDesc => out.sort_by_key(|v| std::cmp::Reverse(change(v))),
        Sort::ChangeAsc => out.sort_by_key(change),
    }
    Ok(out)
}

/// One rating as a row for `user_id`.
pub async fn row(ctx: &AppContext, list: &AnalystList, rating: ratings::Model, user_id: Option<i64>) -> ApiResult<RatingView> {
    let mut held = holdings_of(ctx, list).await?;
    if !held.prices.contains_key(&rating.stock_id) {
        held.prices.extend(holdings::latest_prices(ctx, vec![rating.stock_id]).await?);
    }
    let stock = stocks(ctx, vec![rating.stock_id]).await?;
    let reader = reader(ctx, user_id, list.id).await?;
    let stock = stock.get(&rating.stock_id);
    let mut images = crate::images::paths(ctx, &[rating.id]).await?;
    let mut view = views::rating_view(rating, stock, &held, &reader);
    view.images = images.remove(&view.id).unwrap_or_default();
    Ok(view)
}
