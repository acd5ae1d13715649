pub mod detail;
pub mod devices;
pub mod list;
pub mod preferences;
pub mod read;
