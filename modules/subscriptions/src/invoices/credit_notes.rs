//! Simplified tax credit notes: a refunded payment that had an invoice gets one, referring to
//! that invoice and crediting its whole amount (ZATCA wants the refund documented against the
//! invoice). Numbered `CN-YEAR-NNNNNN` in a sequence of their own, with the same QR code and a PDF
//! laid out as the invoice is. Issued after the refund is committed, by staff or reported by the
//! provider; idempotent and race-safe as invoices are. A PDF that failed to render is rendered when
//! it is next asked for; a note that could not be issued at all is issued when the provider's
//! report is replayed or staff next open the payment.

use platform::{AppContext, Message};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

use super::document::{self, Document};
use super::sequence::Sequence;
use super::{pdf, stamp};
use crate::entities::{credit_notes, invoices, payments};
use crate::payment_state::status;
use crate::settings::SubscriptionsSettings;

/// Credit notes count `CN-YEAR-NNNNNN`, apart from invoices.
pub const SEQUENCE: Sequence<credit_notes::Column> =
    Sequence { prefix: "CN", payment_column: credit_notes::Column::PaymentId, number_column: credit_notes::Column::Number };

/// Why the money went back, as stored in `reason`.
pub mod reason {
    pub const REFUNDED_BY_STAFF: &str = "refunded_by_staff";
    pub const REFUNDED_AT_PROVIDER: &str = "refunded_at_provider";
}

/// The reason of a refund by who moved the payment to refunded (`staff:ID`, or the provider).
pub fn reason_of(actor: &str) -> &'static str {
    if actor.starts_with("staff:") { reason::REFUNDED_BY_STAFF } else { reason::REFUNDED_AT_PROVIDER }
}

/// A stored reason in both languages, as the PDF prints it.
pub fn reason_text(code: &str) -> Message {
    match code {
        reason::REFUNDED_AT_PROVIDER => Message::new("استرداد المبلغ لدى مزود الدفع", "Refunded at the payment provider"),
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
async fn numbered(ctx: &AppContext, payment: &payments::Model, invoice: &invoices::Model, why: &str) -> anyhow::Result<credit_notes::Model> {
    if let Some(existing) = of_payment(&ctx.db, payment.id).await? {
        return Ok(existing);
    }
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    // The whole payment went back (refunds are never partial): the note credits all of it.
    let stamp = stamp::now(&settings, payment.total_halalas, payment.vat_halalas)?;
    SEQUENCE
        .insert(&ctx.db, payment.id, stamp.year, |number| credit_notes::ActiveModel {
            payment_id: Set(payment.id),
            invoice_id: Set(invoice.id),
            number: Set(number),
            issued_at: Set(stamp.issued_at),
            reason: Set(why.to_owned()),
            seller_name: Set(stamp.seller_name.clone()),
            vat_number: Set(stamp.vat_number.clone()),
            total_halalas: Set(payment.total_halalas),
            vat_halalas: Set(payment.vat_halalas),
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

/// The credit note of a refunded payment: issued (numbered, QR code, PDF stored) the first time,
/// found again after; none for a payment without an invoice (nothing to credit). Safe to call
/// concurrently and again after a failure.
pub async fn issue(ctx: &AppContext, payment: &payments::Model, why: &str) -> anyhow::Result<Option<credit_notes::Model>> {
    if payment.status != status::REFUNDED {
        anyhow::bail!("payment {} is {}: only a refunded payment has a credit note", payment.id, payment.status);
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
    if let Err(e) = issue(ctx, payment, why).await {
        tracing::error!(error = %e, payment = payment.id, "could not issue the credit note");
    }
}
