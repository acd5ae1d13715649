//! Entities shared by every module. Module-private tables live in their module's crate.

pub mod cache_versions;
mod column_named;
pub use column_named::column_named;
pub mod email_deliveries;
pub mod event_outbox;
pub mod module_switches;
pub mod schedule_runs;
pub mod sessions;
pub mod throttle_slots;
pub mod users;
