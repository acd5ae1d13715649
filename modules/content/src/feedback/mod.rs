//! Feedback (DECISIONS 15): a visitor's message about the site (`POST /api/feedback`), and a
//! client's testimonial (`POST /api/client-feedback`) that `GET /api/get-feedback` shows once staff
//! approve it. Spam is held back by limits per address and per user, a field only robots fill,
//! and a cap on links.

pub mod handlers;
mod rules;
mod views;
