//! From an event to a notice: what it says in both languages and who should hear it. Names of
//! lists and stocks come through the platform's ports; when a port is off, the notice still goes
//! out with the id instead of the name.

mod account;
mod alerts;
mod lists;
mod moderation;
mod payments;

pub use account::{analysis_delivered, analyst_approved, kyc_decided, payout_transferred, research_published};
pub use alerts::{alert_fired, alert_rebased};
pub use lists::{dividend_credited, opinion_corrected, opinion_published, opinion_resolved, order_filled, rating_published, rating_sold};
pub use moderation::{
    list_reinstated, list_withdrawn, list_withdrawn_for_analyst, opinion_reinstated, opinion_withdrawn, opinion_withdrawn_for_analyst,
};
pub use payments::{payment_captured, payment_failed, payment_refunded, subscription_ended, subscription_expiring, subscription_started};

use chrono::{DateTime, Utc};

/// A day as the user reads it, in Riyadh time: 2026-12-25.
fn day(at: DateTime<Utc>) -> String {
    platform::saudi_time::day_of(at).format("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn a_day_is_read_in_riyadh() {
        let late = DateTime::parse_from_rfc3339("2026-12-24T22:30:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(day(late), "2026-12-25");
    }
}
