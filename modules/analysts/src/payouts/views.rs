//! What the web app reads about payouts.

use chrono::NaiveDate;
use platform::ports::BankAccount;
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{payout_lines, payouts};
use crate::lists::{kind_of_code, service_of};

/// One month of the analyst's statement (spec §3: period, amount, transfer date, status).
#[derive(Debug, Serialize, ToSchema)]
pub struct PayoutView {
    pub id: i64,
    /// `YYYY-MM`, Riyadh time.
    pub month: String,
    pub payments_count: i32,
    /// Paid without VAT, refunds taken out, in halalas.
    pub net_halalas: i64,
    pub commission_halalas: i64,
    /// What the analyst receives.
    pub amount_halalas: i64,
    /// pending, transferred or nothing_due.
    pub status: String,
    pub transferred_on: Option<NaiveDate>,
}

impl From<&payouts::Model> for PayoutView {
    fn from(p: &payouts::Model) -> Self {
        Self {
            id: p.id,
            month: p.month.clone(),
            payments_count: p.payments_count,
            net_halalas: p.net_halalas,
            commission_halalas: p.commission_halalas,
            amount_halalas: p.amount_halalas,
            status: p.status.clone(),
            transferred_on: p.transferred_on,
        }
    }
}

/// One list's part of a payout.
#[derive(Debug, Serialize, ToSchema)]
pub struct PayoutLineView {
    pub list_id: i64,
    /// eva_lists or eva_opinions.
    pub service_type: String,
    pub list_name: String,
    pub payments_count: i32,
    /// Payments less refunds (of this month or later refunds of closed months), plus what the
    /// month before carried; below zero nothing is due and it is carried into the next month.
    pub net_halalas: i64,
    /// A negative line of the month before, included in `net_halalas`.
    pub carried_halalas: i64,
    pub commission_halalas: i64,
    pub amount_halalas: i64,
}

impl From<&payout_lines::Model> for PayoutLineView {
    fn from(l: &payout_lines::Model) -> Self {
        Self {
            list_id: l.list_id,
            service_type: service_of(kind_of_code(&l.kind)).to_owned(),
            list_name: l.list_name.clone(),
            payments_count: l.payments_count,
            net_halalas: l.net_halalas,
            carried_halalas: l.carried_halalas,
            commission_halalas: l.commission_halalas,
            amount_halalas: l.amount_halalas,
        }
    }
}

/// A payout as staff transfer it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPayoutView {
    pub id: i64,
    pub analyst_id: i64,
    pub analyst_name: String,
    pub analyst_email: String,
    pub month: String,
    pub payments_count: i32,
    pub net_halalas: i64,
    pub commission_halalas: i64,
    pub amount_halalas: i64,
    /// pending, transferred or nothing_due.
    pub status: String,
    pub transferred_on: Option<NaiveDate>,
    /// Where it went once transferred; the profile's account now while pending; null when the
    /// analyst has none on file.
    pub bank: Option<BankAccount>,
    pub lines: Vec<PayoutLineView>,
}

/// The account a transferred payout went to, as recorded then.
pub fn recorded_account(p: &payouts::Model) -> Option<BankAccount> {
    Some(BankAccount {
        bank_name: p.bank_name.clone().unwrap_or_default(),
        iban: p.iban.clone()?,
        holder_name: p.holder_name.clone().unwrap_or_default(),
    })
}
