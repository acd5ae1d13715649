//! A list's performance: its value at every market close from its first fill (kept in
//! `ratings_daily_values`), its return with dividends, its worst fall, the share of closed
//! ratings that made money, and the same period of the market's indices.

pub mod benchmarks;
pub mod metrics;
pub mod series;
pub mod store;
pub mod summary;
