//! Demo data: the demo analysts' Eva lists with about three years of history on the demo
//! prices — buys sized by entry percentage, increases, partial and full sells with their
//! reasons, dividends on their ex-dates, one limit order still waiting — written through the
//! same publishing code as the API, so the record verifies like any other.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Days, NaiveDate, NaiveTime, Utc};
use platform::AppContext;
use platform::entities::users;
use platform::ports::{AnalystList, AnalystLists, LatestPrice, ListKind, MarketCode, MarketData, StockRef};
use platform::price::Price;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{books, ratings};
use crate::form::OrderType;
use crate::holdings::{self, Quotes};
use crate::publish::{self, Buy};
use crate::sell::{self, Part, Sell};
use crate::{dividends, performance};

const DEMO_ANALYSTS: [&str; 2] = ["analyst@eva.demo", "analyst2@eva.demo"];
const SAUDI: [&str; 14] = ["1120", "2222", "1180", "2010", "7010", "1150", "2280", "4190", "1010", "2380", "1211", "4013", "2020", "1060"];
const US: [&str; 12] = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "JPM", "V", "JNJ", "XOM", "PG", "KO", "UNH"];
const INFOS: [&str; 5] = [
    "دخول على ارتداد من دعم أسبوعي",
    "نتائج فصلية أقوى من المتوقع",
    "اختراق مقاومة بأحجام تداول مرتفعة",
    "تقييم جذاب مقارنة بالقطاع",
    "توزيعات نقدية منتظمة ومركز مالي قوي",
];
const REASONS: [&str; 4] = ["تحقق الهدف الأول", "كسر مستوى الدعم", "إعادة توزيع المحفظة", "جني أرباح بعد ارتفاع قوي"];
/// Trading days between two of the analyst's moves, on average.
const STEP_DAYS: usize = 12;
/// About three years of trading days.
const HISTORY_DAYS: u64 = 1_100;

/// Replays each demo analyst's Eva lists that have no history yet.
pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let port = ctx.required_port::<dyn AnalystLists>()?;
    for email in DEMO_ANALYSTS {
        let Some(user) = users::Entity::find().filter(users::Column::Email.eq(email)).one(&ctx.db).await? else { continue };
        for list in port.lists_of(user.id, ListKind::Rating).await? {
            let started = books::Entity::find_by_id(list.id).one(&ctx.db).await?.is_some_and(|b| b.seq > 0);
            if !started {
                replay(ctx, &list).await?;
            }
        }
    }
    Ok(())
}

/// A day's close as the publishing code reads a price.
fn close_quote(day: NaiveDate, price: i64, market: MarketCode) -> LatestPrice {
    let local = day.and_time(NaiveTime::from_hms_opt(15, 0, 0).unwrap_or_default());
    let at = local.and_local_timezone(market.timezone()).single().map_or_else(Utc::now, |t| t.with_timezone(&Utc));
    LatestPrice { price: Price(price), previous_close: Price(price), at, delay_minutes: 0 }
}

struct Tape {
    market: MarketCode,
    stocks: Vec<StockRef>,
    closes: HashMap<i64, BTreeMap<NaiveDate, i64>>,
}

impl Tape {
    fn close(&self, stock: i64, day: NaiveDate) -> Option<i64> {
        self.closes.get(&stock)?.range(..=day).next_back().map(|(_, c)| *c)
    }

    /// Every stock's close on `day`, as the change's quotes.
    fn quotes(&self, day: NaiveDate) -> Quotes {
        let prices = self.stocks.iter().filter_map(|s| Some((s.id, close_quote(day, self.close(s.id, day)?, self.market)))).collect();
        let now = close_quote(day, 0, self.market).at;
        Quotes { prices, now }
    }
}

async fn replay(ctx: &AppContext, list: &AnalystList) -> anyhow::Result<()> {
    let Some(market) = MarketCode::from_id(list.market_id) else { return Ok(()) };
    let data = ctx.required_port::<dyn MarketData>()?;
    let today = Utc::now().date_naive();
    let from = today.checked_sub_days(Days::new(HISTORY_DAYS * 7 / 5)).unwrap_or(today);
    let days = data.trading_days(market, from, today).await?;
    if days.len() < STEP_DAYS * 4 {
        return Ok(());
    }
    let symbols: &[&str] = if market == MarketCode::Us { &US } else { &SAUDI };
    let mut tape = Tape { market, stocks: Vec::new(), closes: HashMap::new() };
    for symbol in symbols {
        if let Some(stock) = data.stock_by_symbol(market, symbol).await? {
            let closes = data.daily_closes(stock.id, days[0], today).await?;
            if !closes.is_empty() {
                tape.closes.insert(stock.id, closes.into_iter().map(|(d, p)| (d, p.0)).collect());
                tape.stocks.push(stock);
            }
        }
    }
    if tape.stocks.len() < 3 {
        return Ok(());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(list.id.unsigned_abs().wrapping_mul(7_919));
    let target = usize::try_from(list.stocks_count).unwrap_or(5).clamp(3, tape.stocks.len());
    let mut at = rng.gen_range(0..STEP_DAYS);
    while at < days.len() {
        let day = days[at];
        dividends::credit(ctx, market, day, tape.quotes(day).now).await.map_err(|e| anyhow::anyhow!("demo dividends: {e}"))?;
        step(ctx, list, &tape, day, target, &mut rng).await?;
        at += rng.gen_range(STEP_DAYS / 2..STEP_DAYS * 3 / 2);
    }
    let last = days[days.len() - 1];
    dividends::credit(ctx, market, last, tape.quotes(last).now).await.map_err(|e| anyhow::anyhow!("demo dividends: {e}"))?;
    waiting_limit_order(ctx, list, &tape, last).await?;
    if let Some(book) = books::Entity::find_by_id(list.id).one(&ctx.db).await? {
        performance::store::refresh(ctx, &book, last).await.map_err(|e| anyhow::anyhow!("demo performance: {e}"))?;
    }
    Ok(())
}

/// One move of the analyst on `day`: a new stock while the list is short of its target and has
/// cash; otherwise a partial or full sale, or an increase.
async fn step(ctx: &AppContext, list: &AnalystList, tape: &Tape, day: NaiveDate, target: usize, rng: &mut ChaCha8Rng) -> anyhow::Result<()> {
    let held = open_ratings(ctx, list.id).await?;
    let quotes = tape.quotes(day);
    let cash_share = {
        let book = books::Entity::find_by_id(list.id).one(&ctx.db).await?;
        let value: i64 = book.as_ref().map_or(crate::portfolio::BASIS_CAPITAL, |b| b.cash)
            + held.iter().map(|r| r.shares.saturating_mul(quotes.prices.get(&r.stock_id).map_or(0, |p| p.price.0))).sum::<i64>();
        book.map_or(100, |b| if value > 0 { b.cash * 100 / value } else { 0 })
    };
    let fail = |e: platform::ApiError| anyhow::anyhow!("demo move on {day}: {e}");
    if held.len() < target && cash_share >= 12 {
        let free: Vec<&StockRef> = tape.stocks.iter().filter(|s| !held.iter().any(|r| r.stock_id == s.id) && quotes.prices.contains_key(&s.id)).collect();
        if let Some(stock) = free.get(rng.gen_range(0..free.len().max(1))) {
            let percent_bp = i64::from(rng.gen_range(8..=15_i32)).min(cash_share - 2) * 100;
            let info = INFOS[rng.gen_range(0..INFOS.len())].to_owned();
            publish::buy(ctx, list, stock, None, Some(info), Buy { order: OrderType::Market, percent_bp }, quotes).await.map_err(fail)?;
        }
        return Ok(());
    }
    let Some(rating) = held.get(rng.gen_range(0..held.len().max(1))).cloned() else { return Ok(()) };
    let Some(stock) = tape.stocks.iter().find(|s| s.id == rating.stock_id) else { return Ok(()) };
    let reason = REASONS[rng.gen_range(0..REASONS.len())].to_owned();
    let roll = rng.gen_range(0..10);
    if roll < 4 {
        sell::sell(ctx, list, stock, rating.id, Sell { part: Part::All, order: OrderType::Market, reason }, quotes).await.map_err(fail)?;
    } else if roll < 8 && rating.shares >= 4 {
        let part = Part::Percent(i64::from(rng.gen_range(25..=50_i32)) * 100);
        sell::sell(ctx, list, stock, rating.id, Sell { part, order: OrderType::Market, reason }, quotes).await.map_err(fail)?;
    } else if cash_share >= 8 {
        publish::buy(ctx, list, stock, Some(rating), None, Buy { order: OrderType::Market, percent_bp: 500 }, quotes).await.map_err(fail)?;
    }
    Ok(())
}

async fn open_ratings(ctx: &AppContext, list_id: i64) -> anyhow::Result<Vec<ratings::Model>> {
    let (rows, _) = holdings::live_ratings(&ctx.db, list_id).await.map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(rows.into_iter().filter(|r| r.state == ratings::state::OPEN).collect())
}

/// Leaves one buy limit waiting 5% under the last close of a stock the list does not hold.
async fn waiting_limit_order(ctx: &AppContext, list: &AnalystList, tape: &Tape, day: NaiveDate) -> anyhow::Result<()> {
    let held = open_ratings(ctx, list.id).await?;
    let quotes = tape.quotes(day);
    let Some(stock) = tape.stocks.iter().find(|s| !held.iter().any(|r| r.stock_id == s.id) && quotes.prices.contains_key(&s.id)) else { return Ok(()) };
    let close = quotes.prices.get(&stock.id).map_or(0, |p| p.price.0);
    // Whole halalas (cents): a hundred price units.
    let limit = Price(close * 95 / 100 / 100 * 100);
    let now: DateTime<Utc> = Utc::now();
    let live = Quotes { prices: quotes.prices, now };
    let info = Some(INFOS[0].to_owned());
    match publish::buy(ctx, list, stock, None, info, Buy { order: OrderType::Limit(limit), percent_bp: 500 }, live).await {
        Ok(_) => Ok(()),
        // A list without 5% in cash simply has no waiting order.
        Err(e) if e.status().is_client_error() => Ok(()),
        Err(e) => Err(anyhow::anyhow!("demo limit order: {e}")),
    }
}
