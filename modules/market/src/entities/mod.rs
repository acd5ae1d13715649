//! Market data tables. Prices are `i64` in 1/10,000 of the currency unit: see [`crate::price`].

pub mod corporate_actions;
pub mod daily_bars;
pub mod dividends;
pub mod hourly_bars;
pub mod index_bars;
pub mod indices;
pub mod market_breadth;
pub mod markets;
pub mod quotes;
pub mod sectors;
pub mod stock_fundamentals;
pub mod stock_indicators;
pub mod stock_ownership;
pub mod stock_risk;
pub mod stock_signals;
pub mod stocks;
pub mod technical_events;
