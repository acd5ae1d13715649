//! The subscriptions module's tables.

pub mod coupon_uses;
pub mod coupons;
pub mod credit_notes;
pub mod invoices;
pub mod packages;
pub mod payment_transitions;
pub mod payments;
pub mod plans;
pub mod sandbox_sessions;
pub mod subscriptions;
