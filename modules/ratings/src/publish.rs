//! Buying: a new rating (`/api/ratings-create`) or more of one (`/api/ratings-update` with an
//! increase). The order's shares are its entry percentage of the list's value now, in whole
//! shares; a market order fills at once at the market's current price, or, when the market has
//! none (closed, or its last price is an earlier session's), waits for the next one
//! (`fills`); a limit order holds its cost in cash until the market reaches its price.

use platform::events::RatingPublished;
use platform::ports::{AnalystList, StockRef};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set};

use crate::entities::{orders, ratings};
use crate::fill;
use crate::form::OrderType;
use crate::holdings::Quotes;
use crate::messages as m;
use crate::placing::{self, NewOrder};
use crate::portfolio::shares_for;
use crate::{book, holdings};

/// A checked buy.
pub struct Buy {
    pub order: OrderType,
    pub percent_bp: i64,
}

/// Places a buy on `list`: a new rating of `stock` with `info` when `existing` is None, else an
/// increase of that rating. Returns the rating as it is after the order.
pub async fn buy(
    ctx: &AppContext,
    list: &AnalystList,
    stock: &StockRef,
    existing: Option<ratings::Model>,
    info: Option<String>,
    buy: Buy,
    quotes: Quotes,
) -> ApiResult<ratings::Model> {
    let Quotes { prices, now } = quotes;
    book::ensure(&ctx.db, list, now).await?;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, list.id).await?;
    let held = holdings::load(&txn, locked, prices).await?;

    let is_new = existing.is_none();
    let rating = match existing {
        None => {
            if held.ratings.iter().any(|r| r.stock_id == stock.id) {
                return Err(ApiError::field("stock_id", m::STOCK_ALREADY_HELD));
            }
            None
        }
        Some(r) => {
            // Read again under the lock: it may have been sold meanwhile.
            let current = held.ratings.iter().find(|x| x.id == r.id).filter(|x| x.state == ratings::RatingState::Open).cloned();
            Some(current.ok_or_else(|| ApiError::unprocessable(m::RATING_NOT_OPEN))?)
        }
    };
    if held.share_bp(held.available_cash()) < buy.percent_bp {
        return Err(ApiError::field("entry_percentage", m::TOTAL_OVER_100));
    }
    let latest = held.prices.get(&stock.id).copied();
    let price = match buy.order {
        OrderType::Market => latest.map(|l| l.price).ok_or_else(|| ApiError::field("order_type", m::NO_CURRENT_PRICE))?,
        OrderType::Limit(p) => p,
    };
    // Rounding the percentage may ask a few units more than the cash: never spend more.
    let shares = shares_for(held.value(), buy.percent_bp, price).min(held.available_cash() / price.0.max(1));
    if shares < 1 {
        return Err(ApiError::field("entry_percentage", m::NOT_ONE_SHARE));
    }
    let mut book = held.book.clone();
    let limit = match buy.order {
        OrderType::Market => None,
        OrderType::Limit(p) => Some(p.0),
    };
    let rating = match rating {
        Some(r) => r,
        None => {
            ratings::ActiveModel {
                list_id: Set(list.id),
                stock_id: Set(stock.id),
                market_id: Set(list.market_id),
                state: Set(ratings::RatingState::Ordered),
                entry_percent_bp: Set(i32::try_from(buy.percent_bp).unwrap_or(i32::MAX)),
                entry_price: Set(None),
                limit_price: Set(limit),
                shares: Set(0),
                cost: Set(0),
                realized: Set(0),
                dividends: Set(0),
                exit_price: Set(None),
                exit_reason: Set(None),
                additional_info: Set(info.unwrap_or_default()),
                created_at: Set(now),
                opened_at: Set(None),
                closed_at: Set(None),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&txn)
            .await?
        }
    };
    let text = (is_new && !rating.additional_info.is_empty()).then(|| rating.additional_info.clone());
    let new = NewOrder { side: orders::side::BUY, shares, limit_price: limit, percent_bp: Some(buy.percent_bp), exit_reason: None, text };
    let order = placing::place(&txn, &mut book, &rating, stock, new, now).await?;

    let rating = match (buy.order, latest) {
        (OrderType::Market, Some(l)) if l.is_live(now) => {
            let day = l.at.with_timezone(&stock.market.timezone()).date_naive();
            let others = held.others_value(rating.id);
            fill::apply(&txn, &mut book, rating, order, stock, price, day, others, now).await?.rating
        }
        _ => rating,
    };
    if is_new {
        ctx.stage_events(&txn, &[RatingPublished { list_id: list.id, rating_id: rating.id, stock_id: stock.id }]).await?;
    }
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(rating)
}
