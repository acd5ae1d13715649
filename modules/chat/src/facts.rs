//! Everything an answer may state about a stock, gathered through the market ports at the
//! moment the question is answered. Every figure an answer quotes comes from here.

use chrono::{Days, NaiveDate, Utc};
use platform::AppContext;
use platform::ports::{
    BarInterval, Dividend, FundamentalPeriod, LatestPrice, MarketAnalytics, MarketData, PriceBar, StockRef, TechnicalPicture,
};
use platform::price::Price;
use platform::ratios::{ChangePeriod, period_change_bp};

use crate::levels::{Levels, levels};
use crate::questions::Term;
use crate::understanding::Period;

/// Daily bars read: a year and a little, for returns and a long term's highs and lows.
const BARS_DAYS: u64 = 400;
/// Sessions averaged to judge a day's volume.
pub const VOLUME_SESSIONS: usize = 20;
/// Dividends read: five years.
const DIVIDEND_DAYS: u64 = 5 * 366;

#[derive(Debug, Clone)]
pub struct StockFacts {
    pub stock: StockRef,
    pub latest: Option<LatestPrice>,
    pub picture: Option<TechnicalPicture>,
    /// Daily bars, oldest first.
    pub bars: Vec<PriceBar>,
    /// Oldest first.
    pub dividends: Vec<Dividend>,
    pub levels: Levels,
    /// The company's reported periods, when imported (newest first).
    pub fundamentals: Vec<FundamentalPeriod>,
    /// What Eva's analysts say of it, gathered only when a question asks ([`crate::coverage`]).
    pub coverage: Vec<crate::coverage::ListCall>,
}

impl StockFacts {
    /// The price answers rest on: the latest quote, else the last close.
    pub fn price(&self) -> Option<Price> {
        self.latest.map(|l| l.price).or_else(|| self.bars.last().map(|b| b.close))
    }

    /// The day of the price answers rest on.
    pub fn as_of(&self) -> Option<NaiveDate> {
        self.latest.map(|l| l.at.date_naive()).or_else(|| self.bars.last().map(|b| b.date))
    }

    /// The change over `period` to the price, in basis points: the market's tables' figure.
    pub fn change_bp(&self, period: ChangePeriod) -> Option<i64> {
        period_change_bp(self.bars.iter().map(|b| (b.date, b.close)), period, self.as_of()?, self.price()?)
    }

    /// The year's return: the market's one figure, its risk measure at the last close.
    pub fn year_return_bp(&self) -> Option<i64> {
        self.picture.as_ref()?.risk.map(|r| i64::from(r.return_1y_bp))
    }

    /// The change over `period` to the price: from the last close on or before its start (that
    /// close's day and price, and the change in basis points); None when the history does not
    /// reach back so far.
    pub fn change_over(&self, period: Period) -> Option<(NaiveDate, Price, i64)> {
        let (last, price) = (self.as_of()?, self.price()?);
        let start = period.start(last);
        let base = self.bars.iter().rev().find(|b| b.date <= start && b.close.0 > 0)?;
        Some((base.date, base.close, crate::format::distance_bp(base.close, price)?))
    }

    /// The last session's volume against the average of the sessions before it (at most
    /// [`VOLUME_SESSIONS`]): (that session, the average, how many sessions it averages).
    pub fn volume_against_average(&self) -> Option<(&PriceBar, i64, usize)> {
        let (last, before) = self.bars.split_last()?;
        let window: Vec<i64> = before.iter().rev().take(VOLUME_SESSIONS).map(|b| b.volume).collect();
        let average = if window.is_empty() { 0 } else { window.iter().sum::<i64>() / i64::try_from(window.len()).unwrap_or(1) };
        Some((last, average, window.len()))
    }

    /// Cash dividends per share in the year up to the last close (the market's one window).
    pub fn trailing_dividends(&self) -> Price {
        let Some(last) = self.bars.last().map(|b| b.date) else { return Price(0) };
        platform::ratios::trailing_year_dividends(self.dividends.iter().map(|d| (d.ex_date, d.amount)), last)
    }
}

/// Reads a stock's facts; None when the stock is unknown.
pub async fn gather(ctx: &AppContext, stock_id: i64, interval: BarInterval, term: Term) -> anyhow::Result<Option<StockFacts>> {
    let market = ctx.required_port::<dyn MarketData>().map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let Some(stock) = market.stock(stock_id).await? else { return Ok(None) };
    let latest = market.latest_price(stock_id).await?;
    let today = Utc::now().date_naive();
    let from = |days: u64| today.checked_sub_days(Days::new(days)).unwrap_or(NaiveDate::MIN);
    let bars = market.daily_bars(stock_id, from(BARS_DAYS), today).await?;
    let dividends = market.dividends(stock_id, from(DIVIDEND_DAYS), today).await?;
    let picture = match ctx.port::<dyn MarketAnalytics>() {
        Some(analytics) => analytics.technical_picture(stock_id, interval).await?,
        None => None,
    };
    let levels = levels(&bars, term.window_days(), latest.map(|l| l.price).or_else(|| bars.last().map(|b| b.close)));
    let fundamentals = market.fundamentals(stock_id).await?;
    Ok(Some(StockFacts { stock, latest, picture, bars, dividends, levels, fundamentals, coverage: Vec::new() }))
}
