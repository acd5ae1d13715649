//! Simplified tax invoices: every paid payment gets one, numbered per year (`INV-2026-000001`),
//! with the seller's name and VAT number, the ZATCA QR code, and a PDF in Arabic and English kept
//! in the file store. Issuing is idempotent: the payment's invoice is found again rather than
//! made twice (the unique index on `payment_id` settles a race), and a number taken by another
//! invoice at the same moment (the unique index on `number`) is retried with the next one. A
//! refunded payment's invoice is credited by a credit note (`credit_notes`), built the same way.

pub mod credit_notes;
pub mod document;
pub mod pdf;
pub mod sequence;
pub mod stamp;
pub mod zatca;

use anyhow::bail;
use platform::AppContext;
use platform::ports::PaymentStatus;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use crate::entities::{invoices, payments};
use crate::settings::SubscriptionsSettings;
use document::Document;
use sequence::Sequence;

/// Invoices count `INV-YEAR-NNNNNN`.
pub const SEQUENCE: Sequence<invoices::Column> =
    Sequence { prefix: "INV", payment_column: invoices::Column::PaymentId, number_column: invoices::Column::Number };

/// Where an invoice's PDF is kept.
pub fn document_key() -> String {
    platform::storage::unique_key("subscriptions/invoices", "pdf")
}

/// The route of an invoice's PDF.
pub fn pdf_url(id: i64) -> String {
    format!("/api/invoices/{id}/pdf")
}

/// The payment's invoice, when it has one.
pub async fn of_payment(db: &sea_orm::DatabaseConnection, payment_id: i64) -> Result<Option<invoices::Model>, sea_orm::DbErr> {
    SEQUENCE.of_payment::<invoices::Entity>(db, payment_id).await
}

/// The invoice row of a paid payment, numbered; the existing one when it has one.
async fn numbered(ctx: &AppContext, payment: &payments::Model) -> anyhow::Result<invoices::Model> {
    if let Some(existing) = of_payment(&ctx.db, payment.id).await? {
        return Ok(existing);
    }
    if payment.status != PaymentStatus::Paid && payment.status != PaymentStatus::Refunded {
        bail!("payment {} is {}: only a paid payment has an invoice", payment.id, payment.status);
    }
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    let stamp = stamp::now(&settings, payment.total_halalas, payment.vat_halalas)?;
    SEQUENCE
        .insert(&ctx.db, payment.id, stamp.year, |number| invoices::ActiveModel {
            payment_id: Set(payment.id),
            number: Set(number),
            issued_at: Set(stamp.issued_at),
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

/// Renders the invoice's PDF and stores it; answers the invoice with its `document_key`.
pub async fn store_document(ctx: &AppContext, invoice: invoices::Model, payment: &payments::Model) -> anyhow::Result<invoices::Model> {
    let key = document_key();
    let document = Document {
        number: invoice.number.clone(),
        issued_at: invoice.issued_at,
        seller_name: invoice.seller_name.clone(),
        vat_number: invoice.vat_number.clone(),
        total_halalas: invoice.total_halalas,
        vat_halalas: invoice.vat_halalas,
        qr_tlv: invoice.qr_tlv.clone(),
        credits: None,
    };
    document::render_and_store(ctx, payment, document, &key).await?;
    invoices::Entity::update_many()
        .col_expr(invoices::Column::DocumentKey, Expr::value(key.clone()))
        .filter(invoices::Column::Id.eq(invoice.id))
        .exec(&ctx.db)
        .await?;
    Ok(invoices::Model { document_key: Some(key), ..invoice })
}

/// The simplified tax invoice of a paid payment: issued (numbered, QR code, PDF stored) the
/// first time, found again after. Safe to call concurrently and again after a failure: a row
/// whose PDF was not stored gets it now.
pub async fn issue(ctx: &AppContext, payment: &payments::Model) -> anyhow::Result<invoices::Model> {
    let invoice = numbered(ctx, payment).await?;
    if invoice.document_key.is_some() {
        return Ok(invoice);
    }
    store_document(ctx, invoice, payment).await
}
