pub mod news_list;
pub mod research_list;
pub mod research_read;
pub mod staff_news;
pub mod staff_research;
