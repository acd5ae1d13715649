//! Keeps `ratings_daily_values` in step with a list's record: replayed whole after the market's
//! bars are stored (a list of ten years and fifty stocks is a few thousand rows), so reading a
//! list's performance never replays it.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;
use platform::ports::{MarketCode, MarketData};
use platform::{ApiResult, AppContext};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::series::{self, Closes, Credit, DayValue, Fill};
use crate::entities::{books, daily_values, dividends, orders};
use crate::portfolio::BASIS_CAPITAL;

/// Rows per insert statement (PostgreSQL allows 65,535 parameters; four per row).
const CHUNK: usize = 1_000;

/// The list's fills and dividends as the replay reads them.
pub async fn record_of(ctx: &AppContext, list_id: i64) -> ApiResult<(Vec<Fill>, Vec<Credit>)> {
    let filled = orders::Entity::find()
        .filter(orders::Column::ListId.eq(list_id))
        .filter(orders::Column::State.eq(orders::OrderState::Filled))
        .order_by_asc(orders::Column::FilledOn)
        .order_by_asc(orders::Column::Id)
        .all(&ctx.db)
        .await?;
    let fills = filled
        .iter()
        .filter_map(|o| {
            let sign = if o.side == orders::side::BUY { 1 } else { -1 };
            Some(Fill { day: o.filled_on?, stock: o.stock_id, shares: sign * o.shares, price: o.fill_price? })
        })
        .collect();
    let credits = dividends::Entity::find()
        .filter(dividends::Column::ListId.eq(list_id))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|d| Credit { day: d.ex_date, amount: d.amount })
        .collect();
    Ok((fills, credits))
}

/// The list's value at every close from its first fill up to `through`.
pub async fn replay(ctx: &AppContext, market: MarketCode, list_id: i64, through: NaiveDate) -> ApiResult<Vec<DayValue>> {
    let (fills, credits) = record_of(ctx, list_id).await?;
    let Some(start) = fills.iter().map(|f| f.day).min() else { return Ok(Vec::new()) };
    if start > through {
        return Ok(Vec::new());
    }
    let data = ctx.required_port::<dyn MarketData>()?;
    let days = data.trading_days(market, start, through).await?;
    let mut closes: Closes = HashMap::new();
    let stocks: std::collections::BTreeSet<i64> = fills.iter().map(|f| f.stock).collect();
    for stock in stocks {
        let rows = data.daily_closes(stock, start, through).await?;
        closes.insert(stock, rows.into_iter().map(|(d, p)| (d, p.0)).collect::<BTreeMap<_, _>>());
    }
    Ok(series::daily_values(BASIS_CAPITAL, &fills, &credits, &days, &closes))
}

/// Replays the list and stores its daily values, replacing what was stored. The book is locked
/// first, so two refreshes of one list (bars of two days imported back to back, a correction of
/// an old day) take turns and the later one reads everything committed before it; and the replay
/// never ends before today, so an event about an older day cannot cut the stored series short.
pub async fn refresh(ctx: &AppContext, book: &books::Model, through: NaiveDate) -> ApiResult<usize> {
    let Some(market) = MarketCode::from_id(book.market_id) else { return Ok(0) };
    let today = chrono::Utc::now().with_timezone(&market.timezone()).date_naive();
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    crate::book::lock(&txn, book.list_id).await?;
    let values = replay(ctx, market, book.list_id, through.max(today)).await?;
    daily_values::Entity::delete_many().filter(daily_values::Column::ListId.eq(book.list_id)).exec(&txn).await?;
    for chunk in values.chunks(CHUNK) {
        let rows = chunk.iter().map(|v| daily_values::ActiveModel {
            list_id: sea_orm::ActiveValue::Set(book.list_id),
            date: sea_orm::ActiveValue::Set(v.date),
            value: sea_orm::ActiveValue::Set(v.value),
            cash: sea_orm::ActiveValue::Set(v.cash),
        });
        daily_values::Entity::insert_many(rows).exec(&txn).await?;
    }
    txn.commit().await?;
    Ok(values.len())
}

/// Refreshes every list of `market`.
pub async fn refresh_market(ctx: &AppContext, market: MarketCode, through: NaiveDate) -> ApiResult<usize> {
    let books = books::Entity::find().filter(books::Column::MarketId.eq(market.id())).all(&ctx.db).await?;
    let mut refreshed = 0;
    for book in &books {
        refresh(ctx, book, through).await?;
        refreshed += 1;
    }
    Ok(refreshed)
}

/// The stored values of a list, oldest first.
pub async fn stored(ctx: &AppContext, list_id: i64) -> ApiResult<Vec<daily_values::Model>> {
    Ok(daily_values::Entity::find()
        .filter(daily_values::Column::ListId.eq(list_id))
        .order_by_asc(daily_values::Column::Date)
        .all(&ctx.db)
        .await?)
}
