//! Technical analysis over daily bars: indicators, technical events and signals.

pub mod compute;
pub mod equal_weight;
pub mod events;
pub mod indicators;
pub mod job;
pub mod risk;
pub mod wilder;
