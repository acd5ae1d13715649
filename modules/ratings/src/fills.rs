//! Orders that wait fill from market data, once, never at a price from before they were placed:
//! - a limit order on the first day after it was placed whose low reaches a buy's limit (whose
//!   high reaches a sell's), at the limit price, when the market's daily bars are stored;
//! - a market order placed while the market had no current price (closed, or its last price an
//!   earlier session's) at the next one: the first live quote of a later refresh on or after the
//!   day it was placed, or else the open of the first day it may fill on.

use chrono::{Days, NaiveDate, Utc};
use platform::events::{OrderFilled, RatingSold};
use platform::ports::{MarketCode, MarketData, PriceBar, StockRef};
use platform::price::Price;
use platform::{ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{orders, ratings};
use crate::fill::{self, Fill};
use crate::{book, holdings};

/// The first market day an order may fill on: the day it was placed when that was before the
/// session opened, else the next day (a daily bar cannot tell what traded before the order).
pub fn first_eligible_day(order: &orders::Model, market: MarketCode) -> NaiveDate {
    let local = order.created_at.with_timezone(&market.timezone());
    if local.time() < market.session_times().0 {
        local.date_naive()
    } else {
        local.date_naive().checked_add_days(Days::new(1)).unwrap_or(local.date_naive())
    }
}

/// The price `order` fills at on `bar`, if that day reaches it: a market order at the open, a
/// limit order at its limit when the day's range reaches it.
pub fn price_on(order: &orders::Model, bar: &PriceBar) -> Option<Price> {
    match order.limit_price {
        None => Some(bar.open),
        Some(limit) if order.side == orders::side::BUY => (bar.low.0 <= limit).then_some(Price(limit)),
        Some(limit) => (bar.high.0 >= limit).then_some(Price(limit)),
    }
}

/// The first of `bars` the order fills on, with its price.
pub fn fill_bar<'a>(order: &orders::Model, bars: &'a [PriceBar]) -> Option<(&'a PriceBar, Price)> {
    bars.iter().find_map(|b| price_on(order, b).map(|p| (b, p)))
}

async fn open_orders(ctx: &AppContext, market: MarketCode, only_market_kind: bool) -> ApiResult<Vec<orders::Model>> {
    let mut query =
        orders::Entity::find().filter(orders::Column::MarketId.eq(market.id())).filter(orders::Column::State.eq(orders::OrderState::Open));
    if only_market_kind {
        query = query.filter(orders::Column::Kind.eq(orders::kind::MARKET));
    }
    Ok(query.order_by_asc(orders::Column::Id).all(&ctx.db).await?)
}

/// Fills every open order of `market` that bars up to `through` reach; returns how many.
pub async fn fill_orders(ctx: &AppContext, market: MarketCode, through: NaiveDate) -> ApiResult<usize> {
    let data = ctx.required_port::<dyn MarketData>()?;
    let mut filled = 0;
    for order in open_orders(ctx, market, false).await? {
        let start = first_eligible_day(&order, market);
        if start > through {
            continue;
        }
        let bars = data.daily_bars(order.stock_id, start, through).await?;
        let Some((bar, price)) = fill_bar(&order, &bars) else { continue };
        let Some(stock) = data.stock(order.stock_id).await? else { continue };
        if fill_one(ctx, &stock, &order, bar.date, price).await? {
            filled += 1;
        }
    }
    Ok(filled)
}

/// Fills the market orders of `market` that wait for a price at the live quotes just stored;
/// returns how many.
pub async fn fill_at_quotes(ctx: &AppContext, market: MarketCode) -> ApiResult<usize> {
    let data = ctx.required_port::<dyn MarketData>()?;
    let now = Utc::now();
    let zone = market.timezone();
    let mut filled = 0;
    for order in open_orders(ctx, market, true).await? {
        let Some(latest) = data.latest_price(order.stock_id).await? else { continue };
        let day = latest.at.with_timezone(&zone).date_naive();
        if !latest.is_live(now) || day < order.created_at.with_timezone(&zone).date_naive() {
            continue;
        }
        let Some(stock) = data.stock(order.stock_id).await? else { continue };
        if fill_one(ctx, &stock, &order, day, latest.price).await? {
            filled += 1;
        }
    }
    Ok(filled)
}

/// Fills `seen` on `day` at `price` when it is still open as it was seen; false otherwise.
async fn fill_one(ctx: &AppContext, stock: &StockRef, seen: &orders::Model, day: NaiveDate, price: Price) -> ApiResult<bool> {
    let prices = holdings::prices_for(ctx, seen.list_id, None).await?;
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, seen.list_id).await?;
    let held = holdings::load(&txn, locked, prices).await?;
    // Under the lock: the analyst may have cancelled or repriced it, or another worker filled it.
    let Some(mut order) = held.open_orders.iter().find(|o| o.id == seen.id && o.limit_price == seen.limit_price).cloned() else {
        return Ok(false);
    };
    if order.limit_price.is_none() && order.side == orders::side::BUY {
        // It held its cost at the price when it was placed; the next price may be higher.
        let free = held.available_cash() + held.held_for(&order);
        order.shares = order.shares.min(free / price.0.max(1));
        if order.shares < 1 {
            tracing::warn!(order = order.id, "a waiting market buy cannot afford one share at the next price");
            return Ok(false);
        }
    }
    let Some(rating) = ratings::Entity::find_by_id(order.rating_id).one(&txn).await? else { return Ok(false) };
    let mut book = held.book.clone();
    let others = held.others_value(rating.id);
    let Fill { rating, order, closed } = fill::apply(&txn, &mut book, rating, order, stock, price, day, others, now).await?;
    ctx.stage_events(&txn, &[OrderFilled { list_id: order.list_id, order_id: order.id, stock_id: stock.id }]).await?;
    if order.side == orders::side::SELL {
        ctx.stage_events(&txn, &[RatingSold { list_id: order.list_id, rating_id: rating.id, stock_id: stock.id, partial: !closed }])
            .await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(true)
}
