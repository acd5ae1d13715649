pub mod get_content;
pub mod list_faq;
