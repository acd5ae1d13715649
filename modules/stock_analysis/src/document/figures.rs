//! What a stock's document is written from, read through the market's ports: a year of daily
//! bars, the latest price, the technical picture, three years of dividends and the reported
//! fundamentals.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use platform::ports::{BarInterval, Dividend, FundamentalPeriod, MarketAnalytics, MarketData, PriceBar, StockRef, TechnicalPicture};
use platform::price::Price;
use platform::valuation::Valuation;
use platform::{ApiResult, AppContext};

#[derive(Debug, Clone)]
pub struct Figures {
    pub stock: StockRef,
    /// The last close's day.
    pub as_of: NaiveDate,
    /// The latest price (delayed) or, without one, the last close.
    pub price: Price,
    pub price_at: Option<DateTime<Utc>>,
    /// Oldest first, about a year.
    pub bars: Vec<PriceBar>,
    pub picture: Option<TechnicalPicture>,
    /// Oldest first, three years.
    pub dividends: Vec<Dividend>,
    /// Reported periods ended by `as_of`, newest first.
    pub fundamentals: Vec<FundamentalPeriod>,
}

impl Figures {
    /// The company's market value in price units, when its shares are known.
    pub fn market_cap(&self) -> Option<i128> {
        self.stock.shares_outstanding.map(|shares| i128::from(self.price.0) * i128::from(shares))
    }

    /// Dividends with an ex-date in the year up to `as_of`, price units per share.
    pub fn ttm_dividends(&self) -> i64 {
        platform::ratios::trailing_year_dividends(self.dividends.iter().map(|d| (d.ex_date, d.amount)), self.as_of).0
    }

    /// Growth, margins and valuation of the newest reported year, as the stock page shows them.
    pub fn valuation(&self) -> Option<Valuation> {
        platform::valuation::valuation(
            &self.fundamentals,
            self.price,
            self.stock.shares_outstanding.unwrap_or(0),
            Price(self.ttm_dividends()),
        )
    }

    /// The dividend yield as the market's tables and Eva Chat give it; None when nothing was paid.
    pub fn dividend_yield_bp(&self) -> Option<i64> {
        platform::ratios::dividend_yield_bp(Price(self.ttm_dividends()), self.price).filter(|bp| *bp > 0)
    }

    /// The 52-week range as the market computes it for the stock page and Eva Chat: its technical
    /// picture, else the same `year_range` over the document's bars. Computed here its own way,
    /// the PDF once disagreed with the page.
    fn year_range(&self) -> (Price, Price) {
        if let Some(p) = &self.picture {
            return (p.low_52w, p.high_52w);
        }
        let highs_lows: Vec<(i64, i64)> = self.bars.iter().map(|b| (b.high.0, b.low.0)).collect();
        platform::ratios::year_range(&highs_lows).map_or((self.price, self.price), |(low, high)| (Price(low), Price(high)))
    }

    pub fn high_52w(&self) -> Price {
        self.year_range().1
    }

    pub fn low_52w(&self) -> Price {
        self.year_range().0
    }

    /// The year's return, basis points, as the market computes it for every screen that shows it
    /// (the stock page, the reports' ranking, Eva Chat): its risk figures at the last close.
    /// Computed here from the bars and the live price, the PDF once said 0.92% where the others
    /// said 0.85%.
    pub fn return_1y_bp(&self) -> Option<i64> {
        self.picture.as_ref().and_then(|p| p.risk).map(|r| i64::from(r.return_1y_bp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use platform::ports::{BarInterval, RiskFigures};

    #[test]
    fn the_year_s_return_is_the_market_s_own_figure() {
        let mut f = super::super::sample::figures();
        assert_eq!(f.return_1y_bp(), None, "no figure before the market computed one");
        f.picture = Some(TechnicalPicture {
            interval: BarInterval::Daily,
            as_of: f.as_of,
            bars: f.bars.len(),
            close: f.price,
            sma20: None,
            sma50: None,
            sma200: None,
            rsi14_x100: None,
            macd: None,
            macd_signal: None,
            bb_upper: None,
            bb_lower: None,
            atr14: None,
            high_52w: f.high_52w(),
            low_52w: f.low_52w(),
            signals: Vec::new(),
            events: Vec::new(),
            risk: Some(RiskFigures { as_of: f.as_of, volatility_bp: 2_000, beta_x100: None, max_drawdown_bp: 1_500, return_1y_bp: 85 }),
        });
        assert_eq!(f.return_1y_bp(), Some(85));
    }
}

/// The price a document quotes, and when the market traded at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    pub price: Price,
    pub at: Option<DateTime<Utc>>,
}

/// The stock's figures today, or None when the stock is unknown or has no bars.
pub async fn gather(ctx: &AppContext, stock_id: i64, today: NaiveDate) -> ApiResult<Option<Figures>> {
    read(ctx, stock_id, today, None).await
}

/// The figures a draft was written from: the bars, picture and dividends up to its last close's
/// day and the price it quoted, whatever was stored since.
pub async fn gather_as_drafted(ctx: &AppContext, stock_id: i64, as_of: NaiveDate, quote: Quote) -> ApiResult<Option<Figures>> {
    read(ctx, stock_id, as_of, Some(quote)).await
}

async fn read(ctx: &AppContext, stock_id: i64, until: NaiveDate, pinned: Option<Quote>) -> ApiResult<Option<Figures>> {
    let market = ctx.required_port::<dyn MarketData>()?;
    let Some(stock) = market.stock(stock_id).await? else { return Ok(None) };
    let bars = market.daily_bars(stock_id, until - Duration::days(366), until).await?;
    let Some(last) = bars.last().copied() else { return Ok(None) };
    let quote = match pinned {
        Some(quote) => quote,
        None => {
            market.latest_price(stock_id).await?.map_or(Quote { price: last.close, at: None }, |p| Quote { price: p.price, at: Some(p.at) })
        }
    };
    let picture = match (ctx.port::<dyn MarketAnalytics>(), pinned) {
        (Some(analytics), Some(_)) => analytics.technical_picture_on(stock_id, BarInterval::Daily, last.date).await?,
        (Some(analytics), None) => analytics.technical_picture(stock_id, BarInterval::Daily).await?,
        (None, _) => None,
    };
    let dividends = market.dividends(stock_id, until - Duration::days(3 * 365), until).await?;
    let fundamentals = market.fundamentals(stock_id).await?.into_iter().filter(|p| p.period_end <= until).collect();
    Ok(Some(Figures { stock, as_of: last.date, price: quote.price, price_at: quote.at, bars, picture, dividends, fundamentals }))
}
