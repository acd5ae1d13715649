//! The firm's licensed advisors (spec §1: a licensed Saudi securities advisory firm): staff keep
//! the list with each advisor's licence; everyone sees the advisors page.

pub mod handlers;
mod licence;
mod views;
