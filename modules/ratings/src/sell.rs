//! Selling a rating, wholly (`/api/ratings-sell`) or in part (`/api/ratings-partial-sell`),
//! always with an exit reason: at the market at once, or by limit when the market reaches it.

use platform::events::RatingSold;
use platform::ports::{AnalystList, StockRef};
use platform::{ApiError, ApiResult, AppContext};

use crate::entities::{orders, ratings};
use crate::fill::{self, Fill};
use crate::form::OrderType;
use crate::holdings::Quotes;
use crate::messages as m;
use crate::placing::{self, NewOrder};
use crate::portfolio::WHOLE_BP;
use crate::{book, holdings};

/// How much of the rating to sell.
#[derive(Debug, Clone, Copy)]
pub enum Part {
    All,
    /// This share of the shares held, in basis points, rounded down to whole shares.
    Percent(i64),
}

pub struct Sell {
    pub part: Part,
    pub order: OrderType,
    pub reason: String,
}

pub async fn sell(
    ctx: &AppContext,
    list: &AnalystList,
    stock: &StockRef,
    rating_id: i64,
    sell: Sell,
    quotes: Quotes,
) -> ApiResult<ratings::Model> {
    let Quotes { prices, now } = quotes;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, list.id).await?;
    let held = holdings::load(&txn, locked, prices).await?;
    let rating = held
        .ratings
        .iter()
        .find(|r| r.id == rating_id && r.state == ratings::RatingState::Open)
        .cloned()
        .ok_or_else(|| ApiError::unprocessable(m::RATING_NOT_OPEN))?;
    let available = rating.shares - held.reserved_shares(rating.id);
    let shares = match sell.part {
        Part::All => available,
        Part::Percent(bp) => (i128::from(rating.shares) * i128::from(bp) / i128::from(WHOLE_BP)).try_into().unwrap_or(0i64).min(available),
    };
    if shares < 1 {
        return Err(ApiError::unprocessable(m::NOTHING_TO_SELL));
    }
    let latest = held.prices.get(&stock.id).copied();
    let (limit, price) = match sell.order {
        OrderType::Market => (None, latest.map(|l| l.price).ok_or_else(|| ApiError::field("order_type", m::NO_CURRENT_PRICE))?),
        OrderType::Limit(p) => (Some(p.0), p),
    };
    let mut book = held.book.clone();
    let new =
        NewOrder { side: orders::side::SELL, shares, limit_price: limit, percent_bp: None, exit_reason: Some(sell.reason), text: None };
    let order = placing::place(&txn, &mut book, &rating, stock, new, now).await?;

    let rating = match (sell.order, latest) {
        (OrderType::Market, Some(l)) if l.is_live(now) => {
            let day = l.at.with_timezone(&stock.market.timezone()).date_naive();
            let others = held.others_value(rating.id);
            let Fill { rating, closed, .. } = fill::apply(&txn, &mut book, rating, order, stock, price, day, others, now).await?;
            ctx.stage_events(&txn, &[RatingSold { list_id: list.id, rating_id: rating.id, stock_id: stock.id, partial: !closed }]).await?;
            rating
        }
        _ => rating,
    };
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(rating)
}
