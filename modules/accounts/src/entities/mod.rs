//! Tables private to the accounts module.

pub mod email_verifications;
pub mod password_resets;
pub mod profiles;
pub mod signups;
pub mod staff_actions;
