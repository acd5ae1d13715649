//! The research module's tables.

pub mod documents;
pub mod news;
pub mod news_stocks;
