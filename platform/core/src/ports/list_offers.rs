//! `ListOffers`, provided by the subscriptions module: an analyst prices a list (its plans and
//! discount, spec §3 "List") through it, and reads what each list earned, with the amounts the
//! platform commission is computed from (DECISIONS 5).

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::PortError;

/// Which of an analyst's lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ListKind {
    /// Eva lists (ratings).
    Rating,
    /// Eva opinions.
    Opinion,
}

/// One duration of a list and its VAT-inclusive price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListPrice {
    /// `monthly`, `quarterly`, `biannual` or `annual`.
    pub plan_type: String,
    pub price_halalas: i64,
}

/// The least a list's month may cost after its discount, VAT-inclusive (DECISIONS 16: 10 SAR).
pub const LIST_MIN_MONTHLY_HALALAS: i64 = 1_000;

/// The highest discount a list may have: a 100% discount would sell it for nothing.
pub const LIST_MAX_DISCOUNT_PERCENT: i32 = 99;

/// `price_halalas` after a discount of `discount_percent`, rounded as the catalogue rounds it.
pub fn after_discount(price_halalas: i64, discount_percent: i32) -> i64 {
    price_halalas - crate::money::percent_of(price_halalas, i64::from(discount_percent.clamp(0, 100)))
}

/// What subscribing to a list costs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListOffer {
    pub kind: ListKind,
    pub list_id: i64,
    /// The analyst who owns the list and is paid for it.
    pub analyst_id: i64,
    pub name_ar: String,
    pub name_en: String,
    /// 0–99 ([`LIST_MAX_DISCOUNT_PERCENT`]), applied to every plan; the monthly price after it
    /// is at least [`LIST_MIN_MONTHLY_HALALAS`].
    pub discount_percent: i32,
    /// Plans not named are withdrawn; an empty list withdraws the offer.
    pub prices: Vec<ListPrice>,
}

/// Whether a list may be bought: staff hiding a list stops its sale and keeps its prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sale {
    Open,
    Suspended,
}

/// One captured payment for a list: what the analysts' statement needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListEarning {
    pub payment_id: i64,
    pub kind: ListKind,
    pub list_id: i64,
    pub paid_at: DateTime<Utc>,
    pub plan_type: String,
    /// The period paid for, in days.
    pub duration_days: i32,
    /// The plan's price before discounts, VAT-inclusive.
    pub gross_halalas: i64,
    /// The list's discount and the coupon together.
    pub discount_halalas: i64,
    pub vat_halalas: i64,
    /// What was paid without VAT: the commission's base.
    pub net_halalas: i64,
    /// The part of `net_halalas` given back (all of it for a whole refund), 0 when none.
    pub refunded_net_halalas: i64,
    pub refunded_at: Option<DateTime<Utc>>,
}

impl ListEarning {
    /// Refunded whole with `from <= refunded_at < to`.
    pub fn refunded_whole_within(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
        self.refunded_net_halalas >= self.net_halalas && self.refunded_at.is_some_and(|at| from <= at && at < to)
    }
}

/// One paid period of a list (the analysts' statement counts them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListSubscription {
    pub kind: ListKind,
    pub list_id: i64,
    pub subscriber_id: i64,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    /// Ended early (refunded, replaced) before `ends_at`.
    pub ended_early: bool,
}

impl ListSubscription {
    /// Running at `now`.
    pub fn is_active(&self, now: DateTime<Utc>) -> bool {
        !self.ended_early && self.starts_at <= now && now < self.ends_at
    }

    /// How long it lasts, in whole days.
    pub fn duration_days(&self) -> i64 {
        (self.ends_at - self.starts_at).num_days()
    }
}

/// A past purchase of a list, for demo data only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoSale {
    pub kind: ListKind,
    pub list_id: i64,
    pub subscriber_id: i64,
    /// `monthly`, `quarterly`, `biannual` or `annual`.
    pub plan_type: String,
    pub paid_at: DateTime<Utc>,
}

#[async_trait]
pub trait ListOffers: Send + Sync {
    /// Creates or updates the list's offer, open for sale when it has prices.
    async fn set_offer(&self, offer: &ListOffer) -> Result<(), PortError>;

    /// Stops or resumes the sale of a list at the prices it has (staff moderation); paid periods
    /// run on.
    async fn set_sale(&self, kind: ListKind, list_id: i64, sale: Sale) -> Result<(), PortError>;

    /// The captured payments for an analyst's lists with `from <= paid_at < to`, oldest first.
    async fn earnings(&self, analyst_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<ListEarning>, PortError>;

    /// The payments for an analyst's lists refunded (in whole or part) with
    /// `from <= refunded_at < to`, whenever they were paid, oldest refund first.
    async fn refunds(&self, analyst_id: i64, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<ListEarning>, PortError>;

    /// Every paid period of an analyst's lists, oldest first.
    async fn subscriptions(&self, analyst_id: i64) -> Result<Vec<ListSubscription>, PortError>;

    /// For `eva seed --demo` only: records `sale` as a captured payment at the list's current
    /// price, with its period and invoice, so the demo's statement has a month to show. Once per
    /// subscriber, list and day; false when it was already there or the list is not on sale.
    async fn record_demo_sale(&self, ctx: &crate::AppContext, sale: &DemoSale) -> Result<bool, PortError>;
}
