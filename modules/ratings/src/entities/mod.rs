//! The ratings module's tables.

pub mod books;
pub mod capitals;
pub mod dividends;
pub mod orders;
pub mod progress;
pub mod ratings;
pub mod transactions;
