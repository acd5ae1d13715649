//! Changing an open limit order: cancelling it (a rating that was waiting for it is cancelled
//! too) or giving it a new price (a buy is resized to its entry percentage at the new price).

use chrono::Utc;
use platform::ports::{AnalystList, StockRef};
use platform::price::Price;
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, IntoActiveModel};

use crate::entities::{orders, ratings};
use crate::history::{action, kind};
use crate::holdings::Holdings;
use crate::messages as m;
use crate::placing::order_entry;
use crate::portfolio::shares_for;
use crate::{book, holdings};

/// The open order `order_id` of the locked list.
fn open_order(held: &Holdings, order_id: i64) -> ApiResult<orders::Model> {
    held.open_orders.iter().find(|o| o.id == order_id).cloned().ok_or_else(|| ApiError::conflict(m::ORDER_NOT_OPEN))
}

pub async fn cancel(ctx: &AppContext, list: &AnalystList, stock: &StockRef, order_id: i64) -> ApiResult<orders::Model> {
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, list.id).await?;
    let held = holdings::load(&txn, locked, Default::default()).await?;
    let order = open_order(&held, order_id)?;
    let mut o = order.clone().into_active_model();
    o.state = Set(orders::OrderState::Cancelled);
    o.cancelled_at = Set(Some(now));
    let order = o.update(&txn).await?;
    let rating = ratings::Entity::find_by_id(order.rating_id).one(&txn).await?.ok_or_else(ApiError::not_found)?;
    let waiting_only_for_it =
        rating.state == ratings::RatingState::Ordered && !held.open_orders.iter().any(|x| x.rating_id == rating.id && x.id != order.id);
    if waiting_only_for_it {
        let mut r = rating.clone().into_active_model();
        r.state = Set(ratings::RatingState::Cancelled);
        r.closed_at = Set(Some(now));
        r.updated_at = Set(now);
        r.update(&txn).await?;
    }
    let mut book = held.book.clone();
    let entry = order_entry(kind::EDIT, action::ORDER_CANCELLED, stock, &order, now);
    book::append(&txn, &mut book, entry, Some(order.rating_id), now).await?;
    txn.commit().await?;
    Ok(order)
}

pub async fn edit(ctx: &AppContext, list: &AnalystList, stock: &StockRef, order_id: i64, price: Price) -> ApiResult<orders::Model> {
    let prices = holdings::prices_for(ctx, list.id, None).await?;
    let now = Utc::now();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let locked = book::lock(&txn, list.id).await?;
    let held = holdings::load(&txn, locked, prices).await?;
    let order = open_order(&held, order_id)?;
    if order.kind != orders::kind::LIMIT {
        return Err(ApiError::unprocessable(m::ORDER_NOT_LIMIT));
    }
    let shares = match order.percent_bp {
        Some(bp) if order.side == orders::side::BUY => {
            // This order's own reservation is free to use again at the new price.
            let own = order.shares.saturating_mul(order.limit_price.unwrap_or(0));
            let free = held.available_cash() + own;
            let shares = shares_for(held.value(), i64::from(bp), price).min(free / price.0.max(1));
            if shares < 1 {
                return Err(ApiError::field("entry_price", m::NOT_ONE_SHARE));
            }
            shares
        }
        _ => order.shares,
    };
    let mut o = order.clone().into_active_model();
    o.limit_price = Set(Some(price.0));
    o.shares = Set(shares);
    let order = o.update(&txn).await?;
    let waiting = ratings::Entity::find_by_id(order.rating_id).one(&txn).await?.filter(|r| r.state == ratings::RatingState::Ordered);
    if order.side == orders::side::BUY
        && let Some(rating) = waiting
    {
        let mut r = rating.into_active_model();
        r.limit_price = Set(Some(price.0));
        r.updated_at = Set(now);
        r.update(&txn).await?;
    }
    let mut book = held.book.clone();
    let entry = order_entry(kind::EDIT, action::ORDER_EDITED, stock, &order, now);
    book::append(&txn, &mut book, entry, Some(order.rating_id), now).await?;
    txn.commit().await?;
    Ok(order)
}
