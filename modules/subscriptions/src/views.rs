//! What the API answers about payments and subscriptions.

use chrono::{DateTime, Utc};
use platform::Lang;
use platform::ports::PaymentStatus;
use serde::Serialize;
use utoipa::ToSchema;

use crate::catalogue::grants_of;
use crate::entities::subscriptions::{SubscriptionSource, SubscriptionState};
use crate::entities::{packages, payments, subscriptions};
use crate::messages::{BNPL_REJECTED, CARD_DECLINED, PAYMENT_CANCELLED, PROVIDER_UNAVAILABLE, THREE_DS_FAILED};
use crate::money::{Price, VAT_RATE_PERCENT};

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentView {
    pub id: i64,
    /// initiated, pending, paid, failed, cancelled or refunded.
    pub status: PaymentStatus,
    pub plan_id: i64,
    pub package_id: i64,
    pub product: String,
    /// The package's name and the plan's, in the request's language.
    pub package_name: String,
    pub plan_name: String,
    pub method: String,
    pub price: Price,
    /// The provider's page to finish paying on, while the payment is open.
    pub redirect_url: Option<String>,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    /// Why it failed, in the request's language.
    pub failure_reason: Option<String>,
    /// The web checkout route of this plan (`/payment/…`, `/chat-payment/…`, …), to try again.
    pub checkout_path: String,
}

pub fn failure_text(code: &str, lang: Lang) -> String {
    let message = match code {
        "card_declined" => CARD_DECLINED,
        "three_ds_failed" => THREE_DS_FAILED,
        "cancelled" => PAYMENT_CANCELLED,
        "bnpl_rejected" => BNPL_REJECTED,
        _ => PROVIDER_UNAVAILABLE,
    };
    message.text(lang).to_owned()
}

impl PaymentView {
    pub fn of(p: &payments::Model, package: Option<&packages::Model>, lang: Lang) -> Self {
        let package_name = package.map(|k| if lang == Lang::Ar { k.name_ar.clone() } else { k.name_en.clone() }).unwrap_or_default();
        let open = p.status.is_open();
        Self {
            id: p.id,
            status: p.status,
            plan_id: p.plan_id,
            package_id: p.package_id,
            product: p.product.clone(),
            package_name,
            plan_name: crate::catalogue::plan_name(&p.plan_type, lang).to_owned(),
            method: p.method.clone(),
            price: Price {
                list_halalas: p.list_halalas,
                discount_halalas: p.discount_halalas,
                credit_halalas: p.credit_halalas,
                total_halalas: p.total_halalas,
                vat_halalas: p.vat_halalas,
                net_halalas: p.net_halalas,
                vat_rate_percent: VAT_RATE_PERCENT,
            },
            redirect_url: if open { p.redirect_url.clone() } else { None },
            created_at: p.created_at,
            paid_at: p.paid_at,
            failure_reason: p.failure_reason.as_deref().map(|c| failure_text(c, lang)),
            checkout_path: package.map_or_else(|| format!("/payment/{}", p.plan_id), |k| crate::catalogue::checkout_path(k, p.plan_id)),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvoiceLink {
    pub id: i64,
    pub number: String,
    /// The PDF.
    pub url: String,
}

impl InvoiceLink {
    pub fn of(invoice: &crate::entities::invoices::Model) -> Self {
        Self { id: invoice.id, number: invoice.number.clone(), url: crate::invoices::pdf_url(invoice.id) }
    }
}

/// The credit note of a refunded payment, next to the invoice it credits.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreditNoteLink {
    pub id: i64,
    pub number: String,
    /// The PDF.
    pub url: String,
}

impl CreditNoteLink {
    pub fn of(note: &crate::entities::credit_notes::Model) -> Self {
        Self { id: note.id, number: note.number.clone(), url: crate::invoices::credit_notes::pdf_url(note.id) }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriptionView {
    pub id: i64,
    pub package_id: i64,
    pub plan_id: Option<i64>,
    pub name: String,
    pub product: String,
    pub product_ref: Option<i64>,
    pub grants: Vec<String>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub active: bool,
    pub state: SubscriptionState,
    pub source: SubscriptionSource,
    /// The plan to check out again to renew (the new period starts at the current end).
    pub renew_plan_id: Option<i64>,
    /// The web checkout route for renewing (`/payment/…`, `/chat-payment/…`, …).
    pub renew_path: Option<String>,
    pub invoice: Option<InvoiceLink>,
    /// The credit note of the invoice, once the payment was refunded.
    pub credit_note: Option<CreditNoteLink>,
}

impl SubscriptionView {
    pub fn of(
        s: &subscriptions::Model,
        package: Option<&packages::Model>,
        renewable: bool,
        (invoice, credit_note): (Option<InvoiceLink>, Option<CreditNoteLink>),
        lang: Lang,
        now: DateTime<Utc>,
    ) -> Self {
        let name = package.map(|p| if lang == Lang::Ar { p.name_ar.clone() } else { p.name_en.clone() }).unwrap_or_default();
        Self {
            id: s.id,
            package_id: s.package_id,
            plan_id: s.plan_id,
            name,
            product: s.product.clone(),
            product_ref: s.product_ref,
            grants: grants_of(&s.grants),
            starts_at: s.starts_at,
            ends_at: s.ends_at,
            active: s.ended_at.is_none() && s.starts_at <= now && now < s.ends_at,
            state: s.state(now),
            source: s.source,
            renew_plan_id: if renewable { s.plan_id } else { None },
            renew_path: match (renewable, package, s.plan_id) {
                (true, Some(p), Some(plan)) => Some(crate::catalogue::checkout_path(p, plan)),
                _ => None,
            },
            invoice,
            credit_note,
        }
    }
}
