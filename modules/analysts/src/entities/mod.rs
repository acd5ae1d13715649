//! The analysts module's tables.

pub mod application_transitions;
pub mod applications;
pub mod lists;
pub mod lists_moderation;
pub mod payout_lines;
pub mod payouts;
