//! The marks to a PDF: fonts subset and embedded under stable names, one content stream a page.

use std::collections::BTreeMap;

use anyhow::{Context, anyhow};
use chrono::{DateTime, Utc};
use printpdf::{
    Codepoint, Color, FontId, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfSaveOptions,
    Point, Pt, Rect, Rgb, TextItem, TextMatrix, WindingOrder,
};

use crate::canvas::{Canvas, Colour, Mark};
use crate::{FONT_FILES, FONT_NAMES, PAGE_H};

/// A font reduced to `ids` (glyph 0 first); glyph `ids[i]` becomes glyph `i`.
fn subset(font: &[u8], ids: &[u16]) -> anyhow::Result<Vec<u8>> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{CmapTarget, SubsetProfile};
    let file = ReadScope::new(font).read::<FontData<'_>>().map_err(|e| anyhow!("{e}"))?;
    let provider = file.table_provider(0).map_err(|e| anyhow!("{e}"))?;
    allsorts::subset::subset(&provider, ids, &SubsetProfile::Pdf, CmapTarget::Unicode).map_err(|e| anyhow!("{e}"))
}

fn rgb((r, g, b): Colour) -> Color {
    Color::Rgb(Rgb::new(r, g, b, None))
}

pub(crate) fn pdf(canvas: Canvas, title: &str, issued_at: DateTime<Utc>) -> anyhow::Result<Vec<u8>> {
    let mut doc = PdfDocument::new(title);
    let date = printpdf::OffsetDateTime::from_unix_timestamp(issued_at.timestamp()).map_err(|e| anyhow!("{e}"))?;
    doc.metadata.info.creation_date = date;
    doc.metadata.info.modification_date = date;
    doc.metadata.info.metadata_date = date;
    doc.metadata.info.producer = "Eva".into();
    doc.metadata.info.creator = "Eva".into();

    // Per face: its id in the document and the subset's glyph numbering.
    let mut fonts: Vec<Option<(FontId, BTreeMap<u16, u16>)>> = vec![None, None, None, None];
    for (face, used) in canvas.used.iter().enumerate() {
        if used.is_empty() {
            continue;
        }
        let ids: Vec<u16> = std::iter::once(0).chain(used.keys().copied().filter(|g| *g != 0)).collect();
        let bytes = subset(FONT_FILES[face], &ids).with_context(|| format!("subsetting font {face}"))?;
        let parsed = ParsedFont::from_bytes(&bytes, 0, &mut Vec::new()).ok_or_else(|| anyhow!("subset font {face} does not parse"))?;
        let remap = ids.iter().enumerate().map(|(new, old)| (*old, u16::try_from(new).unwrap_or(0))).collect();
        // Named by face rather than at random: the same document renders to the same length
        // (only the trailer's random /ID differs).
        let id = FontId(FONT_NAMES[face].to_owned());
        doc.resources.fonts.map.insert(id.clone(), PdfFont::new(parsed));
        fonts[face] = Some((id, remap));
    }

    let pages = canvas.pages.iter().map(|marks| PdfPage::new(Mm(210.0), Mm(297.0), page_ops(marks, &fonts, &canvas.used))).collect();
    // The fonts are subset here already: printpdf embeds them as they are.
    let options = PdfSaveOptions { subset_fonts: false, ..PdfSaveOptions::default() };
    Ok(doc.with_pages(pages).save(&options, &mut Vec::new()))
}

/// One page: shapes first (fills, then lines), then the text over them.
fn page_ops(marks: &[Mark], fonts: &[Option<(FontId, BTreeMap<u16, u16>)>], used: &[BTreeMap<u16, String>; 4]) -> Vec<Op> {
    let mut ops = Vec::new();
    let mut fill_colour = None;
    for mark in marks {
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
    let mut stroke: Option<(Colour, f32)> = None;
    for mark in marks {
        if let Mark::Line { points, width, colour } = mark {
            if stroke != Some((*colour, *width)) {
                ops.push(Op::SetOutlineColor { col: rgb(*colour) });
                ops.push(Op::SetOutlineThickness { pt: Pt(*width) });
                stroke = Some((*colour, *width));
            }
            let points = points.iter().map(|(x, y)| LinePoint { p: Point { x: Pt(*x), y: Pt(PAGE_H - y) }, bezier: false }).collect();
            ops.push(Op::DrawLine { line: Line { points, is_closed: false } });
        }
    }
    ops.push(Op::StartTextSection);
    let mut font_state: Option<(usize, f32)> = None;
    fill_colour = None;
    for mark in marks {
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
        let text = used[*face].get(gid).cloned().unwrap_or_default();
        ops.push(Op::SetTextMatrix { matrix: TextMatrix::Translate(Pt(*x), Pt(PAGE_H - baseline)) });
        ops.push(Op::ShowText {
            items: vec![TextItem::GlyphIds(vec![Codepoint::with_cid(remap.get(gid).copied().unwrap_or(0), 0.0, text)])],
        });
    }
    ops.push(Op::EndTextSection);
    ops
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use chrono::TimeZone;
    use printpdf::PdfParseOptions;

    use crate::{Align, Canvas, style};

    #[test]
    fn pages_with_text_rectangles_and_lines_render_and_parse_back() {
        let mut c = Canvas::new().unwrap();
        c.text("تحليل سهم أرامكو السعودية", style(16.0, true, (0.0, 0.0, 0.0)), 500.0, 80.0, Align::Right);
        c.text("شركة إيفا للاستشارات المالية: العائد 12.5%", style(10.0, false, (0.0, 0.0, 0.0)), 500.0, 120.0, Align::Right);
        c.fill(48.0, 100.0, 200.0, 20.0, (0.9, 0.9, 0.9));
        c.line(&[(48.0, 300.0), (120.0, 260.0), (200.0, 280.0)], 1.2, (0.0, 0.3, 0.6));
        c.new_page();
        c.text("Page two", style(10.0, false, (0.0, 0.0, 0.0)), 48.0, 80.0, Align::Left);
        assert_eq!(c.page_count(), 2);
        let pdf = c.finish("Sample", chrono::Utc.with_ymd_and_hms(2026, 11, 25, 10, 0, 0).unwrap()).unwrap();
        let parsed = printpdf::PdfDocument::parse(&pdf, &PdfParseOptions::default(), &mut Vec::new()).unwrap();
        assert_eq!(parsed.pages.len(), 2);
        let lines = parsed.pages[0].ops.iter().filter(|op| matches!(op, printpdf::Op::DrawLine { .. })).count();
        assert_eq!(lines, 1);

        // Copied or searched, the text reads in logical order (a lam-alef ligature too).
        let text = crate::text_of(&pdf).unwrap();
        assert!(text.contains("تحليل سهم أرامكو السعودية"), "{text}");
        assert!(text.contains("شركة إيفا للاستشارات المالية"), "{text}");
        assert!(text.contains("Page two"), "{text}");
    }
}
