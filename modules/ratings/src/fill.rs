//! Filling an order: the portfolio arithmetic applied to the rating and the list's cash, the
//! order marked filled, and the fill chained into the history. Market orders fill when they are
//! placed; limit orders when the market reaches them (`fills`).

use chrono::{DateTime, NaiveDate, Utc};
use platform::money::mul_div_half_even;
use platform::ports::StockRef;
use platform::price::Price;
use platform::{ApiError, ApiResult};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, IntoActiveModel};

use crate::book;
use crate::entities::{books, orders, ratings};
use crate::history::{Entry, action, kind};
use crate::portfolio::{Holding, Portfolio, PortfolioError, WHOLE_BP};

/// What a fill did.
pub struct Fill {
    pub rating: ratings::Model,
    pub order: orders::Model,
    /// A sell that emptied the rating.
    pub closed: bool,
}

/// Change from `from` to `to` in basis points, half to even.
pub fn change_bp(from: i64, to: i64) -> Option<i64> {
    (from > 0).then(|| mul_div_half_even(to - from, WHOLE_BP, from))
}

fn refused(e: PortfolioError) -> ApiError {
    ApiError::internal(anyhow::anyhow!("a checked order could not be filled: {e}"))
}

/// Fills `order` on `rating` at `price` on market day `day`. `others_value` is what the list's
/// other holdings are worth, for the holding's current percentage in the history.
#[allow(clippy::too_many_arguments)]
pub async fn apply(
    txn: &impl ConnectionTrait,
    book: &mut books::Model,
    rating: ratings::Model,
    order: orders::Model,
    stock: &StockRef,
    price: Price,
    day: NaiveDate,
    others_value: i64,
    now: DateTime<Utc>,
) -> ApiResult<Fill> {
    let mut portfolio = Portfolio { cash: book.cash, holdings: Default::default() };
    if rating.shares > 0 {
        portfolio.holdings.insert(rating.stock_id, Holding { shares: rating.shares, cost: rating.cost });
    }
    let average_before = portfolio.holdings.get(&rating.stock_id).and_then(Holding::average_cost);
    let buying = order.side == orders::side::BUY;
    let sale = if buying {
        portfolio.buy(rating.stock_id, order.shares, price).map_err(refused)?;
        None
    } else {
        Some(portfolio.sell(rating.stock_id, order.shares, price).map_err(refused)?)
    };
    let held = portfolio.holdings.get(&rating.stock_id).copied().unwrap_or_default();
    book.cash = portfolio.cash;

    let mut r = rating.clone().into_active_model();
    r.shares = Set(held.shares);
    r.cost = Set(held.cost);
    r.updated_at = Set(now);
    let entry_price = rating.entry_price.unwrap_or(price.0);
    if rating.entry_price.is_none() {
        r.entry_price = Set(Some(price.0));
        r.opened_at = Set(Some(now));
        r.state = Set(ratings::RatingState::Open);
    }
    let closed = !buying && held.shares == 0;
    if let Some(sale) = sale {
        r.realized = Set(rating.realized + sale.profit);
        r.exit_price = Set(Some(price.0));
        r.exit_reason = Set(order.exit_reason.clone());
        if closed {
            r.state = Set(ratings::RatingState::Closed);
            r.closed_at = Set(Some(now));
        }
    }
    let rating = r.update(txn).await?;

    let mut o = order.clone().into_active_model();
    o.state = Set(orders::OrderState::Filled);
    // A waiting market buy may fill for fewer shares than it asked (`fills`).
    o.shares = Set(order.shares);
    o.fill_price = Set(Some(price.0));
    o.filled_on = Set(Some(day));
    o.filled_at = Set(Some(now));
    let order = o.update(txn).await?;

    let mut entry = Entry::new(if buying { kind::BUY } else { kind::SELL }, action::FILLED, now).stock(stock);
    entry.rating_id = Some(rating.id);
    entry.order_id = Some(order.id);
    entry.order_kind = Some(order.kind.clone());
    entry.shares = Some(order.shares);
    entry.fill_price = Some(price.0);
    entry.entry_price = Some(entry_price);
    entry.change_bp = change_bp(entry_price, price.0);
    let held_value = held.shares.saturating_mul(price.0);
    entry.current_percent_bp = Some(Portfolio::weight_bp(held_value, book.cash + others_value + held_value));
    if buying {
        entry.average_cost = held.average_cost().map(|p| p.0);
        entry.entry_percent_bp = order.percent_bp.map(i64::from);
    } else {
        entry.average_cost = average_before.map(|p| p.0);
        entry.exit_price = Some(price.0);
        entry.sell_status = Some(if closed { "full" } else { "partial" }.to_owned());
        entry.exit_reason = order.exit_reason.clone();
        entry.profit = sale.map(|s| s.profit);
    }
    book::append(txn, book, entry, Some(rating.id), now).await?;
    Ok(Fill { rating, order, closed })
}
