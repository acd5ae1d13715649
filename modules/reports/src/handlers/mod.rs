pub mod assistance;
pub mod rankings;
pub mod report;
