//! The ratings module's tables.

pub mod books;
pub mod capitals;
pub mod comments;
pub mod custom_list_items;
pub mod custom_lists;
pub mod daily_values;
pub mod dividends;
pub mod favourites;
pub mod images;
pub mod orders;
pub mod progress;
pub mod ratings;
pub mod transactions;
