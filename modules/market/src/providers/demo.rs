//! The embedded default: the dataset stored with Eva (the shipped company lists and the demo
//! history generated from a seed), served through the same trait as a real provider. While a
//! market is in session its quotes trade along the day in progress (`demo_extend`), so a demo
//! deployment has a current price as a real feed would.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use futures_util::future::BoxFuture;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use super::{Provider, ProviderBar, ProviderDividend, ProviderError, ProviderHour, ProviderProfile, ProviderQuote, SymbolRef};
use crate::demo_intraday::demo_hours;
use crate::entities::{daily_bars, dividends, quotes, stocks};
use crate::universe::market_by_code;
use platform::price::Price;

pub struct DemoProvider {
    db: DatabaseConnection,
    /// The licence's delay: a quote shows the market as it was this long ago.
    delay_minutes: i32,
}

impl DemoProvider {
    pub fn new(db: DatabaseConnection, delay_minutes: i32) -> Self {
        Self { db, delay_minutes }
    }

    /// The day in progress as traded by `as_of`, when `stock`'s market is in session.
    async fn trading_now(
        &self,
        sectors: &HashMap<i32, String>,
        symbol: &SymbolRef,
        stock: &stocks::Model,
    ) -> Result<Option<ProviderQuote>, ProviderError> {
        let Some(market) = market_by_code(&symbol.market) else { return Ok(None) };
        let now = Utc::now();
        let as_of = now - chrono::Duration::minutes(i64::from(self.delay_minutes));
        let Some((day, previous_close, hours)) =
            crate::demo_extend::today_so_far(&self.db, sectors, market, stock, now, as_of).await.map_err(db_error)?
        else {
            return Ok(None);
        };
        let Some(opened) = crate::hours::session_hours(market, day.date).first().map(|(start, _)| *start) else { return Ok(None) };
        if as_of < opened {
            // The session's first trades are not shown yet: the last close stands.
            return Ok(None);
        }
        Ok(Some(ProviderQuote {
            symbol: symbol.clone(),
            price: hours.last().map_or(day.open, |h| h.close),
            previous_close,
            open: day.open,
            high: hours.iter().map(|h| h.high).max().unwrap_or(day.open).max(day.open),
            low: hours.iter().map(|h| h.low).min().unwrap_or(day.open).min(day.open),
            volume: hours.iter().map(|h| h.volume).sum(),
            time: hours.last().map_or(opened, |h| h.ends_at).max(opened),
        }))
    }

    async fn stock(&self, symbol: &SymbolRef) -> Result<stocks::Model, ProviderError> {
        let market = market_by_code(&symbol.market).ok_or_else(|| ProviderError::NotFound(symbol.market.clone()))?;
        stocks::Entity::find()
            .filter(stocks::Column::MarketId.eq(market.id))
            .filter(stocks::Column::Symbol.eq(symbol.symbol.as_str()))
            .one(&self.db)
            .await
            .map_err(db_error)?
            .ok_or_else(|| ProviderError::NotFound(symbol.symbol.clone()))
    }
}

fn db_error(e: sea_orm::DbErr) -> ProviderError {
    ProviderError::Unavailable(e.to_string())
}

impl Provider for DemoProvider {
    fn name(&self) -> &'static str {
        "demo"
    }

    fn quotes<'a>(&'a self, symbols: &'a [SymbolRef]) -> BoxFuture<'a, Result<Vec<ProviderQuote>, ProviderError>> {
        Box::pin(async move {
            let mut out = Vec::with_capacity(symbols.len());
            let sectors = crate::demo_extend::sector_names(&self.db).await.map_err(db_error)?;
            for symbol in symbols {
                let Ok(stock) = self.stock(symbol).await else { continue };
                if stock.is_demo
                    && let Some(live) = self.trading_now(&sectors, symbol, &stock).await?
                {
                    out.push(live);
                    continue;
                }
                if let Some(q) = quotes::Entity::find_by_id(stock.id).one(&self.db).await.map_err(db_error)? {
                    out.push(ProviderQuote {
                        symbol: symbol.clone(),
                        price: Price(q.price),
                        previous_close: Price(q.previous_close),
                        open: Price(q.open),
                        high: Price(q.high),
                        low: Price(q.low),
                        volume: q.volume,
                        time: q.quoted_at,
                    });
                }
            }
            Ok(out)
        })
    }

    fn daily_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: NaiveDate,
        to: NaiveDate,
    ) -> BoxFuture<'a, Result<Vec<ProviderBar>, ProviderError>> {
        Box::pin(async move {
            let stock = self.stock(symbol).await?;
            let bars = daily_bars::Entity::find()
                .filter(daily_bars::Column::StockId.eq(stock.id))
                .filter(daily_bars::Column::Date.between(from, to))
                .order_by_asc(daily_bars::Column::Date)
                .all(&self.db)
                .await
                .map_err(db_error)?;
            Ok(bars
                .into_iter()
                .map(|b| ProviderBar {
                    date: b.date,
                    open: Price(b.open),
                    high: Price(b.high),
                    low: Price(b.low),
                    close: Price(b.close),
                    volume: b.volume,
                })
                .collect())
        })
    }

    /// Derived from the stored days, as the demo seed derives them (DECISIONS 7).
    fn hourly_history<'a>(
        &'a self,
        symbol: &'a SymbolRef,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> BoxFuture<'a, Result<Vec<ProviderHour>, ProviderError>> {
        Box::pin(async move {
            let market = market_by_code(&symbol.market).ok_or_else(|| ProviderError::NotFound(symbol.market.clone()))?;
            let tz = crate::hours::zone(market);
            let day = |t: DateTime<Utc>| t.with_timezone(&tz).date_naive();
            let days = self.daily_history(symbol, day(from), day(to)).await?;
            Ok(days
                .iter()
                .flat_map(|bar| demo_hours(crate::demo::DEFAULT_SEED, market, &symbol.symbol, bar))
                .filter(|h| h.starts_at >= from && h.starts_at < to)
                .collect())
        })
    }

    fn dividends<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<Vec<ProviderDividend>, ProviderError>> {
        Box::pin(async move {
            let stock = self.stock(symbol).await?;
            let rows = dividends::Entity::find()
                .filter(dividends::Column::StockId.eq(stock.id))
                .order_by_asc(dividends::Column::ExDate)
                .all(&self.db)
                .await
                .map_err(db_error)?;
            Ok(rows.into_iter().map(|d| ProviderDividend { ex_date: d.ex_date, amount: Price(d.amount) }).collect())
        })
    }

    fn profile<'a>(&'a self, symbol: &'a SymbolRef) -> BoxFuture<'a, Result<ProviderProfile, ProviderError>> {
        Box::pin(async move {
            let stock = self.stock(symbol).await?;
            Ok(ProviderProfile {
                name: stock.name_en,
                sector: None,
                shares_outstanding: (stock.shares_outstanding > 0).then_some(stock.shares_outstanding),
            })
        })
    }

    fn search<'a>(&'a self, query: &'a str) -> BoxFuture<'a, Result<Vec<SymbolRef>, ProviderError>> {
        Box::pin(async move {
            let needle = crate::search::normalize(query);
            let rows = stocks::Entity::find().all(&self.db).await.map_err(db_error)?;
            Ok(rows
                .into_iter()
                .filter(|s| crate::search::rank(&needle, &s.symbol, &s.search_key).is_some())
                .filter_map(|s| {
                    let market = crate::universe::MARKETS.iter().find(|m| m.id == s.market_id)?;
                    Some(SymbolRef { symbol: s.symbol, market: market.code.into() })
                })
                .collect())
        })
    }

    fn health(&self) -> BoxFuture<'_, Result<(), ProviderError>> {
        Box::pin(async move { self.db.execute_unprepared("SELECT 1").await.map(drop).map_err(db_error) })
    }
}
