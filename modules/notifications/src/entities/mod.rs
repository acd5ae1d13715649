//! The notifications module's tables.

pub mod notifications;
pub mod preferences;
pub mod push_deliveries;
pub mod push_devices;
