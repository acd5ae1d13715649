pub mod alerts;
pub mod firings;
