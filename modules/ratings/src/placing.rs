//! Placing an order on a rating: the order row and its "order placed" entry in the history,
//! for buys and sells alike.

use chrono::{DateTime, Utc};
use platform::ApiResult;
use platform::ports::StockRef;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait};

use crate::book;
use crate::entities::{books, orders, ratings};
use crate::history::{Entry, action, kind};

/// What an order asks, besides its rating and stock.
pub struct NewOrder {
    /// `orders::side::BUY` or `SELL`.
    pub side: &'static str,
    pub shares: i64,
    pub limit_price: Option<i64>,
    /// A buy's entry percentage.
    pub percent_bp: Option<i64>,
    /// A sell's reason.
    pub exit_reason: Option<String>,
    /// Shown in the entry (a new rating's additional info).
    pub text: Option<String>,
}

pub async fn place(
    txn: &impl ConnectionTrait,
    book: &mut books::Model,
    rating: &ratings::Model,
    stock: &StockRef,
    new: NewOrder,
    now: DateTime<Utc>,
) -> ApiResult<orders::Model> {
    let order = orders::ActiveModel {
        list_id: Set(rating.list_id),
        rating_id: Set(rating.id),
        stock_id: Set(stock.id),
        market_id: Set(rating.market_id),
        side: Set(new.side.to_owned()),
        kind: Set(if new.limit_price.is_some() { orders::kind::LIMIT } else { orders::kind::MARKET }.to_owned()),
        state: Set(orders::OrderState::Open),
        shares: Set(new.shares),
        percent_bp: Set(new.percent_bp.and_then(|bp| i32::try_from(bp).ok())),
        limit_price: Set(new.limit_price),
        exit_reason: Set(new.exit_reason.clone()),
        fill_price: Set(None),
        filled_on: Set(None),
        created_at: Set(now),
        filled_at: Set(None),
        cancelled_at: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    let kind = if new.side == orders::side::BUY { kind::BUY } else { kind::SELL };
    let mut entry = order_entry(kind, action::ORDER_PLACED, stock, &order, now);
    entry.entry_percent_bp = new.percent_bp;
    entry.exit_reason = new.exit_reason;
    entry.text = new.text;
    book::append(txn, book, entry, Some(rating.id), now).await?;
    Ok(order)
}

/// An entry about `order` as it stands: its rating, id, kind, shares and limit.
pub fn order_entry(kind: &str, action: &str, stock: &StockRef, order: &orders::Model, now: DateTime<Utc>) -> Entry {
    let mut entry = Entry::new(kind, action, now).stock(stock);
    entry.rating_id = Some(order.rating_id);
    entry.order_id = Some(order.id);
    entry.order_kind = Some(order.kind.clone());
    entry.shares = Some(order.shares);
    entry.limit_price = order.limit_price;
    entry
}
