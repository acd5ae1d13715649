pub mod detail;
pub mod list;
pub mod preferences;
pub mod read;
