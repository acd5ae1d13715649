//! The ratings module's HTTP handlers (spec §7 "Ratings").

pub mod cancel_order;
pub mod create_rating;
pub mod custom_lists;
pub mod edit_order;
pub mod export_history;
pub mod favourites;
pub mod get_list;
pub mod graph_data;
pub mod list_history;
pub mod list_lists;
pub mod list_orders;
pub mod list_performance;
pub mod list_ratings;
pub mod my_ratings;
pub mod rating_comments;
pub mod rating_details;
pub mod rating_images;
pub mod sell_rating;
pub mod set_capital;
pub mod state_comments;
pub mod stock_performance;
pub mod update_rating;
pub mod verify_list;
