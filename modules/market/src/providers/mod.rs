//! Where prices come from, behind one trait: the embedded demo dataset, an HTTP end-of-day and
//! quote service, and an ordered chain that falls back from one to the next and caches quotes.

pub mod chain;
pub mod demo;
pub mod http;

use chrono::{DateTime, NaiveDate, Utc};
use futures_util::future::BoxFuture;

use platform::price::Price;

/// A symbol on a market ("1120" on TASI, "AAPL" on US).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SymbolRef {
    pub symbol: String,
    /// The market code: TASI, NOMU or US.
    pub market: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderQuote {
    pub symbol: SymbolRef,
    pub price: Price,
    pub previous_close: Price,
    pub open: Price,
    pub high: Price,
    pub low: Price,
    pub volume: i64,
    pub time: DateTime<Utc>,
}

/// One trading day, the same shape whichever source gives it.
pub type ProviderBar = crate::demo::Bar;

/// One session hour, the same shape whichever source gives it.
pub type ProviderHour = crate::demo_intraday::HourBar;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderDividend {
    pub ex_date: NaiveDate,
    pub amount: Price,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderProfile {
    pub name: String,
    pub sector: Option<String>,
    pub shares_outstanding: Option<i64>,
}

#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum ProviderError {
    #[error("provider unavailable: {0}")]
    Unavailable(String),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("unexpected data: {0}")]
    BadData(String),
}

/// A source of market data.
pub trait Provider: Send + Sync {
    fn name(&self) -> &'static str;
    fn quotes<'a>(&'a self, symbols: &'a [SymbolRef]) -> BoxFuture<'a, Result<Vec<ProviderQuote>, ProviderError>>;
    fn daily_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: NaiveDate,
        to: NaiveDate,
    ) -> BoxFuture<'a, Result<Vec<ProviderBar>, ProviderError>>;
    /// The session hours that start in `[from, to)`.
    fn hourly_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> BoxFuture<'a, Result<Vec<ProviderHour>, ProviderError>>;
    fn dividends<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<Vec<ProviderDividend>, ProviderError>>;
    fn profile<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<ProviderProfile, ProviderError>>;
    fn search<'a>(&'a self, query: &'a str) -> BoxFuture<'a, Result<Vec<SymbolRef>, ProviderError>>;
    fn health(&self) -> BoxFuture<'_, Result<(), ProviderError>>;
}
