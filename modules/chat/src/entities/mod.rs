//! The chat module's tables.

pub mod conversations;
pub mod messages;
pub mod trials;
pub mod usage;
