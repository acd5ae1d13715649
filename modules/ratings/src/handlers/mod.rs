//! The ratings module's HTTP handlers (spec §7 "Ratings").

pub mod cancel_order;
pub mod create_rating;
pub mod edit_order;
pub mod get_list;
pub mod graph_data;
pub mod list_lists;
pub mod list_orders;
pub mod list_performance;
pub mod list_ratings;
pub mod list_history;
pub mod sell_rating;
pub mod set_capital;
pub mod stock_performance;
pub mod update_rating;
pub mod verify_list;
