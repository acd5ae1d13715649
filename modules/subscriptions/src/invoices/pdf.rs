//! The simplified tax invoice as a one-page A4 PDF, in Arabic and English; a credit note is the
//! same page under its own title, naming the invoice it credits and why.
//!
//! printpdf places glyphs but does not shape: each line is split into bidi runs (unicode-bidi),
//! each run into stretches of one font (Arabic letters take Noto Sans Arabic, the rest Noto
//! Sans), each stretch is shaped with rustybuzz and its glyph ids are placed one by one, with the
//! text of their cluster so that copying and searching the PDF work. The fonts are bundled
//! (`templates/fonts/`, OFL) and subset to the glyphs used, so a PDF stays small.

use std::collections::BTreeMap;

use anyhow::{Context, anyhow};
use chrono::{DateTime, Utc};
use printpdf::{
    Codepoint, Color, FontId, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfSaveOptions, Pt, Rect, Rgb,
    TextItem, TextMatrix, WindingOrder,
};
use rustybuzz::{BufferClusterLevel, Direction, UnicodeBuffer};
use unicode_bidi::BidiInfo;

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

const FONT_FILES: [&[u8]; 4] = [
    include_bytes!("../../../../templates/fonts/NotoSans-Regular.ttf"),
    include_bytes!("../../../../templates/fonts/NotoSans-Bold.ttf"),
    include_bytes!("../../../../templates/fonts/NotoSansArabic-Regular.ttf"),
    include_bytes!("../../../../templates/fonts/NotoSansArabic-Bold.ttf"),
];
const FONT_NAMES: [&str; 4] = ["NotoSans-Regular", "NotoSans-Bold", "NotoSansArabic-Regular", "NotoSansArabic-Bold"];
const LATIN: usize = 0;
const ARABIC: usize = 2;

// A4 in points; the page is laid out from the top, in points.
const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN: f32 = 48.0;
const RIGHT: f32 = PAGE_W - MARGIN;
const CENTRE: f32 = PAGE_W / 2.0;
/// The middle column, where values stand between the English and the Arabic labels.
const VALUE_WIDTH: f32 = 230.0;

const INK: (f32, f32, f32) = (0.11, 0.13, 0.16);
const MUTED: (f32, f32, f32) = (0.38, 0.42, 0.47);
const ACCENT: (f32, f32, f32) = (0.04, 0.33, 0.39);
const RULE: (f32, f32, f32) = (0.80, 0.83, 0.86);
const BAND: (f32, f32, f32) = (0.93, 0.95, 0.96);
const BLACK: (f32, f32, f32) = (0.0, 0.0, 0.0);

/// How a piece of text looks.
#[derive(Clone, Copy)]
struct Style {
    size: f32,
    bold: bool,
    colour: (f32, f32, f32),
}

const fn style(size: f32, bold: bool, colour: (f32, f32, f32)) -> Style {
    Style { size, bold, colour }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
    Centre,
}

/// One glyph of a shaped line: x from the line's left edge and y offset, in points.
struct Glyph {
    face: usize,
    gid: u16,
    x: f32,
    dy: f32,
    /// The characters of its cluster, on the first glyph of a cluster.
    text: String,
}

struct ShapedLine {
    glyphs: Vec<Glyph>,
    width: f32,
}

/// What goes on the page, in page coordinates (y from the top), before fonts are subset.
enum Mark {
    Glyph { face: usize, size: f32, x: f32, baseline: f32, gid: u16, colour: (f32, f32, f32) },
    Fill { x: f32, top: f32, w: f32, h: f32, colour: (f32, f32, f32) },
}

fn is_arabic(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}

struct Canvas {
    faces: Vec<rustybuzz::Face<'static>>,
    marks: Vec<Mark>,
    /// Per face, every glyph used and the text it stands for (the first non-empty wins).
    used: [BTreeMap<u16, String>; 4],
}

impl Canvas {
    fn new() -> anyhow::Result<Self> {
        let faces = FONT_FILES
            .iter()
            .enumerate()
            .map(|(i, bytes)| rustybuzz::Face::from_slice(bytes, 0).ok_or_else(|| anyhow!("bundled font {i} does not parse")))
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Self { faces, marks: Vec::new(), used: Default::default() })
    }

    /// Which font draws `c`: Arabic letters the Arabic face; spaces and punctuation between
    /// Arabic letters stay in it (one shaping run per Arabic phrase); everything else the Latin
    /// face, unless only the Arabic one has the glyph.
    fn face_for(&self, c: char, previous: Option<usize>, bold: bool) -> usize {
        let weight = usize::from(bold);
        let has = |face: usize| self.faces[face].glyph_index(c).is_some();
        let stays_arabic = previous.is_some_and(|p| p >= ARABIC) && !c.is_alphanumeric() && has(ARABIC);
        let face = if is_arabic(c) || stays_arabic || (!has(LATIN) && has(ARABIC)) { ARABIC } else { LATIN };
        face + weight
    }

    /// Shapes one stretch of one font and direction; glyphs come out in visual order.
    fn shape_stretch(&self, text: &str, face: usize, rtl: bool, size: f32, pen: &mut f32, out: &mut Vec<Glyph>) {
        let font = &self.faces[face];
        let scale = size / font.units_per_em() as f32;
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
        buffer.set_cluster_level(BufferClusterLevel::Characters);
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(font, &[], buffer);
        // Cluster values are byte offsets into `text`: a cluster's text runs to the next one.
        let mut starts: Vec<usize> = shaped.glyph_infos().iter().map(|g| g.cluster as usize).collect();
        starts.push(text.len());
        starts.sort_unstable();
        starts.dedup();
        let mut seen = std::collections::HashSet::new();
        for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            let start = info.cluster as usize;
            let cluster_text = if seen.insert(start) {
                let end = starts.iter().copied().find(|s| *s > start).unwrap_or(text.len());
                text.get(start..end).unwrap_or_default().to_owned()
            } else {
                String::new()
            };
            out.push(Glyph {
                face,
                gid: u16::try_from(info.glyph_id).unwrap_or(0),
                x: *pen + pos.x_offset as f32 * scale,
                dy: pos.y_offset as f32 * scale,
                text: cluster_text,
            });
            *pen += pos.x_advance as f32 * scale;
        }
    }

    /// One line of text, in visual order, with its width.
    fn shape(&self, text: &str, size: f32, bold: bool) -> ShapedLine {
        let mut glyphs = Vec::new();
        let mut pen = 0.0;
        let bidi = BidiInfo::new(text, None);
        for para in &bidi.paragraphs {
            let line = para.range.clone();
            let (levels, runs) = bidi.visual_runs(para, line);
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                let run_text = &text[run.clone()];
                // Stretches of one font, in logical order.
                let mut stretches: Vec<(usize, usize, usize)> = Vec::new();
                let mut previous = None;
                for (i, c) in run_text.char_indices() {
                    let face = self.face_for(c, previous, bold);
                    match stretches.last_mut() {
                        Some((f, _, end)) if *f == face => *end = i + c.len_utf8(),
                        _ => stretches.push((face, i, i + c.len_utf8())),
                    }
                    previous = Some(face);
                }
                if rtl {
                    stretches.reverse();
                }
                for (face, start, end) in stretches {
                    self.shape_stretch(&run_text[start..end], face, rtl, size, &mut pen, &mut glyphs);
                }
            }
        }
        ShapedLine { glyphs, width: pen }
    }

    fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        self.shape(text, size, bold).width
    }

    /// Breaks `text` into lines no wider than `max` (at spaces; a word too long for a line is
    /// broken between characters).
    fn wrap(&self, text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut current = String::new();
        for word in text.split_whitespace() {
            let candidate = if current.is_empty() { word.to_owned() } else { format!("{current} {word}") };
            if self.width(&candidate, size, bold) <= max {
                current = candidate;
                continue;
            }
            if !current.is_empty() {
                lines.push(std::mem::take(&mut current));
            }
            if self.width(word, size, bold) <= max {
                current = word.to_owned();
                continue;
            }
            for c in word.chars() {
                let longer = format!("{current}{c}");
                if !current.is_empty() && self.width(&longer, size, bold) > max {
                    lines.push(std::mem::replace(&mut current, c.to_string()));
                } else {
                    current = longer;
                }
            }
        }
        if !current.is_empty() || lines.is_empty() {
            lines.push(current);
        }
        lines
    }

    /// Draws one line with its baseline at `baseline`, `x` being its left or right edge or centre.
    fn text(&mut self, text: &str, style: Style, x: f32, baseline: f32, align: Align) {
        let Style { size, bold, colour } = style;
        let line = self.shape(text, size, bold);
        let left = match align {
            Align::Left => x,
            Align::Right => x - line.width,
            Align::Centre => x - line.width / 2.0,
        };
        for g in line.glyphs {
            let known = self.used[g.face].entry(g.gid).or_default();
            if known.is_empty() {
                known.clone_from(&g.text);
            }
            self.marks.push(Mark::Glyph { face: g.face, size, x: left + g.x, baseline: baseline - g.dy, gid: g.gid, colour });
        }
    }

    /// Draws `text` wrapped to `max` points; answers how many lines it took.
    fn paragraph(&mut self, text: &str, style: Style, (x, baseline): (f32, f32), align: Align, max: f32, leading: f32) -> usize {
        let lines = self.wrap(text, style.size, style.bold, max);
        for (i, line) in lines.iter().enumerate() {
            self.text(line, style, x, baseline + leading * i as f32, align);
        }
        lines.len()
    }

    fn fill(&mut self, x: f32, top: f32, w: f32, h: f32, colour: (f32, f32, f32)) {
        self.marks.push(Mark::Fill { x, top, w, h, colour });
    }

    fn rule(&mut self, y: f32) {
        self.fill(MARGIN, y, RIGHT - MARGIN, 0.6, RULE);
    }

    /// The QR code with its top-left corner at (x, top), `side` points square (quiet zone outside).
    fn qr(&mut self, payload: &str, x: f32, top: f32, side: f32) -> anyhow::Result<()> {
        let code = qrcode::QrCode::with_error_correction_level(payload.as_bytes(), qrcode::EcLevel::M)
            .map_err(|e| anyhow!("QR code: {e:?}"))?;
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
                    self.fill(x + start as f32 * module, top + row as f32 * module, w, module, BLACK);
                } else {
                    col += 1;
                }
            }
        }
        Ok(())
    }

    /// Subsets the fonts to the glyphs used and writes the PDF.
    fn finish(self, title: &str, issued_at: DateTime<Utc>) -> anyhow::Result<Vec<u8>> {
        let mut doc = PdfDocument::new(title);
        let date = printpdf::OffsetDateTime::from_unix_timestamp(issued_at.timestamp()).map_err(|e| anyhow!("{e}"))?;
        doc.metadata.info.creation_date = date;
        doc.metadata.info.modification_date = date;
        doc.metadata.info.metadata_date = date;
        doc.metadata.info.producer = "Eva".into();
        doc.metadata.info.creator = "Eva".into();

        // Per face: its id in the document and the subset's glyph numbering.
        let mut fonts: Vec<Option<(FontId, BTreeMap<u16, u16>)>> = vec![None, None, None, None];
        for (face, used) in self.used.iter().enumerate() {
            if used.is_empty() {
                continue;
            }
            let ids: Vec<u16> = std::iter::once(0).chain(used.keys().copied().filter(|g| *g != 0)).collect();
            let bytes = subset(FONT_FILES[face], &ids).with_context(|| format!("subsetting font {face}"))?;
            let parsed = ParsedFont::from_bytes(&bytes, 0, &mut Vec::new()).ok_or_else(|| anyhow!("subset font {face} does not parse"))?;
            let remap = ids.iter().enumerate().map(|(new, old)| (*old, u16::try_from(new).unwrap_or(0))).collect();
            // Named by face rather than at random: the same invoice renders to the same length
            // (only the trailer's random /ID differs).
            let id = FontId(FONT_NAMES[face].to_owned());
            doc.resources.fonts.map.insert(id.clone(), PdfFont::new(parsed));
            fonts[face] = Some((id, remap));
        }

        let rgb = |(r, g, b): (f32, f32, f32)| Color::Rgb(Rgb::new(r, g, b, None));
        let mut ops = Vec::new();
        let mut fill_colour = None;
        for mark in &self.marks {
            if let Mark::Fill { x, top, w, h, colour } = mark {
                if fill_colour != Some(*colour) {
                    ops.push(Op::SetFillColor { col: rgb(*colour) });
                    fill_colour = Some(*colour);
                }
                ops.push(Op::DrawRectangle {
                    rectangle: Rect {
                        x: Pt(*x),
                        y: Pt(PAGE_H - top - h),
                        width: Pt(*w),
                        height: Pt(*h),
                        mode: Some(PaintMode::Fill),
                        winding_order: Some(WindingOrder::NonZero),
                    },
                });
            }
        }
        ops.push(Op::StartTextSection);
        let mut font_state: Option<(usize, f32)> = None;
        fill_colour = None;
        for mark in &self.marks {
            let Mark::Glyph { face, size, x, baseline, gid, colour } = mark else { continue };
            let Some((font_id, remap)) = &fonts[*face] else { continue };
            if font_state != Some((*face, *size)) {
                ops.push(Op::SetFont { font: PdfFontHandle::External(font_id.clone()), size: Pt(*size) });
                font_state = Some((*face, *size));
            }
            if fill_colour != Some(*colour) {
                ops.push(Op::SetFillColor { col: rgb(*colour) });
                fill_colour = Some(*colour);
            }
            let text = self.used[*face].get(gid).cloned().unwrap_or_default();
            ops.push(Op::SetTextMatrix { matrix: TextMatrix::Translate(Pt(*x), Pt(PAGE_H - baseline)) });
            ops.push(Op::ShowText {
                items: vec![TextItem::GlyphIds(vec![Codepoint::with_cid(remap.get(gid).copied().unwrap_or(0), 0.0, text)])],
            });
        }
        ops.push(Op::EndTextSection);

        let page = PdfPage::new(Mm(210.0), Mm(297.0), ops);
        // The fonts are subset here already: printpdf embeds them as they are.
        let options = PdfSaveOptions { subset_fonts: false, ..PdfSaveOptions::default() };
        Ok(doc.with_pages(vec![page]).save(&options, &mut Vec::new()))
    }
}

/// A font reduced to `ids` (glyph 0 first); glyph `ids[i]` becomes glyph `i`.
fn subset(font: &[u8], ids: &[u16]) -> anyhow::Result<Vec<u8>> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{CmapTarget, SubsetProfile};
    let file = ReadScope::new(font).read::<FontData<'_>>().map_err(|e| anyhow!("{e}"))?;
    let provider = file.table_provider(0).map_err(|e| anyhow!("{e}"))?;
    allsorts::subset::subset(&provider, ids, &SubsetProfile::Pdf, CmapTarget::Unicode).map_err(|e| anyhow!("{e}"))
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
        lines += c.paragraph(value, style(SIZE, *bold, INK), (CENTRE, baseline + LEADING * lines as f32), Align::Centre, VALUE_WIDTH, LEADING);
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
    c.rule(y);

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
    c.rule(y);

    // What was bought.
    y += 26.0;
    y = row(&mut c, y, "Item", "البند", &[(invoice.item_ar, true), (invoice.item_en, true)]);
    c.rule(y - 4.0);

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
    c.qr(invoice.qr_payload, CENTRE - side / 2.0, y, side)?;
    y += side + 16.0;
    c.text("Scan with the ZATCA app to verify", style(8.5, false, MUTED), CENTRE, y, Align::Centre);
    y += 14.0;
    c.text("امسح الرمز بتطبيق هيئة الزكاة والضريبة والجمارك للتحقق", style(9.0, false, MUTED), CENTRE, y, Align::Centre);

    // The footer.
    let foot = PAGE_H - MARGIN;
    c.rule(foot - 22.0);
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

    #[test]
    fn arabic_is_shaped_into_joined_forms_and_laid_out_right_to_left() {
        let c = Canvas::new().unwrap();
        // Unshaped, each letter would be its own glyph in its isolated form (the cmap's glyph).
        let word = "مبسطة";
        let line = c.shape(word, 10.0, false);
        assert_eq!(line.glyphs.len(), word.chars().count());
        let isolated: Vec<u16> = word.chars().map(|ch| c.faces[ARABIC].glyph_index(ch).unwrap().0).collect();
        let shaped: Vec<u16> = line.glyphs.iter().map(|g| g.gid).collect();
        assert_ne!(shaped.iter().rev().copied().collect::<Vec<_>>(), isolated, "letters take their joined forms");
        // Right to left: the first letter (م) is drawn last, at the right end.
        assert_eq!(line.glyphs.last().unwrap().text, "م");
        assert_eq!(line.glyphs.first().unwrap().text, "ة");
        assert!(line.glyphs.iter().all(|g| g.face == ARABIC));

        // Mixed: the Arabic phrase right of the number in an Arabic line; digits in Latin glyphs.
        let mixed = c.shape("الإجمالي 449.00", 10.0, false);
        let first = &mixed.glyphs[0];
        assert_eq!((first.face, first.text.as_str()), (LATIN, "4"));
        assert_eq!(mixed.glyphs.last().unwrap().text, "ا");
    }

    #[test]
    fn long_text_wraps_within_its_width() {
        let c = Canvas::new().unwrap();
        let lines = c.wrap("شركة إيفا للاستشارات المالية وخدمات الأبحاث والتحليل الفني للأسهم السعودية", 10.0, false, 150.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| c.width(l, 10.0, false) <= 150.0));
        let unbroken = c.wrap(&"x".repeat(200), 10.0, false, 100.0);
        assert!(unbroken.len() > 1 && unbroken.iter().all(|l| c.width(l, 10.0, false) <= 100.0));
    }

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
        let parsed = PdfDocument::parse(&pdf, &printpdf::PdfParseOptions::default(), &mut Vec::new()).unwrap();
        assert_eq!(parsed.pages.len(), 1);
        let shows = parsed.pages[0].ops.iter().filter(|op| matches!(op, Op::ShowText { .. })).count();
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
        let parsed = PdfDocument::parse(&pdf, &printpdf::PdfParseOptions::default(), &mut Vec::new()).unwrap();
        assert_eq!(parsed.pages.len(), 1);
        assert!(pdf.len() > render(&sample("سارة العتيبي", &payload)).unwrap().len(), "the note says more than the invoice");
        // The Arabic title is shaped as the invoice's is: joined forms, right to left.
        let c = Canvas::new().unwrap();
        let title = c.shape("إشعار دائن ضريبي مبسط", 20.0, true);
        assert!(title.glyphs.iter().all(|g| g.face == ARABIC + 1));
        assert_eq!(title.glyphs.last().unwrap().text, "إ");
        if let Ok(path) = std::env::var("EVA_CREDIT_NOTE_SAMPLE") {
            std::fs::write(path, &pdf).unwrap();
        }
    }
}
