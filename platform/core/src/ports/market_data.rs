//! `MarketData`, provided by the market module: what ratings, opinions, chat, reports and
//! analyses need to know about stocks and their prices.

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, NaiveTime, TimeZone, Utc, Weekday};
use serde::{Deserialize, Serialize};

use super::PortError;
use crate::price::Price;

/// The markets of the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
pub enum MarketCode {
    /// Saudi main market.
    #[serde(rename = "TASI")]
    Tasi,
    /// Saudi parallel market.
    #[serde(rename = "NOMU")]
    Nomu,
    #[serde(rename = "US")]
    Us,
}

impl MarketCode {
    pub fn code(self) -> &'static str {
        match self {
            MarketCode::Tasi => "TASI",
            MarketCode::Nomu => "NOMU",
            MarketCode::Us => "US",
        }
    }

    /// The market's id in the API (`market_id`): 1 TASI, 2 NOMU, 3 US.
    pub fn id(self) -> i32 {
        match self {
            MarketCode::Tasi => 1,
            MarketCode::Nomu => 2,
            MarketCode::Us => 3,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        [MarketCode::Tasi, MarketCode::Nomu, MarketCode::Us].into_iter().find(|m| m.id() == id)
    }

    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "TASI" => Some(MarketCode::Tasi),
            "NOMU" => Some(MarketCode::Nomu),
            "US" => Some(MarketCode::Us),
            _ => None,
        }
    }

    /// ISO 4217 code of the market's currency.
    pub fn currency(self) -> &'static str {
        match self {
            MarketCode::Tasi | MarketCode::Nomu => "SAR",
            MarketCode::Us => "USD",
        }
    }

    /// The currency as a reader of `lang` writes it after an amount: «ر.س» and «دولار», SAR and USD.
    pub fn currency_in(self, lang: crate::Lang) -> &'static str {
        match (self, lang) {
            (MarketCode::Tasi | MarketCode::Nomu, crate::Lang::Ar) => "ر.س",
            (MarketCode::Us, crate::Lang::Ar) => "دولار",
            (_, crate::Lang::En) => self.currency(),
        }
    }

    /// The market's own time zone (prices are stored in UTC, shown in this zone).
    pub fn timezone(self) -> chrono_tz::Tz {
        match self {
            MarketCode::Tasi | MarketCode::Nomu => chrono_tz::Asia::Riyadh,
            MarketCode::Us => chrono_tz::America::New_York,
        }
    }

    /// When the continuous session opens and closes, in the market's own time: Tadawul
    /// 10:00–15:00, US 09:30–16:00 (holidays are not modelled).
    pub fn session_times(self) -> (NaiveTime, NaiveTime) {
        let t = |h, m| NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default();
        match self {
            MarketCode::Tasi | MarketCode::Nomu => (t(10, 0), t(15, 0)),
            MarketCode::Us => (t(9, 30), t(16, 0)),
        }
    }

    /// The session's opening and closing instants on `day`.
    pub fn session_on(self, day: NaiveDate) -> (DateTime<Utc>, DateTime<Utc>) {
        let (open, close) = self.session_times();
        let at = |t: NaiveTime| {
            let local = day.and_time(t);
            self.timezone().from_local_datetime(&local).single().map_or_else(|| local.and_utc(), |d| d.with_timezone(&Utc))
        };
        (at(open), at(close))
    }

    /// The first and last weekdays of the market's trading week.
    pub fn trading_week(self) -> (Weekday, Weekday) {
        match self {
            MarketCode::Tasi | MarketCode::Nomu => (Weekday::Sun, Weekday::Thu),
            MarketCode::Us => (Weekday::Mon, Weekday::Fri),
        }
    }
}

/// The indices other modules compare against (the market module's index codes).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct IndexCode(pub String);

impl IndexCode {
    /// Tadawul All Share.
    pub fn tasi() -> Self {
        Self("TASI".into())
    }
    /// Eva's equal-weight index of the main market.
    pub fn equal_weight() -> Self {
        Self("TASI_EW".into())
    }
    /// The parallel market's capped index.
    pub fn nomu() -> Self {
        Self("NOMUC".into())
    }
    pub fn sp500() -> Self {
        Self("SPX".into())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShariahStatus {
    Compliant,
    NonCompliant,
    NotAssessed,
}

impl From<Option<bool>> for ShariahStatus {
    fn from(flag: Option<bool>) -> Self {
        match flag {
            Some(true) => ShariahStatus::Compliant,
            Some(false) => ShariahStatus::NonCompliant,
            None => ShariahStatus::NotAssessed,
        }
    }
}

/// A stock as other modules refer to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockRef {
    pub id: i64,
    pub symbol: String,
    pub name_ar: String,
    pub name_en: String,
    pub market: MarketCode,
    pub shariah: ShariahStatus,
    /// For the company's size (market cap = price × shares); None when not known.
    pub shares_outstanding: Option<i64>,
}

/// A stock a question names: one candidate, or several when they share the name used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mention {
    pub candidates: Vec<StockRef>,
}

impl StockRef {
    pub fn currency(&self) -> &'static str {
        self.market.currency()
    }

    /// The company's size at `price`, in whole currency units; None when the shares are not known.
    pub fn market_cap(&self, price: Price) -> Option<i64> {
        let shares = self.shares_outstanding.filter(|s| *s > 0)?;
        Some(i64::try_from(i128::from(price.0) * i128::from(shares) / i128::from(crate::price::SCALE)).unwrap_or(i64::MAX))
    }

    pub fn name(&self, lang: crate::Lang) -> &str {
        match lang {
            crate::Lang::Ar => &self.name_ar,
            crate::Lang::En => &self.name_en,
        }
    }
}

/// The latest price shown for a stock, and how old it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LatestPrice {
    pub price: Price,
    pub previous_close: Price,
    /// When the market traded at this price.
    pub at: DateTime<Utc>,
    /// How far it lags the market (the exchange licence's delay).
    pub delay_minutes: i32,
}

/// Minutes a quote may lag beyond its delay and still be the market's current price: two
/// refreshes of the five-minute quote schedule.
pub const LIVE_SLACK_MINUTES: i64 = 10;

impl LatestPrice {
    /// Whether this is the market's current price at `now`: traded within its delay and two
    /// refreshes. An earlier session's close is not; an order placed after it waits for the
    /// next price rather than fill at one from before it.
    pub fn is_live(&self, now: DateTime<Utc>) -> bool {
        let age = now - self.at;
        age >= -chrono::Duration::minutes(1) && age <= chrono::Duration::minutes(i64::from(self.delay_minutes) + LIVE_SLACK_MINUTES)
    }
}

/// One day (or one intraday period) of prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PriceBar {
    pub date: NaiveDate,
    pub open: Price,
    pub high: Price,
    pub low: Price,
    pub close: Price,
    pub volume: i64,
}

/// One session hour (DECISIONS 7): consecutive hours from the market's open, the last cut at
/// its close.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SessionHour {
    /// The market's own date of the session.
    pub trading_day: NaiveDate,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub open: Price,
    pub high: Price,
    pub low: Price,
    pub close: Price,
    pub volume: i64,
}

/// A cash dividend per share.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Dividend {
    pub ex_date: NaiveDate,
    pub amount: Price,
}

/// A company's reported figures for the `months` ending on `period_end`: totals in the currency's
/// minor unit (halalas, cents), earnings per share in price units (signed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FundamentalPeriod {
    pub period_end: NaiveDate,
    pub months: i16,
    pub revenue: i64,
    pub net_income: i64,
    pub eps: i64,
    pub book_value: i64,
    pub debt: i64,
    pub cash: i64,
    /// Generated for the demo, not reported.
    pub demo: bool,
}

/// Stocks, prices, dividends and indices. Date ranges are inclusive.
#[async_trait]
pub trait MarketData: Send + Sync {
    async fn stock(&self, id: i64) -> Result<Option<StockRef>, PortError>;
    /// Many stocks at once, by id (unknown ids are left out).
    async fn stocks(&self, ids: &[i64]) -> Result<std::collections::HashMap<i64, StockRef>, PortError> {
        let mut out = std::collections::HashMap::new();
        for id in ids {
            if !out.contains_key(id)
                && let Some(stock) = self.stock(*id).await?
            {
                out.insert(*id, stock);
            }
        }
        Ok(out)
    }
    async fn stock_by_symbol(&self, market: MarketCode, symbol: &str) -> Result<Option<StockRef>, PortError>;
    /// Symbols first, then names; insensitive to Arabic letter variants.
    async fn search(&self, query: &str, limit: usize) -> Result<Vec<StockRef>, PortError>;
    /// Every stock listed on `market`, by symbol.
    async fn listed(&self, market: MarketCode) -> Result<Vec<StockRef>, PortError>;
    /// The stocks a text (an article) names, by their names as whole words in any spelling.
    async fn named_in(&self, text: &str) -> Result<Vec<StockRef>, PortError>;
    /// The stocks a question names, in order, at most `limit`: by name, short name, symbol or
    /// ticker, in any spelling, with the letters Arabic joins to a name's front, or with one
    /// letter wrong in a long name. A name several stocks share gives them all.
    async fn mentioned_in(&self, text: &str, limit: usize) -> Result<Vec<Mention>, PortError>;
    async fn latest_price(&self, stock_id: i64) -> Result<Option<LatestPrice>, PortError>;
    /// The latest price of every stock of a market that has one, by stock id (what a refresh of
    /// the market's quotes left).
    async fn latest_prices_in(&self, market: MarketCode) -> Result<std::collections::HashMap<i64, LatestPrice>, PortError> {
        let ids: Vec<i64> = self.listed(market).await?.into_iter().map(|s| s.id).collect();
        self.latest_prices(&ids).await
    }
    /// Many latest prices at once, by stock id (stocks without a price are left out).
    async fn latest_prices(&self, stock_ids: &[i64]) -> Result<std::collections::HashMap<i64, LatestPrice>, PortError> {
        let mut out = std::collections::HashMap::new();
        for id in stock_ids {
            if !out.contains_key(id)
                && let Some(price) = self.latest_price(*id).await?
            {
                out.insert(*id, price);
            }
        }
        Ok(out)
    }
    async fn daily_bars(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<PriceBar>, PortError>;
    async fn daily_closes(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<(NaiveDate, Price)>, PortError> {
        Ok(self.daily_bars(stock_id, from, to).await?.into_iter().map(|b| (b.date, b.close)).collect())
    }
    /// The session hours that start in `[from, to)`, oldest first; kept for a recent window only.
    async fn hourly_bars(&self, stock_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<SessionHour>, PortError>;
    async fn dividends(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<Dividend>, PortError>;
    /// The company's reported periods, newest first.
    async fn fundamentals(&self, stock_id: i64) -> Result<Vec<FundamentalPeriod>, PortError>;
    async fn index_closes(&self, index: &IndexCode, from: NaiveDate, to: NaiveDate) -> Result<Vec<(NaiveDate, Price)>, PortError>;
    /// Days the market traded (has bars) in the range.
    async fn trading_days(&self, market: MarketCode, from: NaiveDate, to: NaiveDate) -> Result<Vec<NaiveDate>, PortError>;
}

/// The bars a technical picture is drawn on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BarInterval {
    Daily,
    /// Weeks of the market's trading week, each closing on its last trading day.
    Weekly,
}

/// A buy or sell signal of the market module (the day's technical events weighed together).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StockSignal {
    pub date: NaiveDate,
    pub buy: bool,
    pub score: i32,
    pub close: Price,
    /// The events behind it, as they are titled on the market pages.
    pub reasons: Vec<crate::Message>,
}

/// A technical event of the market module (a cross, a break, a new high or low).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TechnicalEvent {
    pub date: NaiveDate,
    pub title: crate::Message,
    pub bullish: bool,
    pub close: Price,
}

/// Risk figures of the last year, as the stock page shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RiskFigures {
    pub as_of: NaiveDate,
    /// Annualised volatility, basis points.
    pub volatility_bp: i32,
    /// Beta against the market's index × 100; None when it cannot be measured.
    pub beta_x100: Option<i32>,
    pub max_drawdown_bp: i32,
    pub return_1y_bp: i32,
}

/// A stock's technical picture at its latest close: the product's indicator set on the chosen
/// bars, the latest daily signals and events, and the risk figures. MACD values are signed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TechnicalPicture {
    pub interval: BarInterval,
    /// The last bar's date (for weekly bars, the week's last trading day).
    pub as_of: NaiveDate,
    pub bars: usize,
    pub close: Price,
    pub sma20: Option<Price>,
    pub sma50: Option<Price>,
    pub sma200: Option<Price>,
    /// RSI (14) × 100.
    pub rsi14_x100: Option<i32>,
    /// MACD (12, 26) and its signal line (9), in price units.
    pub macd: Option<i64>,
    pub macd_signal: Option<i64>,
    pub bb_upper: Option<Price>,
    pub bb_lower: Option<Price>,
    pub atr14: Option<Price>,
    pub high_52w: Price,
    pub low_52w: Price,
    /// Newest first.
    pub signals: Vec<StockSignal>,
    /// Newest first.
    pub events: Vec<TechnicalEvent>,
    pub risk: Option<RiskFigures>,
}

/// What the market module computes about a stock besides its prices.
#[async_trait]
pub trait MarketAnalytics: Send + Sync {
    /// None when the stock has no bars.
    async fn technical_picture(&self, stock_id: i64, interval: BarInterval) -> Result<Option<TechnicalPicture>, PortError>;
    /// The picture as it stood at the close of `day` (what a document written that day showed).
    async fn technical_picture_on(
        &self,
        stock_id: i64,
        interval: BarInterval,
        day: NaiveDate,
    ) -> Result<Option<TechnicalPicture>, PortError>;
}

#[cfg(test)]
mod live_price_tests {
    use super::*;

    fn quoted(minutes_ago: i64, delay_minutes: i32, now: DateTime<Utc>) -> LatestPrice {
        LatestPrice { price: Price(10_000), previous_close: Price(10_000), at: now - chrono::Duration::minutes(minutes_ago), delay_minutes }
    }

    #[test]
    fn a_price_is_current_within_its_delay_and_two_refreshes() {
        let now = Utc::now();
        assert!(quoted(0, 0, now).is_live(now));
        assert!(quoted(25, 15, now).is_live(now), "15 minutes' delay and two refreshes");
        assert!(!quoted(26, 15, now).is_live(now));
        assert!(!quoted(60 * 17, 15, now).is_live(now), "yesterday's close is not today's price");
        assert!(!quoted(-120, 0, now).is_live(now), "nor is a price dated later today");
    }
}
