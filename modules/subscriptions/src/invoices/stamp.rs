//! What every tax document carries besides its number: the time of issue (to the second, as the
//! QR code says it), the year in Riyadh its number counts in, the seller, and the ZATCA QR payload
//! of its amounts.

use chrono::{DateTime, Datelike, DurationRound, TimeDelta, Utc};

use super::zatca;
use crate::settings::SubscriptionsSettings;

pub struct Stamp {
    pub issued_at: DateTime<Utc>,
    /// The document's year is the year in Riyadh, as its date shows.
    pub year: i32,
    pub seller_name: String,
    pub vat_number: String,
    pub qr_tlv: String,
}

/// The stamp of a document issued now for `total_halalas` with `vat_halalas` VAT.
pub fn now(settings: &SubscriptionsSettings, total_halalas: i64, vat_halalas: i64) -> anyhow::Result<Stamp> {
    let issued_at = Utc::now().duration_trunc(TimeDelta::seconds(1))?;
    let qr_tlv = zatca::payload(&zatca::QrFields {
        seller_name: &settings.seller_name_ar,
        vat_number: &settings.vat_number,
        issued_at,
        total_halalas,
        vat_halalas,
    })?;
    Ok(Stamp {
        issued_at,
        year: issued_at.with_timezone(&chrono_tz::Asia::Riyadh).year(),
        seller_name: settings.seller_name_ar.clone(),
        vat_number: settings.vat_number.clone(),
        qr_tlv,
    })
}
