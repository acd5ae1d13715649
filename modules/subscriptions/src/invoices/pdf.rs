//! The simplified tax invoice as a one-page A4 PDF, in Arabic and English; a credit note is the
//! same page under its own title, naming the invoice it credits and why. Arabic is shaped and
//! laid out right to left by `eva-pdf`.

use anyhow::anyhow;
use chrono::{DateTime, Utc};
use eva_pdf::{Align, Canvas, Colour, PAGE_H, PAGE_W, style};

use platform::money::sar_decimal;

/// What the invoice shows. Amounts are halalas, VAT-inclusive where they are prices.
#[derive(Debug, Clone)]
pub struct InvoicePdf<'a> {
    pub number: &'a str,
    pub issued_at: DateTime<Utc>,
    pub seller_name_ar: &'a str,
    pub seller_name_en: &'a str,
    pub vat_number: &'a str,
    pub buyer_name: &'a str,
    /// What was bought: package and plan, in each language.
    pub item_ar: &'a str,
    pub item_en: &'a str,
    pub list_halalas: i64,
    pub discount_halalas: i64,
    pub net_halalas: i64,
    pub vat_halalas: i64,
    pub total_halalas: i64,
    pub vat_rate_percent: i64,
    /// The ZATCA QR payload (TLV in base64).
    pub qr_payload: &'a str,
    /// Set for a credit note: the invoice it credits.
    pub credits: Option<&'a Credited>,
}

/// What a credit note says of the invoice it credits.
#[derive(Debug, Clone)]
pub struct Credited {
    pub invoice_number: String,
    pub invoice_issued_at: DateTime<Utc>,
    pub reason_ar: String,
    pub reason_en: String,
}

/// A time as the documents print it: Riyadh's clock, with its offset.
fn riyadh_time(at: DateTime<Utc>) -> String {
    let riyadh = at.with_timezone(&chrono_tz::Asia::Riyadh);
    format!("{} (UTC{})", riyadh.format("%Y-%m-%d %H:%M"), riyadh.format("%:z"))
}

// The page is laid out from the top, in points.
const MARGIN: f32 = 48.0;
const RIGHT: f32 = PAGE_W - MARGIN;
const CENTRE: f32 = PAGE_W / 2.0;
/// The middle column, where values stand between the English and the Arabic labels.
const VALUE_WIDTH: f32 = 230.0;

const INK: Colour = (0.11, 0.13, 0.16);
const MUTED: Colour = (0.38, 0.42, 0.47);
const ACCENT: Colour = (0.04, 0.33, 0.39);
const RULE: Colour = (0.80, 0.83, 0.86);
const BAND: Colour = (0.93, 0.95, 0.96);
const BLACK: Colour = (0.0, 0.0, 0.0);

fn rule(c: &mut Canvas, y: f32) {
    c.fill(MARGIN, y, RIGHT - MARGIN, 0.6, RULE);
}

/// The QR code with its top-left corner at (x, top), `side` points square (quiet zone outside).
fn qr(c: &mut Canvas, payload: &str, x: f32, top: f32, side: f32) -> anyhow::Result<()> {
    let code =
        qrcode::QrCode::with_error_correction_level(payload.as_bytes(), qrcode::EcLevel::M).map_err(|e| anyhow!("QR code: {e:?}"))?;
    let n = code.width();
    let module = side / n as f32;
    let colours = code.to_colors();
    for row in 0..n {
        let mut col = 0;
        while col < n {
            if colours[row * n + col] == qrcode::Color::Dark {
                let start = col;
                while col < n && colours[row * n + col] == qrcode::Color::Dark {
                    col += 1;
                }
                let w = (col - start) as f32 * module;
                c.fill(x + start as f32 * module, top + row as f32 * module, w, module, BLACK);
            } else {
                col += 1;
            }
        }
    }
    Ok(())
}

/// One row of the details: English label on the left, the value in the middle (wrapped, one
/// or more values), the Arabic label on the right. Answers the next row's baseline.
fn row(c: &mut Canvas, baseline: f32, en: &str, ar: &str, values: &[(&str, bool)]) -> f32 {
    const SIZE: f32 = 10.0;
    const LEADING: f32 = 15.0;
    c.text(en, style(9.0, false, MUTED), MARGIN, baseline, Align::Left);
    c.text(ar, style(9.5, false, MUTED), RIGHT, baseline, Align::Right);
    let mut lines = 0;
    for (value, bold) in values {
        lines +=
            c.paragraph(value, style(SIZE, *bold, INK), (CENTRE, baseline + LEADING * lines as f32), Align::Centre, VALUE_WIDTH, LEADING);
    }
    baseline + LEADING * lines.max(1) as f32 + 9.0
}

/// An amount row of the totals: labels at the sides, the amount in SAR in the middle.
fn amount_row(c: &mut Canvas, baseline: f32, en: &str, ar: &str, halalas: i64, strong: bool) -> f32 {
    let size = if strong { 11.5 } else { 10.0 };
    let label = if strong { INK } else { MUTED };
    if strong {
        c.fill(MARGIN, baseline - 16.0, RIGHT - MARGIN, 24.0, BAND);
    }
    c.text(en, style(if strong { 10.5 } else { 9.0 }, strong, label), MARGIN + 6.0, baseline, Align::Left);
    c.text(ar, style(if strong { 11.0 } else { 9.5 }, strong, label), RIGHT - 6.0, baseline, Align::Right);
    c.text(&format!("{} SAR", sar_decimal(halalas)), style(size, strong, INK), CENTRE, baseline, Align::Centre);
    baseline + 24.0
}

/// The invoice as PDF bytes.
pub fn render(invoice: &InvoicePdf<'_>) -> anyhow::Result<Vec<u8>> {
    let mut c = Canvas::new()?;
    let (title_en, title_ar, number_en, number_ar) = match invoice.credits {
        None => ("Simplified Tax Invoice", "فاتورة ضريبية مبسطة", "Invoice number", "رقم الفاتورة"),
        Some(_) => ("Simplified Tax Credit Note", "إشعار دائن ضريبي مبسط", "Credit note number", "رقم الإشعار"),
    };

    // Title, both languages, and the seller under it.
    let mut y = MARGIN + 22.0;
    c.text(title_en, style(18.0, true, ACCENT), MARGIN, y, Align::Left);
    c.text(title_ar, style(20.0, true, ACCENT), RIGHT, y, Align::Right);
    y += 20.0;
    let half = (RIGHT - MARGIN) / 2.0 - 12.0;
    let en = c.paragraph(invoice.seller_name_en, style(9.5, false, MUTED), (MARGIN, y), Align::Left, half, 13.0);
    let ar = c.paragraph(invoice.seller_name_ar, style(10.0, false, MUTED), (RIGHT, y), Align::Right, half, 13.0);
    y += 13.0 * (en.max(ar) - 1) as f32 + 14.0;
    rule(&mut c, y);

    // Who, when, which invoice.
    y += 26.0;
    y = row(&mut c, y, number_en, number_ar, &[(invoice.number, true)]);
    y = row(&mut c, y, "Date of issue", "تاريخ الإصدار", &[(&riyadh_time(invoice.issued_at), false)]);
    if let Some(credited) = invoice.credits {
        let of = format!("{} — {}", credited.invoice_number, riyadh_time(credited.invoice_issued_at));
        y = row(&mut c, y, "For invoice", "عن الفاتورة", &[(&of, true)]);
        y = row(&mut c, y, "Reason", "السبب", &[(&credited.reason_ar, false), (&credited.reason_en, false)]);
    }
    y = row(&mut c, y, "Seller", "البائع", &[(invoice.seller_name_ar, false), (invoice.seller_name_en, false)]);
    y = row(&mut c, y, "VAT registration number", "الرقم الضريبي", &[(invoice.vat_number, false)]);
    y = row(&mut c, y, "Buyer", "المشتري", &[(invoice.buyer_name, false)]);
    y += 2.0;
    rule(&mut c, y);

    // What was bought.
    y += 26.0;
    y = row(&mut c, y, "Item", "البند", &[(invoice.item_ar, true), (invoice.item_en, true)]);
    rule(&mut c, y - 4.0);

    // The amounts, VAT broken out.
    y += 20.0;
    let vat_en = format!("VAT {}%", invoice.vat_rate_percent);
    let vat_ar = format!("ضريبة القيمة المضافة {}٪", invoice.vat_rate_percent);
    y = amount_row(&mut c, y, "List price (incl. VAT)", "السعر الأساسي شامل الضريبة", invoice.list_halalas, false);
    y = amount_row(&mut c, y, "Discount", "الخصم", -invoice.discount_halalas, false);
    y = amount_row(&mut c, y, "Price before VAT", "السعر قبل الضريبة", invoice.net_halalas, false);
    y = amount_row(&mut c, y, &vat_en, &vat_ar, invoice.vat_halalas, false);
    y += 4.0;
    let (total_en, total_ar) = match invoice.credits {
        None => ("Total with VAT", "الإجمالي شامل الضريبة"),
        Some(_) => ("Total refunded with VAT", "إجمالي المبلغ المسترد شامل الضريبة"),
    };
    y = amount_row(&mut c, y, total_en, total_ar, invoice.total_halalas, true);

    // The ZATCA QR code, centred.
    y += 14.0;
    let side = 132.0;
    qr(&mut c, invoice.qr_payload, CENTRE - side / 2.0, y, side)?;
    y += side + 16.0;
    c.text("Scan with the ZATCA app to verify", style(8.5, false, MUTED), CENTRE, y, Align::Centre);
    y += 14.0;
    c.text("امسح الرمز بتطبيق هيئة الزكاة والضريبة والجمارك للتحقق", style(9.0, false, MUTED), CENTRE, y, Align::Centre);

    // The footer.
    let foot = PAGE_H - MARGIN;
    rule(&mut c, foot - 22.0);
    c.text("All amounts are in Saudi riyals and include VAT unless stated.", style(8.0, false, MUTED), MARGIN, foot, Align::Left);
    c.text("جميع المبالغ بالريال السعودي وتشمل الضريبة ما لم يُذكر خلاف ذلك.", style(8.5, false, MUTED), RIGHT, foot, Align::Right);

    c.finish(&format!("{title_en} {}", invoice.number), invoice.issued_at)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use chrono::TimeZone;

    fn sample<'a>(buyer: &'a str, payload: &'a str) -> InvoicePdf<'a> {
        InvoicePdf {
            number: "INV-2026-000042",
            issued_at: Utc.with_ymd_and_hms(2026, 11, 23, 10, 15, 0).unwrap(),
            seller_name_ar: "شركة إيفا للاستشارات المالية",
            seller_name_en: "Eva Financial Advisory Company",
            vat_number: "310123456700003",
            buyer_name: buyer,
            item_ar: "إيفا شات — سنوي",
            item_en: "Eva Chat — Annual",
            list_halalas: 49_900,
            discount_halalas: 5_000,
            net_halalas: 39_043,
            vat_halalas: 5_857,
            total_halalas: 44_900,
            vat_rate_percent: 15,
            qr_payload: payload,
            credits: None,
        }
    }

    const PAYLOAD: &str = "AQNFdmECDzMxMDEyMzQ1NjcwMDAwMwMUMjAyNi0xMS0yM1QxMDoxNTowMFoEBjQ0OS4wMAUFNTguNTc=";

    /// The payload of the sample, as issuing makes it (the Arabic seller name makes it long).
    fn payload() -> String {
        let s = sample("", "");
        super::super::zatca::payload(&super::super::zatca::QrFields {
            seller_name: s.seller_name_ar,
            vat_number: s.vat_number,
            issued_at: s.issued_at,
            total_halalas: s.total_halalas,
            vat_halalas: s.vat_halalas,
        })
        .unwrap()
    }

    #[test]
    fn the_invoice_renders_to_a_small_stable_pdf() {
        let payload = payload();
        let pdf = render(&sample("سارة العتيبي", &payload)).unwrap();
        assert!(pdf.starts_with(b"%PDF"), "{:?}", &pdf[..8]);
        assert!(pdf.len() > 8_000 && pdf.len() < 120_000, "{} bytes", pdf.len());
        assert_eq!(render(&sample("سارة العتيبي", &payload)).unwrap().len(), pdf.len());
        // Parsed back, the page has its text.
        let parsed = printpdf::PdfDocument::parse(&pdf, &printpdf::PdfParseOptions::default(), &mut Vec::new()).unwrap();
        assert_eq!(parsed.pages.len(), 1);
        let shows = parsed.pages[0].ops.iter().filter(|op| matches!(op, printpdf::Op::ShowText { .. })).count();
        assert!(shows > 20, "{shows} text runs");
        if let Ok(path) = std::env::var("EVA_INVOICE_SAMPLE") {
            std::fs::write(path, &pdf).unwrap();
        }
    }

    #[test]
    fn a_long_latin_buyer_name_still_renders() {
        let name = "Alexandra Maximiliane von Hohenberg-Schwarzenfeld und Liechtenstein-Wittelsbach the Third";
        assert!(render(&sample(name, PAYLOAD)).unwrap().starts_with(b"%PDF"));
    }

    #[test]
    fn a_credit_note_renders_on_one_page_naming_its_invoice_with_arabic_shaped() {
        let credited = Credited {
            invoice_number: "INV-2026-000042".into(),
            invoice_issued_at: Utc.with_ymd_and_hms(2026, 11, 20, 9, 0, 0).unwrap(),
            reason_ar: "استرداد المبلغ بطلب من فريق إيفا".into(),
            reason_en: "Refunded by Eva staff".into(),
        };
        let payload = payload();
        let note = InvoicePdf { number: "CN-2026-000001", credits: Some(&credited), ..sample("سارة العتيبي", &payload) };
        let pdf = render(&note).unwrap();
        let parsed = printpdf::PdfDocument::parse(&pdf, &printpdf::PdfParseOptions::default(), &mut Vec::new()).unwrap();
        assert_eq!(parsed.pages.len(), 1);
        assert!(pdf.len() > render(&sample("سارة العتيبي", &payload)).unwrap().len(), "the note says more than the invoice");
        if let Ok(path) = std::env::var("EVA_CREDIT_NOTE_SAMPLE") {
            std::fs::write(path, &pdf).unwrap();
        }
    }
}
