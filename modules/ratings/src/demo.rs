//! Demo data: the demo analysts' Eva lists with about three years of history on the demo
//! prices — buys sized by entry percentage, increases, partial and full sells with their
//! reasons, dividends on their ex-dates, one limit order still waiting — written through the
//! same publishing code as the API, so the record verifies like any other.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Days, NaiveDate, Utc};
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
/// How a list's history is made up: from which stocks, over how long, how often it moves.
pub struct Simulation<'a> {
    pub symbols: &'a [&'a str],
    /// Calendar days back from today.
    pub history_days: u64,
    /// Trading days between two moves, on average.
    pub step_days: usize,
    /// How many stocks the list aims to hold.
    pub target: usize,
}

impl Simulation<'static> {
    /// The demo's: about three years, a move every twelve trading days or so.
    pub fn demo(market: MarketCode, stocks_count: i32) -> Self {
        let symbols: &'static [&'static str] = if market == MarketCode::Us { &US } else { &SAUDI };
        Self { symbols, history_days: 1_540, step_days: 12, target: usize::try_from(stocks_count).unwrap_or(5) }
    }
}

/// Replays each demo analyst's Eva lists that have no history yet.
pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let port = ctx.required_port::<dyn AnalystLists>()?;
    for email in DEMO_ANALYSTS {
        let Some(user) = users::Entity::find().filter(users::Column::Email.eq(email)).one(&ctx.db).await? else { continue };
        for list in port.lists_of(user.id, ListKind::Rating).await? {
            let started = books::Entity::find_by_id(list.id).one(&ctx.db).await?.is_some_and(|b| b.seq > 0);
            if !started && let Some(market) = MarketCode::from_id(list.market_id) {
                simulate(ctx, &list, &Simulation::demo(market, list.stocks_count)).await?;
            }
        }
    }
    Ok(())
}

/// A day's close as the publishing code reads a price.
fn close_quote(day: NaiveDate, price: i64, market: MarketCode) -> LatestPrice {
    let at = market.session_on(day).1;
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

/// Makes up `list`'s history on the stored prices through the publishing code, then stores its
/// daily values; nothing when the market has too little history.
pub async fn simulate(ctx: &AppContext, list: &AnalystList, sim: &Simulation<'_>) -> anyhow::Result<()> {
    let Some(market) = MarketCode::from_id(list.market_id) else { return Ok(()) };
    let data = ctx.required_port::<dyn MarketData>()?;
    let today = Utc::now().date_naive();
    let from = today.checked_sub_days(Days::new(sim.history_days)).unwrap_or(today);
    let days = data.trading_days(market, from, today).await?;
    let step_days = sim.step_days.max(2);
    if days.len() < step_days * 4 {
        return Ok(());
    }
    let symbols = sim.symbols;
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
    let target = sim.target.clamp(3, tape.stocks.len());
    let mut at = rng.gen_range(0..step_days);
    while at < days.len() {
        let day = days[at];
        dividends::credit(ctx, market, day, tape.quotes(day).now).await.map_err(|e| anyhow::anyhow!("demo dividends: {e}"))?;
        step(ctx, list, &tape, day, target, &mut rng).await?;
        at += rng.gen_range(step_days / 2..step_days * 3 / 2);
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
async fn step(
    ctx: &AppContext,
    list: &AnalystList,
    tape: &Tape,
    day: NaiveDate,
    target: usize,
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<()> {
    let held = open_ratings(ctx, list.id).await?;
    let quotes = tape.quotes(day);
    // The cash's share of the list in basis points.
    let cash_bp = {
        let book = books::Entity::find_by_id(list.id).one(&ctx.db).await?;
        let value: i64 = book.as_ref().map_or(crate::portfolio::BASIS_CAPITAL, |b| b.cash)
            + held.iter().map(|r| r.shares.saturating_mul(quotes.prices.get(&r.stock_id).map_or(0, |p| p.price.0))).sum::<i64>();
        book.map_or(10_000, |b| if value > 0 { b.cash * 10_000 / value } else { 0 })
    };
    // Entries sized so that `target` stocks about fill the list: 8–12% each for ten.
    let targets = i64::try_from(target).unwrap_or(10).max(1);
    let (low_bp, high_bp) = ((8_000 / targets).max(100), (12_000 / targets).max(200));
    let fail = |e: platform::ApiError| anyhow::anyhow!("demo move on {day}: {e}");
    if held.len() < target && cash_bp >= high_bp + 200 {
        let free: Vec<&StockRef> =
            tape.stocks.iter().filter(|s| !held.iter().any(|r| r.stock_id == s.id) && quotes.prices.contains_key(&s.id)).collect();
        if let Some(stock) = free.get(rng.gen_range(0..free.len().max(1))) {
            let percent_bp = rng.gen_range(low_bp..=high_bp) / 100 * 100;
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
    } else if cash_bp >= low_bp + 200 {
        let percent_bp = (low_bp / 2).max(100) / 100 * 100;
        publish::buy(ctx, list, stock, Some(rating), None, Buy { order: OrderType::Market, percent_bp }, quotes).await.map_err(fail)?;
    }
    Ok(())
}

async fn open_ratings(ctx: &AppContext, list_id: i64) -> anyhow::Result<Vec<ratings::Model>> {
    let (rows, _) = holdings::live_ratings(&ctx.db, list_id).await.map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(rows.into_iter().filter(|r| r.state == ratings::RatingState::Open).collect())
}

/// Leaves one buy limit waiting 5% under the last close of a stock the list does not hold.
async fn waiting_limit_order(ctx: &AppContext, list: &AnalystList, tape: &Tape, day: NaiveDate) -> anyhow::Result<()> {
    let held = open_ratings(ctx, list.id).await?;
    let quotes = tape.quotes(day);
    let Some(stock) = tape.stocks.iter().find(|s| !held.iter().any(|r| r.stock_id == s.id) && quotes.prices.contains_key(&s.id)) else {
        return Ok(());
    };
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
