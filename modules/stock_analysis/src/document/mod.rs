//! The analysis document of one stock: its figures, words and layout.

pub mod chart;
pub mod figures;
pub mod fmt;
pub mod layout;
pub mod sample;
pub mod texts;
