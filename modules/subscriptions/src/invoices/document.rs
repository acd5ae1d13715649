//! A tax document's PDF (an invoice, or a credit note against one): rendered from the stored row
//! and the payment it is for, and kept in the file store.

use anyhow::Context;
use chrono::{DateTime, Utc};
use platform::entities::users;
use platform::{AppContext, Lang};
use sea_orm::EntityTrait;

use super::pdf;
use crate::catalogue::plan_name;
use crate::entities::{packages, payments};
use crate::money::VAT_RATE_PERCENT;
use crate::settings::SubscriptionsSettings;

/// The stored fields a document's PDF shows, as every tax document has them.
pub struct Document {
    pub number: String,
    pub issued_at: DateTime<Utc>,
    pub seller_name: String,
    pub vat_number: String,
    pub total_halalas: i64,
    pub vat_halalas: i64,
    pub qr_tlv: String,
    /// For a credit note: the invoice it credits and why.
    pub credits: Option<pdf::Credited>,
}

/// Renders `document` for `payment` and stores it at `key`.
pub async fn render_and_store(ctx: &AppContext, payment: &payments::Model, document: Document, key: &str) -> anyhow::Result<()> {
    let db = &ctx.db;
    let settings: SubscriptionsSettings = ctx.settings.module_config("subscriptions")?;
    let buyer = users::Entity::find_by_id(payment.user_id).one(db).await?.map(|u| u.name).unwrap_or_default();
    let package = packages::Entity::find_by_id(payment.package_id).one(db).await?;
    let (package_ar, package_en) = package.map_or_else(|| (payment.product.clone(), payment.product.clone()), |p| (p.name_ar, p.name_en));
    let item_ar = format!("{package_ar} — {}", plan_name(&payment.plan_type, Lang::Ar));
    let item_en = format!("{package_en} — {}", plan_name(&payment.plan_type, Lang::En));
    let p = payment.clone();
    let bytes = tokio::task::spawn_blocking(move || {
        pdf::render(&pdf::InvoicePdf {
            number: &document.number,
            issued_at: document.issued_at,
            seller_name_ar: &document.seller_name,
            seller_name_en: &settings.seller_name_en,
            vat_number: &document.vat_number,
            buyer_name: &buyer,
            item_ar: &item_ar,
            item_en: &item_en,
            list_halalas: p.list_halalas,
            discount_halalas: p.discount_halalas,
            net_halalas: p.net_halalas,
            vat_halalas: document.vat_halalas,
            total_halalas: document.total_halalas,
            vat_rate_percent: VAT_RATE_PERCENT,
            qr_payload: &document.qr_tlv,
            credits: document.credits.as_ref(),
        })
    })
    .await
    .context("rendering the document")??;
    ctx.storage.put(key, &bytes).await.with_context(|| format!("storing {key}"))?;
    Ok(())
}
