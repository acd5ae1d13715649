//! Limit orders fill from market data: when a market's daily bars are stored, each open limit
//! order of that market fills on the first day after it was placed whose low reaches a buy's
//! limit (whose high reaches a sell's), at the limit price, once.

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
    if local.time() < market.session_times().0 { local.date_naive() } else { local.date_naive().checked_add_days(Days::new(1)).unwrap_or(local.date_naive()) }
}

/// The bar an order fills on, if any.
pub fn fill_bar<'a>(order: &orders::Model, bars: &'a [PriceBar]) -> Option<&'a PriceBar> {
    let limit = order.limit_price?;
    bars.iter().find(|b| if order.side == orders::side::BUY { b.low.0 <= limit } else { b.high.0 >= limit })
}

/// Fills every open limit order of `market` that bars up to `through` reach; returns how many.
pub async fn fill_orders(ctx: &AppContext, market: MarketCode, through: NaiveDate) -> ApiResult<usize> {
    let data = ctx.required_port::<dyn MarketData>()?;
    let open = orders::Entity::find()
        .filter(orders::Column::MarketId.eq(market.id()))
        .filter(orders::Column::State.eq(orders::state::OPEN))
        .filter(orders::Column::Kind.eq(orders::kind::LIMIT))
        .order_by_asc(orders::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut filled = 0;
    for order in open {
        let start = first_eligible_day(&order, market);
        if start > through {
            continue;
        }
        let bars = data.daily_bars(order.stock_id, start, through).await?;
        let Some(bar) = fill_bar(&order, &bars) else { continue };
        let Some(stock) = data.stock(order.stock_id).await? else { continue };
        if fill_one(ctx, &stock, &order, bar.date).await? {
            filled += 1;
        }
    }
    Ok(filled)
}

/// Fills `seen` on `day` at its limit when it is still open at that limit; false otherwise.
async fn fill_one(ctx: &AppContext, stock: &StockRef, seen: &orders::Model, day: NaiveDate) -> ApiResult<bool> {
    let prices = holdings::prices_for(ctx, seen.list_id, None).await?;
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, seen.list_id).await?;
    let held = holdings::load(&txn, locked, prices).await?;
    // Under the lock: the analyst may have cancelled or repriced it, or another worker filled it.
    let Some(order) = held.open_orders.iter().find(|o| o.id == seen.id && o.limit_price == seen.limit_price).cloned() else { return Ok(false) };
    let Some(rating) = ratings::Entity::find_by_id(order.rating_id).one(&txn).await? else { return Ok(false) };
    let price = Price(order.limit_price.unwrap_or_default());
    let mut book = held.book.clone();
    let others = held.others_value(rating.id);
    let Fill { rating, order, closed } = fill::apply(&txn, &mut book, rating, order, stock, price, day, others, now).await?;
    ctx.stage_events(&txn, &[OrderFilled { list_id: order.list_id, order_id: order.id, stock_id: stock.id }]).await?;
    if order.side == orders::side::SELL {
        ctx.stage_events(&txn, &[RatingSold { list_id: order.list_id, rating_id: rating.id, stock_id: stock.id, partial: !closed }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(true)
}
