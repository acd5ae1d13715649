pub mod alerts;
pub mod firings;
pub mod rebases;
