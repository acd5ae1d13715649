//! The chat API (spec §7 "AI chat", and what the screens need), one concern per file.

pub mod ask;
pub mod conversations;
pub mod plans;
pub mod questions;
pub mod stream;
pub mod test_question;
pub mod trial;
pub mod understand;
