//! Demo data: opinions on the demo analysts' opinions lists over the last months of demo
//! prices, each published against that day's close, then decided by the same resolution code
//! as the live job, so the demo shows succeeded, failed and pending opinions and real statistics.

use chrono::{Days, NaiveDate, Utc};
use platform::AppContext;
use platform::entities::users;
use platform::ports::{AnalystList, AnalystLists, ListKind, MarketCode, MarketData, StockRef};
use platform::price::Price;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sea_orm::ActiveValue::Set;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::entities::opinions;
use crate::terms::{AnalysisType, DurationType, OperationType, OpinionStatus, OrderType, StopType};

const DEMO_ANALYSTS: [&str; 2] = ["analyst@eva.demo", "analyst2@eva.demo"];
const SAUDI: [&str; 8] = ["1120", "2222", "1180", "2010", "7010", "1150", "2280", "4190"];
const US: [&str; 8] = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "JPM", "V", "XOM"];
const INFOS: [&str; 4] = [
    "ارتداد من دعم يومي مع تحسن في مؤشر القوة النسبية",
    "اختراق قمة سابقة بأحجام تداول أعلى من المتوسط",
    "كسر خط اتجاه صاعد وضعف في الزخم",
    "نتائج فصلية متوقعة أفضل من الإجماع",
];
/// Opinions per list, one every few trading days back from the newest.
const PER_LIST: usize = 14;

/// Seeds each demo analyst's opinions lists that have no opinions yet, then decides them.
pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let port = ctx.required_port::<dyn AnalystLists>()?;
    let mut markets: Vec<MarketCode> = Vec::new();
    for email in DEMO_ANALYSTS {
        let Some(user) = users::Entity::find().filter(users::Column::Email.eq(email)).one(&ctx.db).await? else { continue };
        for list in port.lists_of(user.id, ListKind::Opinion).await? {
            if opinions::Entity::find().filter(opinions::Column::ListId.eq(list.id)).count(&ctx.db).await? == 0
                && let Some(market) = publish_history(ctx, &list).await?
                && !markets.contains(&market)
            {
                markets.push(market);
            }
        }
    }
    let data = ctx.required_port::<dyn MarketData>()?;
    let today = Utc::now().date_naive();
    for market in markets {
        let days = data.trading_days(market, today.checked_sub_days(Days::new(14)).unwrap_or(today), today).await?;
        if let Some(last) = days.last() {
            crate::resolution::run::resolve_market(ctx, market, *last)
                .await
                .map_err(|e| anyhow::anyhow!("demo resolution ({}): {e}", market.code()))?;
        }
    }
    Ok(())
}

/// A price `bp` basis points from `price`, on the 0.01 tick.
fn moved(price: Price, bp: i64) -> Price {
    let raw = platform::money::mul_div_half_even(price.0, 10_000 + bp, 10_000);
    Price((raw / 100).max(1) * 100)
}

/// Publishes the list's demo opinions on past closes; returns the market when any was made.
async fn publish_history(ctx: &AppContext, list: &AnalystList) -> anyhow::Result<Option<MarketCode>> {
    let Some(market) = MarketCode::from_id(list.market_id) else { return Ok(None) };
    let data = ctx.required_port::<dyn MarketData>()?;
    let today = Utc::now().date_naive();
    let days = data.trading_days(market, today.checked_sub_days(Days::new(110)).unwrap_or(today), today).await?;
    if days.len() < PER_LIST * 5 {
        return Ok(None);
    }
    let symbols: &[&str] = if market == MarketCode::Us { &US } else { &SAUDI };
    let mut stocks: Vec<StockRef> = Vec::new();
    for symbol in symbols {
        if let Some(stock) = data.stock_by_symbol(market, symbol).await? {
            stocks.push(stock);
        }
    }
    if stocks.is_empty() {
        return Ok(None);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(list.id.unsigned_abs().wrapping_mul(104_729));
    for i in 0..PER_LIST {
        // Newest first: the two most recent stay pending for the demo.
        let day = days[days.len() - 2 - i * 5];
        let stock = &stocks[i % stocks.len()];
        let Some((_, close)) = data.daily_closes(stock.id, day, day).await?.into_iter().next() else { continue };
        publish_on(ctx, list, market, stock, day, close, i, &mut rng).await?;
    }
    Ok(Some(market))
}

#[allow(clippy::too_many_arguments)]
async fn publish_on(
    ctx: &AppContext,
    list: &AnalystList,
    market: MarketCode,
    stock: &StockRef,
    day: NaiveDate,
    close: Price,
    i: usize,
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<()> {
    let option = i % 7 == 3;
    let order = match (option, i % 4 == 1) {
        (true, false) => OrderType::Call,
        (true, true) => OrderType::Put,
        (false, false) => OrderType::Buy,
        (false, true) => OrderType::Sell,
    };
    let sign = if order.direction() == crate::terms::Direction::Up { 1 } else { -1 };
    let target = moved(close, sign * rng.gen_range(350..900));
    let stop = moved(close, -sign * rng.gen_range(250..600));
    let stop_type = StopType::ALL[i % StopType::ALL.len()];
    let duration = if i.is_multiple_of(3) { DurationType::Medium } else { DurationType::Short };
    let duration_date =
        day.checked_add_days(Days::new(rng.gen_range(14..28) + if duration == DurationType::Medium { 30 } else { 0 })).unwrap_or(day);
    // Published a few minutes after the day's close, against that close.
    let published_at = market.session_on(day).1 + chrono::Duration::minutes(5);
    opinions::ActiveModel {
        list_id: Set(list.id),
        analyst_id: Set(list.analyst_id),
        stock_id: Set(stock.id),
        market_id: Set(list.market_id),
        operation_type: Set(if option { OperationType::Options } else { OperationType::Stocks }.as_str().to_owned()),
        order_type: Set(order.as_str().to_owned()),
        duration_type: Set(duration.as_str().to_owned()),
        analysis_type: Set(if i.is_multiple_of(2) { AnalysisType::Technical } else { AnalysisType::Financial }.as_str().to_owned()),
        stop_type: Set(stop_type.as_str().to_owned()),
        entry_price: Set(close.0),
        target_price: Set(target.0),
        stop_loss: Set(stop.0),
        current_price: Set(close.0),
        current_price_at: Set(market.session_on(day).1),
        strike_price: Set(option.then(|| moved(close, sign * 300).0)),
        expiration_date: Set(option.then(|| duration_date.checked_add_days(Days::new(7)).unwrap_or(duration_date))),
        option_price: Set(option.then(|| moved(close, -9_700).0.max(100))),
        duration_date: Set(duration_date),
        additional_info: Set(INFOS[i % INFOS.len()].to_owned()),
        image_count: Set(0),
        status: Set(OpinionStatus::Pending),
        resolved_at: Set(None),
        resolved_price: Set(None),
        resolved_reason: Set(None),
        resolved_on: Set(None),
        version: Set(1),
        published_at: Set(published_at),
        updated_at: Set(published_at),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?;
    Ok(())
}
