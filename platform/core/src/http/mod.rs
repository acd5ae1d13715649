//! The HTTP contract every module keeps: envelope, errors, business codes, language, extractor
//! error handling.

pub mod body_deadline;
pub mod bounded;
pub mod business;
pub mod csv_file;
pub mod error;
pub mod extract;
pub mod images;
pub mod lang;
pub mod metrics;
pub mod multipart;
pub mod panic;
pub mod request_span;
pub mod response;
pub mod route;
pub mod security;
pub mod shared_json;
