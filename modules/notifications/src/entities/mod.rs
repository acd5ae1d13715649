//! The notifications module's tables.

pub mod notifications;
pub mod preferences;
