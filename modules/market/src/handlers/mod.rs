//! One handler per file, named verb_noun.

pub mod breadth_series;
pub mod get_stock;
pub mod high_low_weeks;
pub mod index_series;
pub mod latest_price;
pub mod list_indices;
pub mod list_markets;
pub mod list_stock_signals;
pub mod list_technical_events;
pub mod market_heatmap;
pub mod market_indicators;
pub mod market_reader;
pub mod search_stocks;
pub mod stock_tables;
