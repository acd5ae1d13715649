pub mod content_audit_log;
pub mod content_consents;
pub mod content_versions;
pub mod contents;
pub mod faqs;
