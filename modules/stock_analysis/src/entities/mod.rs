//! The stock-analysis module's tables.

pub mod documents;
pub mod payments;
pub mod request_stocks;
pub mod requests;
