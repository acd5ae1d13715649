//! The reports module's tables.

pub mod scores;
pub mod user_strategies;
