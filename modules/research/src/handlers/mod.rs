pub mod news_list;
pub mod staff_news;
