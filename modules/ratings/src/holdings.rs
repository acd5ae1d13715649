//! A list's live position: its book, the ratings that hold or wait for shares, the open orders,
//! and what they are worth at the latest prices.

use std::collections::HashMap;

use platform::ports::{LatestPrice, MarketData};
use platform::price::Price;
use platform::{ApiResult, AppContext};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{books, orders, ratings};
use crate::portfolio::Portfolio;

pub struct Holdings {
    pub book: books::Model,
    /// Ordered and open ratings, oldest first.
    pub ratings: Vec<ratings::Model>,
    pub open_orders: Vec<orders::Model>,
    /// Latest prices by stock id (stocks without one are absent).
    pub prices: HashMap<i64, LatestPrice>,
}

/// The ratings still in the list (ordered or open) and its open orders.
pub async fn live_ratings(db: &impl ConnectionTrait, list_id: i64) -> ApiResult<(Vec<ratings::Model>, Vec<orders::Model>)> {
    let rows = ratings::Entity::find()
        .filter(ratings::Column::ListId.eq(list_id))
        .filter(ratings::Column::State.is_in([ratings::RatingState::Ordered, ratings::RatingState::Open]))
        .order_by_asc(ratings::Column::Id)
        .all(db)
        .await?;
    let open = orders::Entity::find()
        .filter(orders::Column::ListId.eq(list_id))
        .filter(orders::Column::State.eq(orders::OrderState::Open))
        .order_by_asc(orders::Column::Id)
        .all(db)
        .await?;
    Ok((rows, open))
}

/// The latest price of each stock, read through MarketData.
pub async fn latest_prices(ctx: &AppContext, stock_ids: Vec<i64>) -> ApiResult<HashMap<i64, LatestPrice>> {
    Ok(ctx.required_port::<dyn MarketData>()?.latest_prices(&stock_ids).await?)
}

/// The latest prices of the list's live stocks and of `also`, read before the book is locked so
/// the lock is held only for the change itself.
pub async fn prices_for(ctx: &AppContext, list_id: i64, also: Option<i64>) -> ApiResult<HashMap<i64, LatestPrice>> {
    let (rows, _) = live_ratings(&ctx.db, list_id).await?;
    latest_prices(ctx, rows.iter().map(|r| r.stock_id).chain(also).collect()).await
}

/// The prices a change is made at, and its time: the latest (delayed) prices now, or a past
/// day's closes when the demo replays a list's history.
pub struct Quotes {
    pub prices: HashMap<i64, LatestPrice>,
    pub now: chrono::DateTime<chrono::Utc>,
}

impl Quotes {
    /// The latest prices of the list's live stocks and of `also`, now.
    pub async fn live(ctx: &AppContext, list_id: i64, also: Option<i64>) -> ApiResult<Self> {
        Ok(Self { prices: prices_for(ctx, list_id, also).await?, now: chrono::Utc::now() })
    }
}

/// The list as it stands in `db` (inside the change's transaction), valued at `prices`.
pub async fn load(db: &impl ConnectionTrait, book: books::Model, prices: HashMap<i64, LatestPrice>) -> ApiResult<Holdings> {
    let (rows, open_orders) = live_ratings(db, book.list_id).await?;
    Ok(Holdings { book, ratings: rows, open_orders, prices })
}

impl Holdings {
    /// Cash held for open buy orders: their shares at their limit price, or, for a market order
    /// waiting for the market's next price, at the latest one.
    pub fn reserved_cash(&self) -> i64 {
        self.open_orders.iter().filter(|o| o.side == orders::side::BUY).map(|o| self.held_for(o)).sum()
    }

    /// What an open buy order holds back.
    pub fn held_for(&self, order: &orders::Model) -> i64 {
        let price = order.limit_price.or_else(|| self.price_of(order.stock_id).map(|p| p.0)).unwrap_or(0);
        order.shares.saturating_mul(price)
    }

    pub fn available_cash(&self) -> i64 {
        self.book.cash - self.reserved_cash()
    }

    /// Shares of a rating that open sell orders already promise.
    pub fn reserved_shares(&self, rating_id: i64) -> i64 {
        self.open_orders.iter().filter(|o| o.side == orders::side::SELL && o.rating_id == rating_id).map(|o| o.shares).sum()
    }

    pub fn price_of(&self, stock_id: i64) -> Option<Price> {
        self.prices.get(&stock_id).map(|p| p.price)
    }

    /// A rating's shares at the latest price (at cost when there is none).
    pub fn market_value(&self, rating: &ratings::Model) -> i64 {
        self.price_of(rating.stock_id).map_or(rating.cost, |p| rating.shares.saturating_mul(p.0))
    }

    /// Cash plus every holding at the latest price.
    pub fn value(&self) -> i64 {
        self.book.cash + self.ratings.iter().map(|r| self.market_value(r)).sum::<i64>()
    }

    /// What the holdings other than `rating_id` are worth.
    pub fn others_value(&self, rating_id: i64) -> i64 {
        self.ratings.iter().filter(|r| r.id != rating_id).map(|r| self.market_value(r)).sum()
    }

    /// `amount`'s share of the list's value, in basis points.
    pub fn share_bp(&self, amount: i64) -> i64 {
        Portfolio::weight_bp(amount, self.value())
    }
}
