//! Simplified tax credit notes: a refunded payment that had an invoice gets one, referring to
//! that invoice and crediting what was refunded, the whole amount or part of it (ZATCA wants the
//! refund documented against the invoice; a payment is refunded once). Numbered `CN-YEAR-NNNNNN` in a sequence of their own, with the same QR code and a PDF
//! laid out as the invoice is. Issued after the refund is committed, by staff or reported by the
//! provider; idempotent and race-safe as invoices are. A PDF that failed to render is rendered when
//! it is next asked for; a note that could not be issued at all is issued when the provider's
//! report is replayed or staff next open the payment.

use platform::ports::PaymentStatus;
use platform::{AppContext, Message};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

use super::document::{self, Document};
use super::sequence::Sequence;
use super::{pdf, stamp};
use crate::entities::{credit_notes, invoices, payments};
use crate::settings::SubscriptionsSettings;

/// Credit notes count `CN-YEAR-NNNNNN`, apart from invoices.
pub const SEQUENCE: Sequence<credit_notes::Column> =
    Sequence { prefix: "CN", payment_column: credit_notes::Column::PaymentId, number_column: credit_notes::Column::Number };

/// Why the money went back, as stored in `reason`.
pub mod reason {
    pub const REFUNDED_BY_STAFF: &str = "refunded_by_staff";
    pub const PARTLY_REFUNDED_BY_STAFF: &str = "partly_refunded_by_staff";
    pub const REFUNDED_AT_PROVIDER: &str = "refunded_at_provider";
}

/// The part of the payment's VAT in `amount` of its total, rounded half up; all of it for the
/// whole total, so the parts of a payment never add up to more than it.
pub fn vat_of(payment: &payments::Model, amount: i64) -> i64 {
    if amount >= payment.total_halalas || payment.total_halalas == 0 {
        return payment.vat_halalas;
    }
    let scaled = i128::from(payment.vat_halalas) * i128::from(amount);
    let total = i128::from(payment.total_halalas);
    i64::try_from((scaled * 2 + total) / (total * 2)).unwrap_or(payment.vat_halalas)
}

/// The reason of a refund by who moved the payment to refunded (`staff:ID`, or the provider).
pub fn reason_of(actor: &str) -> &'static str {
    if actor.starts_with("staff:") { reason::REFUNDED_BY_STAFF } else { reason::REFUNDED_AT_PROVIDER }
}

/// A stored reason in both languages, as the PDF prints it.
pub fn reason_text(code: &str) -> Message {
    match code {
        reason::REFUNDED_AT_PROVIDER => Message::new("استرداد المبلغ لدى مزود الدفع", "Refunded at the payment provider"),
        reason::PARTLY_REFUNDED_BY_STAFF => Message::new("استرداد جزء من المبلغ بطلب من فريق إيفا", "Part refunded by Eva staff"),
        _ => Message::new("استرداد المبلغ بطلب من فريق إيفا", "Refunded by Eva staff"),
    }
}

/// Where a credit note's PDF is kept.
pub fn document_key() -> String {
    platform::storage::unique_key("subscriptions/credit-notes", "pdf")
}

/// The route of a credit note's PDF.
pub fn pdf_url(id: i64) -> String {
    format!("/api/credit-notes/{id}/pdf")
}

/// The payment's credit note, when it has one.
pub async fn of_payment(db: &DatabaseConnection, payment_id: i64) -> Result<Option<credit_notes::Model>, DbErr> {
    SEQUENCE.of_payment::<credit_notes::Entity>(db, payment_id).await
}

/// The credit note row of a refunded payment, numbered; the existing one when it has one.
async fn numbered(
    ctx: &AppContext,
    payment: &payments::Model,
    invoice: &invoices::Model,
    why: &str,
) -> anyhow::Result<credit_notes::Model> {
    if let Some(existing) = of_payment(&ctx.db, payment.id).await? {
        return Ok(existing);
    }
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    // What went back: the whole payment, or the part staff refunded.
    let amount = if payment.refunded_halalas > 0 { payment.refunded_halalas } else { payment.total_halalas };
    let vat = vat_of(payment, amount);
    let stamp = stamp::now(&settings, amount, vat)?;
    SEQUENCE
        .insert(&ctx.db, payment.id, stamp.year, |number| credit_notes::ActiveModel {
            payment_id: Set(payment.id),
            invoice_id: Set(invoice.id),
            number: Set(number),
            issued_at: Set(stamp.issued_at),
            reason: Set(why.to_owned()),
            seller_name: Set(stamp.seller_name.clone()),
            vat_number: Set(stamp.vat_number.clone()),
            total_halalas: Set(amount),
            vat_halalas: Set(vat),
            qr_tlv: Set(stamp.qr_tlv.clone()),
            document_key: Set(None),
            ..Default::default()
        })
        .await
}

/// Renders the credit note's PDF and stores it; answers the note with its `document_key`.
pub async fn store_document(ctx: &AppContext, note: credit_notes::Model, payment: &payments::Model) -> anyhow::Result<credit_notes::Model> {
    let invoice = invoices::Entity::find_by_id(note.invoice_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| anyhow::anyhow!("credit note {}: its invoice {} is gone", note.id, note.invoice_id))?;
    let why = reason_text(&note.reason);
    let key = document_key();
    let document = Document {
        number: note.number.clone(),
        issued_at: note.issued_at,
        seller_name: note.seller_name.clone(),
        vat_number: note.vat_number.clone(),
        total_halalas: note.total_halalas,
        vat_halalas: note.vat_halalas,
        qr_tlv: note.qr_tlv.clone(),
        credits: Some(pdf::Credited {
            invoice_number: invoice.number,
            invoice_issued_at: invoice.issued_at,
            reason_ar: why.ar.to_owned(),
            reason_en: why.en.to_owned(),
        }),
    };
    document::render_and_store(ctx, payment, document, &key).await?;
    credit_notes::Entity::update_many()
        .col_expr(credit_notes::Column::DocumentKey, Expr::value(key.clone()))
        .filter(credit_notes::Column::Id.eq(note.id))
        .exec(&ctx.db)
        .await?;
    Ok(credit_notes::Model { document_key: Some(key), ..note })
}

/// The credit note of a refunded (or partly refunded) payment: issued (numbered, QR code, PDF stored) the first time,
/// found again after; none for a payment without an invoice (nothing to credit). Safe to call
/// concurrently and again after a failure.
pub async fn issue(ctx: &AppContext, payment: &payments::Model, why: &str) -> anyhow::Result<Option<credit_notes::Model>> {
    if payment.status != PaymentStatus::Refunded && payment.refunded_halalas == 0 {
        anyhow::bail!("payment {} is {} and nothing of it was refunded: it has no credit note", payment.id, payment.status);
    }
    let Some(invoice) = super::of_payment(&ctx.db, payment.id).await? else {
        return Ok(None);
    };
    let note = numbered(ctx, payment, &invoice, why).await?;
    if note.document_key.is_some() {
        return Ok(Some(note));
    }
    store_document(ctx, note, payment).await.map(Some)
}

/// Issues the credit note after a refund was committed; a failure is logged (the refund stands,
/// and the PDF is rendered when it is first asked for).
pub async fn issue_after_refund(ctx: &AppContext, payment: &payments::Model, why: &str) {
    let why =
        if why == reason::REFUNDED_BY_STAFF && payment.status == PaymentStatus::Paid { reason::PARTLY_REFUNDED_BY_STAFF } else { why };
    if let Err(e) = issue(ctx, payment, why).await {
        tracing::error!(error = %e, payment = payment.id, "could not issue the credit note");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paid(total: i64, vat: i64) -> payments::Model {
        payments::Model {
            id: 1,
            user_id: 1,
            plan_id: 1,
            package_id: 1,
            product: "reports".into(),
            product_ref: None,
            owner_id: None,
            plan_type: "monthly".into(),
            duration_days: Some(30),
            coupon_id: None,
            idempotency_key: String::new(),
            provider: "sandbox".into(),
            method: "mada".into(),
            status: PaymentStatus::Paid,
            list_halalas: total,
            discount_halalas: 0,
            total_halalas: total,
            vat_halalas: vat,
            net_halalas: total - vat,
            credit_halalas: 0,
            replaces: None,
            provider_ref: None,
            redirect_url: None,
            failure_reason: None,
            subscription_id: None,
            created_at: chrono::Utc::now(),
            updated_at: chrono::Utc::now(),
            paid_at: None,
            return_token: None,
            refunded_halalas: 0,
            refund_reason: None,
            refunded_at: None,
        }
    }

    #[test]
    fn a_part_carries_its_share_of_the_vat_and_the_whole_all_of_it() {
        // 149.50 SAR with 19.50 VAT (15%).
        let p = paid(14_950, 1_950);
        assert_eq!(vat_of(&p, 14_950), 1_950);
        assert_eq!(vat_of(&p, 5_000), 652, "5,000 × 1,950 / 14,950 = 652.17");
        assert_eq!(vat_of(&p, 1), 0);
        assert_eq!(vat_of(&p, 20_000), 1_950, "never more than the payment's");
    }
}
