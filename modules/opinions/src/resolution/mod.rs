//! Deciding pending opinions from stored market data.

pub mod rules;
pub mod run;
