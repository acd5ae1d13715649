//! The kyc module's tables.

pub mod kyc_access_log;
pub mod kyc_identity_checks;
pub mod kyc_records;
pub mod kyc_transitions;
