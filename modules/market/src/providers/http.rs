//! An HTTP adapter for an end-of-day and delayed-quote service in the common REST layout
//! (`/real-time/{ticker}`, `/eod/{ticker}`, `/div/{ticker}`, `/fundamentals/{ticker}`,
//! `/search/{query}`, key in `api_token`). Saudi tickers are written `1120.SR`, US ones
//! `AAPL.US`. Base URL and key come from settings; tests point it at a local fake server.

use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use futures_util::future::BoxFuture;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::{Provider, ProviderBar, ProviderDividend, ProviderError, ProviderHour, ProviderProfile, ProviderQuote, SymbolRef};
use platform::price::Price;

pub struct HttpProvider {
    base_url: String,
    api_key: String,
    client: reqwest::Client,
}

impl HttpProvider {
    pub fn new(base_url: &str, api_key: &str) -> Result<Self, ProviderError> {
        let client =
            reqwest::Client::builder().timeout(Duration::from_secs(15)).build().map_err(|e| ProviderError::Unavailable(e.to_string()))?;
        Ok(Self { base_url: base_url.trim_end_matches('/').to_owned(), api_key: api_key.to_owned(), client })
    }

    fn ticker(symbol: &SymbolRef) -> String {
        match symbol.market.as_str() {
            "TASI" | "NOMU" => format!("{}.SR", symbol.symbol),
            _ => format!("{}.US", symbol.symbol.replace('.', "-")),
        }
    }

    fn from_ticker(ticker: &str) -> Option<SymbolRef> {
        let (code, suffix) = ticker.rsplit_once('.')?;
        let market = match suffix {
            "SR" if code.starts_with('9') => "NOMU",
            "SR" => "TASI",
            "US" => "US",
            _ => return None,
        };
        Some(SymbolRef { symbol: if market == "US" { code.replace('-', ".") } else { code.to_owned() }, market: market.into() })
    }

    async fn get<T: DeserializeOwned>(&self, path: &str, query: &[(&str, String)]) -> Result<T, ProviderError> {
        let mut params: Vec<(&str, String)> = vec![("api_token", self.api_key.clone()), ("fmt", "json".into())];
        params.extend_from_slice(query);
        let res = self
            .client
            .get(format!("{}{path}", self.base_url))
            .query(&params)
            .send()
            .await
            .map_err(|e| ProviderError::Unavailable(e.without_url().to_string()))?;
        match res.status().as_u16() {
            200 => res.json::<T>().await.map_err(|e| ProviderError::BadData(e.without_url().to_string())),
            404 => Err(ProviderError::NotFound(path.to_owned())),
            code => Err(ProviderError::Unavailable(format!("HTTP {code} from {path}"))),
        }
    }
}

#[derive(Debug, Deserialize)]
struct RealTime {
    code: String,
    timestamp: i64,
    open: f64,
    high: f64,
    low: f64,
    close: f64,
    volume: f64,
    #[serde(rename = "previousClose")]
    previous_close: f64,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

#[derive(Debug, Deserialize)]
struct Eod {
    date: NaiveDate,
    open: f64,
    high: f64,
    low: f64,
    close: f64,
    volume: f64,
}

/// One bar of `/intraday/{ticker}?interval=1h`: its start as Unix seconds.
#[derive(Debug, Deserialize)]
struct Intraday {
    timestamp: i64,
    open: f64,
    high: f64,
    low: f64,
    close: f64,
    volume: Option<f64>,
}

#[derive(Debug, Deserialize)]
struct Dividend {
    date: NaiveDate,
    value: f64,
}

#[derive(Debug, Deserialize)]
struct Fundamentals {
    #[serde(rename = "General")]
    general: General,
    #[serde(rename = "SharesStats", default)]
    shares: Option<SharesStats>,
}

#[derive(Debug, Deserialize)]
struct General {
    #[serde(rename = "Name")]
    name: String,
    #[serde(rename = "Sector", default)]
    sector: Option<String>,
}

#[derive(Debug, Deserialize)]
struct SharesStats {
    #[serde(rename = "SharesOutstanding", default)]
    shares_outstanding: Option<f64>,
}

#[derive(Debug, Deserialize)]
struct SearchHit {
    #[serde(rename = "Code")]
    code: String,
    #[serde(rename = "Exchange")]
    exchange: String,
}

fn price(value: f64, what: &str) -> Result<Price, ProviderError> {
    rust_decimal::Decimal::try_from(value)
        .ok()
        .and_then(Price::from_decimal)
        .filter(|p| p.0 > 0)
        .ok_or_else(|| ProviderError::BadData(format!("{what} {value}")))
}

impl Provider for HttpProvider {
    fn name(&self) -> &'static str {
        "http"
    }

    fn quotes<'a>(&'a self, symbols: &'a [SymbolRef]) -> BoxFuture<'a, Result<Vec<ProviderQuote>, ProviderError>> {
        Box::pin(async move {
            let Some((first, rest)) = symbols.split_first() else { return Ok(Vec::new()) };
            let others = rest.iter().map(Self::ticker).collect::<Vec<_>>().join(",");
            let query: Vec<(&str, String)> = if others.is_empty() { Vec::new() } else { vec![("s", others)] };
            let rows = match self.get::<OneOrMany<RealTime>>(&format!("/real-time/{}", Self::ticker(first)), &query).await? {
                OneOrMany::One(r) => vec![r],
                OneOrMany::Many(rs) => rs,
            };
            rows.into_iter()
                .filter_map(|r| Some((Self::from_ticker(&r.code)?, r)))
                .map(|(symbol, r)| {
                    Ok(ProviderQuote {
                        symbol,
                        price: price(r.close, "close")?,
                        previous_close: price(r.previous_close, "previousClose")?,
                        open: price(r.open, "open")?,
                        high: price(r.high, "high")?,
                        low: price(r.low, "low")?,
                        volume: r.volume.max(0.0).round() as i64,
                        time: DateTime::<Utc>::from_timestamp(r.timestamp, 0).ok_or_else(|| ProviderError::BadData("timestamp".into()))?,
                    })
                })
                .collect()
        })
    }

    fn daily_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: NaiveDate,
        to: NaiveDate,
    ) -> BoxFuture<'a, Result<Vec<ProviderBar>, ProviderError>> {
        Box::pin(async move {
            let query = [("from", from.to_string()), ("to", to.to_string()), ("period", "d".to_owned())];
            let rows: Vec<Eod> = self.get(&format!("/eod/{}", Self::ticker(symbol)), &query).await?;
            rows.into_iter()
                .map(|r| {
                    Ok(ProviderBar {
                        date: r.date,
                        open: price(r.open, "open")?,
                        high: price(r.high, "high")?,
                        low: price(r.low, "low")?,
                        close: price(r.close, "close")?,
                        volume: r.volume.max(0.0).round() as i64,
                    })
                })
                .collect()
        })
    }

    /// Hours outside the session (pre- and after-market) are left out; the last hour of a
    /// session ends at its close.
    fn hourly_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> BoxFuture<'a, Result<Vec<ProviderHour>, ProviderError>> {
        Box::pin(async move {
            let market = crate::universe::market_by_code(&symbol.market).ok_or_else(|| ProviderError::NotFound(symbol.market.clone()))?;
            let query = [("interval", "1h".to_owned()), ("from", from.timestamp().to_string()), ("to", to.timestamp().to_string())];
            let rows: Vec<Intraday> = self.get(&format!("/intraday/{}", Self::ticker(symbol)), &query).await?;
            let tz = crate::hours::zone(market);
            let mut hours = Vec::with_capacity(rows.len());
            for r in rows {
                let starts_at =
                    DateTime::<Utc>::from_timestamp(r.timestamp, 0).ok_or_else(|| ProviderError::BadData("timestamp".into()))?;
                let session = crate::hours::session_hours(market, starts_at.with_timezone(&tz).date_naive());
                let (Some(open), Some(close)) = (session.first().map(|h| h.0), session.last().map(|h| h.1)) else { continue };
                if starts_at < open || starts_at >= close || starts_at < from || starts_at >= to {
                    continue;
                }
                hours.push(ProviderHour {
                    starts_at,
                    ends_at: (starts_at + chrono::Duration::hours(1)).min(close),
                    open: price(r.open, "open")?,
                    high: price(r.high, "high")?,
                    low: price(r.low, "low")?,
                    close: price(r.close, "close")?,
                    volume: r.volume.unwrap_or(0.0).max(0.0).round() as i64,
                });
            }
            Ok(hours)
        })
    }

    fn dividends<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<Vec<ProviderDividend>, ProviderError>> {
        Box::pin(async move {
            let rows: Vec<Dividend> = self.get(&format!("/div/{}", Self::ticker(symbol)), &[]).await?;
            rows.into_iter().map(|d| Ok(ProviderDividend { ex_date: d.date, amount: price(d.value, "dividend")? })).collect()
        })
    }

    fn profile<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<ProviderProfile, ProviderError>> {
        Box::pin(async move {
            let f: Fundamentals = self.get(&format!("/fundamentals/{}", Self::ticker(symbol)), &[]).await?;
            Ok(ProviderProfile {
                name: f.general.name,
                sector: f.general.sector,
                shares_outstanding: f.shares.and_then(|s| s.shares_outstanding).map(|v| v.round() as i64),
            })
        })
    }

    fn search<'a>(&'a self, query: &'a str) -> BoxFuture<'a, Result<Vec<SymbolRef>, ProviderError>> {
        Box::pin(async move {
            let rows: Vec<SearchHit> = self.get(&format!("/search/{}", urlencode(query)), &[]).await?;
            Ok(rows
                .into_iter()
                .filter_map(|h| Self::from_ticker(&format!("{}.{}", h.code, if h.exchange == "SR" { "SR" } else { "US" })))
                .collect())
        })
    }

    fn health(&self) -> BoxFuture<'_, Result<(), ProviderError>> {
        Box::pin(async move {
            let probe = SymbolRef { symbol: "2222".into(), market: "TASI".into() };
            self.quotes(std::slice::from_ref(&probe)).await.map(drop)
        })
    }
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickers_round_trip() {
        for (symbol, market, ticker) in [("1120", "TASI", "1120.SR"), ("9300", "NOMU", "9300.SR"), ("BRK.B", "US", "BRK-B.US")] {
            let s = SymbolRef { symbol: symbol.into(), market: market.into() };
            assert_eq!(HttpProvider::ticker(&s), ticker);
            assert_eq!(HttpProvider::from_ticker(ticker), Some(s));
        }
    }
}
