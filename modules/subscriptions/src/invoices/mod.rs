//! Simplified tax invoices: every paid payment gets one, numbered per year (`INV-2026-000001`),
//! with the seller's name and VAT number, the ZATCA QR code, and a PDF in Arabic and English kept
//! in the file store. Issuing is idempotent: the payment's invoice is found again rather than
//! made twice (the unique index on `payment_id` settles a race), and a number taken by another
//! invoice at the same moment (the unique index on `number`) is retried with the next one.

pub mod pdf;
pub mod zatca;

use std::time::Duration;

use anyhow::{Context, bail};
use chrono::{Datelike, DurationRound, TimeDelta, Utc};
use platform::entities::users;
use platform::{AppContext, Lang};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, SqlErr};

use crate::catalogue::plan_name;
use crate::entities::{invoices, packages, payments};
use crate::money::VAT_RATE_PERCENT;
use crate::payment_state::status;
use crate::settings::SubscriptionsSettings;

/// How often a number taken by a concurrent invoice is tried again.
const NUMBER_ATTEMPTS: u32 = 20;

/// Where an invoice's PDF is kept.
pub fn document_key(number: &str) -> String {
    format!("subscriptions/invoices/{number}.pdf")
}

/// The route of an invoice's PDF.
pub fn pdf_url(id: i64) -> String {
    format!("/api/invoices/{id}/pdf")
}

async fn of_payment(db: &DatabaseConnection, payment_id: i64) -> Result<Option<invoices::Model>, DbErr> {
    invoices::Entity::find().filter(invoices::Column::PaymentId.eq(payment_id)).one(db).await
}

/// The next number of `year`: one more than the highest issued (longest first, so the order
/// holds past 999999).
async fn next_number(db: &DatabaseConnection, year: i32) -> Result<String, DbErr> {
    let prefix = format!("INV-{year}-");
    let last = invoices::Entity::find()
        .filter(invoices::Column::Number.starts_with(&prefix))
        .order_by_desc(Expr::cust("LENGTH(number)"))
        .order_by_desc(invoices::Column::Number)
        .one(db)
        .await?;
    let seq = last.and_then(|l| l.number.strip_prefix(&prefix).and_then(|n| n.parse::<u64>().ok())).unwrap_or(0) + 1;
    Ok(format!("{prefix}{seq:06}"))
}

/// The invoice row of a paid payment, numbered; the existing one when it has one.
async fn numbered(ctx: &AppContext, payment: &payments::Model) -> anyhow::Result<invoices::Model> {
    let db = &ctx.db;
    if let Some(existing) = of_payment(db, payment.id).await? {
        return Ok(existing);
    }
    if payment.status != status::PAID && payment.status != status::REFUNDED {
        bail!("payment {} is {}: only a paid payment has an invoice", payment.id, payment.status);
    }
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    // To the second: what the QR code says is what is stored.
    let issued_at = Utc::now().duration_trunc(TimeDelta::seconds(1))?;
    // The invoice's year is the year in Riyadh, as its date shows.
    let year = issued_at.with_timezone(&chrono_tz::Asia::Riyadh).year();
    let qr_tlv = zatca::payload(&zatca::QrFields {
        seller_name: &settings.seller_name_ar,
        vat_number: &settings.vat_number,
        issued_at,
        total_halalas: payment.total_halalas,
        vat_halalas: payment.vat_halalas,
    })?;
    for attempt in 0..NUMBER_ATTEMPTS {
        let number = next_number(db, year).await?;
        let row = invoices::ActiveModel {
            payment_id: Set(payment.id),
            number: Set(number),
            issued_at: Set(issued_at),
            seller_name: Set(settings.seller_name_ar.clone()),
            vat_number: Set(settings.vat_number.clone()),
            total_halalas: Set(payment.total_halalas),
            vat_halalas: Set(payment.vat_halalas),
            qr_tlv: Set(qr_tlv.clone()),
            document_key: Set(None),
            ..Default::default()
        };
        match row.insert(db).await {
            Ok(inserted) => return Ok(inserted),
            Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
                // Another call issued this payment's invoice, or took the number: read again.
                if let Some(existing) = of_payment(db, payment.id).await? {
                    return Ok(existing);
                }
                tracing::debug!(payment = payment.id, attempt, "invoice number taken by a concurrent invoice; taking the next");
                tokio::time::sleep(Duration::from_millis(5 + u64::from(attempt) * 7 + payment.id.unsigned_abs() % 11)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
    bail!("payment {}: no free invoice number after {NUMBER_ATTEMPTS} attempts", payment.id)
}

/// Renders the invoice's PDF and stores it; answers the invoice with its `document_key`.
pub async fn store_document(ctx: &AppContext, invoice: invoices::Model, payment: &payments::Model) -> anyhow::Result<invoices::Model> {
    let db = &ctx.db;
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    let buyer = users::Entity::find_by_id(payment.user_id).one(db).await?.map(|u| u.name).unwrap_or_default();
    let package = packages::Entity::find_by_id(payment.package_id).one(db).await?;
    let (package_ar, package_en) = package.map_or_else(|| (payment.product.clone(), payment.product.clone()), |p| (p.name_ar, p.name_en));
    let item_ar = format!("{package_ar} — {}", plan_name(&payment.plan_type, Lang::Ar));
    let item_en = format!("{package_en} — {}", plan_name(&payment.plan_type, Lang::En));
    let (row, p) = (invoice.clone(), payment.clone());
    let bytes = tokio::task::spawn_blocking(move || {
        pdf::render(&pdf::InvoicePdf {
            number: &row.number,
            issued_at: row.issued_at,
            seller_name_ar: &row.seller_name,
            seller_name_en: &settings.seller_name_en,
            vat_number: &row.vat_number,
            buyer_name: &buyer,
            item_ar: &item_ar,
            item_en: &item_en,
            list_halalas: p.list_halalas,
            discount_halalas: p.discount_halalas,
            net_halalas: p.net_halalas,
            vat_halalas: row.vat_halalas,
            total_halalas: row.total_halalas,
            vat_rate_percent: VAT_RATE_PERCENT,
            qr_payload: &row.qr_tlv,
        })
    })
    .await
    .context("rendering the invoice")??;
    let key = document_key(&invoice.number);
    ctx.storage.put(&key, &bytes).await.with_context(|| format!("storing {key}"))?;
    invoices::Entity::update_many()
        .col_expr(invoices::Column::DocumentKey, Expr::value(key.clone()))
        .filter(invoices::Column::Id.eq(invoice.id))
        .exec(db)
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
