//! Dividends are credited to the lists holding a stock on its ex-date: the shares held on the
//! eve of the ex-date (from the fills before it) times the dividend per share, into the list's
//! cash, once per rating and ex-date.

use chrono::{DateTime, Days, NaiveDate, Utc};
use platform::events::DividendCredited;
use platform::ports::{Dividend, MarketCode, MarketData, StockRef};
use platform::{ApiResult, AppContext};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder};

use crate::book;
use crate::entities::{dividends, orders, progress, ratings};
use crate::history::{Entry, action, kind};

/// Shares held on the eve of `ex_date`: what filled before it.
pub fn shares_before(fills: &[orders::Model], ex_date: NaiveDate) -> i64 {
    fills
        .iter()
        .filter(|o| o.state == orders::OrderState::Filled && o.filled_on.is_some_and(|d| d < ex_date))
        .map(|o| if o.side == orders::side::BUY { o.shares } else { -o.shares })
        .sum()
}

/// Credits the dividends of `market` with ex-dates up to `through` to the ratings that held the
/// stock then; returns how many were credited. Ratings closed since the last run are included,
/// so a dividend whose ex-date came before the sale is not lost.
pub async fn credit(ctx: &AppContext, market: MarketCode, through: NaiveDate, now: DateTime<Utc>) -> ApiResult<usize> {
    let data = ctx.required_port::<dyn MarketData>()?;
    let last = progress::Entity::find_by_id(market.id()).one(&ctx.db).await?;
    let mut candidates = Condition::any().add(ratings::Column::State.eq(ratings::RatingState::Open));
    if let Some(p) = &last {
        let since = p.handled_through.checked_sub_days(Days::new(7)).unwrap_or(p.handled_through);
        let since = since.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
        candidates = candidates
            .add(Condition::all().add(ratings::Column::State.eq(ratings::RatingState::Closed)).add(ratings::Column::ClosedAt.gte(since)));
    } else {
        candidates = candidates.add(ratings::Column::State.eq(ratings::RatingState::Closed));
    }
    let rows = ratings::Entity::find()
        .filter(ratings::Column::MarketId.eq(market.id()))
        .filter(candidates)
        .order_by_asc(ratings::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut credited = 0;
    for rating in rows {
        let fills = orders::Entity::find()
            .filter(orders::Column::RatingId.eq(rating.id))
            .filter(orders::Column::State.eq(orders::OrderState::Filled))
            .all(&ctx.db)
            .await?;
        let Some(first) = fills.iter().filter_map(|o| o.filled_on).min() else { continue };
        let Some(from) = first.checked_add_days(Days::new(1)) else { continue };
        if from > through {
            continue;
        }
        let Some(stock) = data.stock(rating.stock_id).await? else { continue };
        for dividend in data.dividends(rating.stock_id, from, through).await? {
            let shares = shares_before(&fills, dividend.ex_date);
            if shares > 0 && credit_one(ctx, &stock, &rating, dividend, shares, now).await? {
                credited += 1;
            }
        }
    }
    let mark = progress::ActiveModel { market_id: Set(market.id()), handled_through: Set(through) };
    progress::Entity::insert(mark)
        .on_conflict(OnConflict::column(progress::Column::MarketId).update_column(progress::Column::HandledThrough).to_owned())
        .exec(&ctx.db)
        .await?;
    Ok(credited)
}

/// Credits one dividend to one rating unless it already was; true when credited now.
async fn credit_one(
    ctx: &AppContext,
    stock: &StockRef,
    rating: &ratings::Model,
    dividend: Dividend,
    shares: i64,
    now: DateTime<Utc>,
) -> ApiResult<bool> {
    let amount = shares.saturating_mul(dividend.amount.0);
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let mut book = book::lock(&txn, rating.list_id).await?;
    let row = dividends::ActiveModel {
        rating_id: Set(rating.id),
        list_id: Set(rating.list_id),
        stock_id: Set(rating.stock_id),
        ex_date: Set(dividend.ex_date),
        shares: Set(shares),
        per_share: Set(dividend.amount.0),
        amount: Set(amount),
        ..Default::default()
    };
    let inserted = dividends::Entity::insert(row)
        .on_conflict_do_nothing_on([dividends::Column::RatingId, dividends::Column::ExDate])
        .exec(&txn)
        .await?;
    if matches!(inserted, sea_orm::TryInsertResult::Conflicted) {
        return Ok(false);
    }
    let current = ratings::Entity::find_by_id(rating.id).one(&txn).await?.unwrap_or_else(|| rating.clone());
    let total = current.dividends + amount;
    let mut r = current.into_active_model();
    r.dividends = Set(total);
    r.updated_at = Set(now);
    r.update(&txn).await?;
    book.cash += amount;
    let mut entry = Entry::new(kind::DIVIDENDS, action::CREDITED, now).stock(stock);
    entry.rating_id = Some(rating.id);
    entry.shares = Some(shares);
    entry.ex_date = Some(dividend.ex_date.to_string());
    entry.dividend_per_share = Some(dividend.amount.0);
    entry.dividend_amount = Some(amount);
    book::append(&txn, &mut book, entry, Some(rating.id), now).await?;
    ctx.stage_events(&txn, &[DividendCredited { list_id: rating.list_id, stock_id: rating.stock_id, ex_date: dividend.ex_date }]).await?;
    txn.commit().await?;
    ctx.relay_events().await;
    Ok(true)
}
