//! The market module's side of the `MarketData` port: other modules read stocks, prices,
//! dividends and indices through it, never through this crate.

use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use platform::ports::{
    Dividend, FundamentalPeriod, IndexCode, LatestPrice, MarketCode, MarketData, Mention, PortError, PriceBar, SessionHour, ShariahStatus,
    StockRef,
};
use platform::price::Price;
use sea_orm::sea_query::Query;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{daily_bars, dividends, hourly_bars, index_bars, indices, quotes, stocks};
use crate::search::normalize;
use crate::stock_index::StockIndex;
use crate::universe::MARKETS;

pub struct MarketDataPort {
    pub db: DatabaseConnection,
    pub index: std::sync::Arc<StockIndex>,
}

fn err(e: impl Into<anyhow::Error>) -> PortError {
    PortError::new("MarketData", e)
}

fn market_code(market_id: i32) -> Option<MarketCode> {
    MARKETS.iter().find(|m| m.id == market_id).and_then(|m| MarketCode::from_code(m.code))
}

fn market_id(code: MarketCode) -> i32 {
    MARKETS.iter().find(|m| m.code == code.code()).map_or(0, |m| m.id)
}

/// Each id once (a query's bound parameters stay few).
fn distinct(ids: &[i64]) -> Vec<i64> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    ids
}

fn to_ref(s: stocks::Model) -> Option<StockRef> {
    Some(StockRef {
        market: market_code(s.market_id)?,
        shariah: ShariahStatus::from(s.shariah_compliant),
        id: s.id,
        symbol: s.symbol,
        name_ar: s.name_ar,
        name_en: s.name_en,
        shares_outstanding: Some(s.shares_outstanding).filter(|n| *n > 0),
    })
}

#[async_trait]
impl MarketData for MarketDataPort {
    async fn stock(&self, id: i64) -> Result<Option<StockRef>, PortError> {
        Ok(stocks::Entity::find_by_id(id).one(&self.db).await.map_err(err)?.and_then(to_ref))
    }

    async fn stocks(&self, ids: &[i64]) -> Result<std::collections::HashMap<i64, StockRef>, PortError> {
        let mut out = std::collections::HashMap::new();
        for chunk in distinct(ids).chunks(500) {
            let rows = stocks::Entity::find().filter(stocks::Column::Id.is_in(chunk.iter().copied())).all(&self.db).await.map_err(err)?;
            out.extend(rows.into_iter().filter_map(to_ref).map(|s| (s.id, s)));
        }
        Ok(out)
    }

    async fn stock_by_symbol(&self, market: MarketCode, symbol: &str) -> Result<Option<StockRef>, PortError> {
        let found = stocks::Entity::find()
            .filter(stocks::Column::MarketId.eq(market_id(market)))
            .filter(stocks::Column::Symbol.eq(symbol.trim().to_uppercase()))
            .one(&self.db)
            .await
            .map_err(err)?;
        Ok(found.and_then(to_ref))
    }

    async fn search(&self, query: &str, limit: usize) -> Result<Vec<StockRef>, PortError> {
        if normalize(query).is_empty() {
            return Ok(Vec::new());
        }
        Ok(self.index.find(&self.db, query, None, limit).await.map_err(err)?.into_iter().filter_map(to_ref).collect())
    }

    async fn listed(&self, market: MarketCode) -> Result<Vec<StockRef>, PortError> {
        Ok(self.index.find(&self.db, "", Some(market.id()), usize::MAX).await.map_err(err)?.into_iter().filter_map(to_ref).collect())
    }

    async fn named_in(&self, text: &str) -> Result<Vec<StockRef>, PortError> {
        Ok(self.index.named_in(&self.db, text).await.map_err(err)?.into_iter().filter_map(to_ref).collect())
    }

    async fn mentioned_in(&self, text: &str, limit: usize) -> Result<Vec<Mention>, PortError> {
        let found = self.index.mentioned_in(&self.db, text, limit).await.map_err(err)?;
        Ok(found
            .into_iter()
            .map(|stocks| Mention { candidates: stocks.into_iter().filter_map(to_ref).collect() })
            .filter(|m| !m.candidates.is_empty())
            .collect())
    }

    async fn latest_price(&self, stock_id: i64) -> Result<Option<LatestPrice>, PortError> {
        let quote = quotes::Entity::find_by_id(stock_id).one(&self.db).await.map_err(err)?;
        Ok(quote.as_ref().map(latest_of))
    }

    async fn latest_prices_in(&self, market: MarketCode) -> Result<std::collections::HashMap<i64, LatestPrice>, PortError> {
        let of_market =
            Query::select().column(stocks::Column::Id).from(stocks::Entity).and_where(stocks::Column::MarketId.eq(market.id())).to_owned();
        let rows = quotes::Entity::find().filter(quotes::Column::StockId.in_subquery(of_market)).all(&self.db).await.map_err(err)?;
        Ok(rows.into_iter().map(|q| (q.stock_id, latest_of(&q))).collect())
    }

    async fn latest_prices(&self, stock_ids: &[i64]) -> Result<std::collections::HashMap<i64, LatestPrice>, PortError> {
        let mut out = std::collections::HashMap::new();
        for chunk in distinct(stock_ids).chunks(500) {
            let rows =
                quotes::Entity::find().filter(quotes::Column::StockId.is_in(chunk.iter().copied())).all(&self.db).await.map_err(err)?;
            out.extend(rows.iter().map(|q| (q.stock_id, latest_of(q))));
        }
        Ok(out)
    }

    async fn daily_bars(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<PriceBar>, PortError> {
        let rows = daily_bars::Entity::find()
            .filter(daily_bars::Column::StockId.eq(stock_id))
            .filter(daily_bars::Column::Date.between(from, to))
            .order_by_asc(daily_bars::Column::Date)
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows
            .into_iter()
            .map(|b| PriceBar {
                date: b.date,
                open: Price(b.open),
                high: Price(b.high),
                low: Price(b.low),
                close: Price(b.close),
                volume: b.volume,
            })
            .collect())
    }

    async fn daily_closes(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<(NaiveDate, Price)>, PortError> {
        let rows: Vec<(NaiveDate, i64)> = daily_bars::Entity::find()
            .select_only()
            .column(daily_bars::Column::Date)
            .column(daily_bars::Column::Close)
            .filter(daily_bars::Column::StockId.eq(stock_id))
            .filter(daily_bars::Column::Date.between(from, to))
            .order_by_asc(daily_bars::Column::Date)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows.into_iter().map(|(d, c)| (d, Price(c))).collect())
    }

    async fn hourly_bars(&self, stock_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<SessionHour>, PortError> {
        let rows = hourly_bars::Entity::find()
            .filter(hourly_bars::Column::StockId.eq(stock_id))
            .filter(hourly_bars::Column::StartsAt.gte(from))
            .filter(hourly_bars::Column::StartsAt.lt(to))
            .order_by_asc(hourly_bars::Column::StartsAt)
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows
            .into_iter()
            .map(|h| SessionHour {
                trading_day: h.trading_day,
                starts_at: h.starts_at,
                ends_at: h.ends_at,
                open: Price(h.open),
                high: Price(h.high),
                low: Price(h.low),
                close: Price(h.close),
                volume: h.volume,
            })
            .collect())
    }

    async fn dividends(&self, stock_id: i64, from: NaiveDate, to: NaiveDate) -> Result<Vec<Dividend>, PortError> {
        let rows = dividends::Entity::find()
            .filter(dividends::Column::StockId.eq(stock_id))
            .filter(dividends::Column::ExDate.between(from, to))
            .order_by_asc(dividends::Column::ExDate)
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows.into_iter().map(|d| Dividend { ex_date: d.ex_date, amount: Price(d.amount) }).collect())
    }

    async fn fundamentals(&self, stock_id: i64) -> Result<Vec<FundamentalPeriod>, PortError> {
        Ok(crate::fundamentals::periods_of(&self.db, stock_id).await.map_err(err)?)
    }

    async fn index_closes(&self, index: &IndexCode, from: NaiveDate, to: NaiveDate) -> Result<Vec<(NaiveDate, Price)>, PortError> {
        let Some(found) = indices::Entity::find().filter(indices::Column::Code.eq(index.0.as_str())).one(&self.db).await.map_err(err)?
        else {
            return Ok(Vec::new());
        };
        let rows: Vec<(NaiveDate, i64)> = index_bars::Entity::find()
            .select_only()
            .column(index_bars::Column::Date)
            .column(index_bars::Column::Close)
            .filter(index_bars::Column::IndexId.eq(found.id))
            .filter(index_bars::Column::Date.between(from, to))
            .order_by_asc(index_bars::Column::Date)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows.into_iter().map(|(d, c)| (d, Price(c))).collect())
    }

    async fn trading_days(&self, market: MarketCode, from: NaiveDate, to: NaiveDate) -> Result<Vec<NaiveDate>, PortError> {
        let days: Vec<NaiveDate> = daily_bars::Entity::find()
            .select_only()
            .column(daily_bars::Column::Date)
            .distinct()
            .filter(
                daily_bars::Column::StockId.in_subquery(
                    Query::select()
                        .column(stocks::Column::Id)
                        .from(stocks::Entity)
                        .and_where(stocks::Column::MarketId.eq(market_id(market)))
                        .to_owned(),
                ),
            )
            .filter(daily_bars::Column::Date.between(from, to))
            .order_by_asc(daily_bars::Column::Date)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(days)
    }
}

fn latest_of(q: &quotes::Model) -> LatestPrice {
    LatestPrice { price: Price(q.price), previous_close: Price(q.previous_close), at: q.quoted_at, delay_minutes: q.delay_minutes }
}
