//! Analysts' monthly payouts (spec §3 "Analyst statement", §9; DECISIONS 5): each finished
//! Riyadh month, every analyst's captured list payments of that month, refunds taken out, split
//! per list into the platform's commission and the analyst's amount; staff then transfer it to
//! the IBAN of the analyst's profile and record the date.

pub mod close;
pub mod export;
pub mod month;
pub mod read;
pub mod transfer;
pub mod views;

/// A payout's states.
pub mod status {
    /// Awaiting staff's transfer.
    pub const PENDING: &str = "pending";
    pub const TRANSFERRED: &str = "transferred";
    /// The commission took the whole month: nothing to transfer.
    pub const NOTHING_DUE: &str = "nothing_due";
    pub const ALL: [&str; 3] = [PENDING, TRANSFERRED, NOTHING_DUE];
}
