pub mod book;
pub mod list;
pub mod staff;
