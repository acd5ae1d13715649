pub mod contents;
pub mod faqs;
