//! Text to positioned glyphs: bidi runs, one font per stretch, shaped with rustybuzz.

use anyhow::anyhow;
use rustybuzz::{BufferClusterLevel, Direction, UnicodeBuffer};
use unicode_bidi::BidiInfo;

use crate::{ARABIC, FONT_FILES, LATIN};

/// One glyph of a shaped line: x from the line's left edge and y offset, in points.
#[derive(Debug, Clone)]
pub struct Glyph {
    pub face: usize,
    pub gid: u16,
    pub x: f32,
    pub dy: f32,
    /// The characters of its cluster, on the first glyph of a cluster.
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct ShapedLine {
    /// In visual order, left to right.
    pub glyphs: Vec<Glyph>,
    pub width: f32,
}

fn is_arabic(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}

/// The marks and isolates that steer the bidi algorithm (LRM, RLM, ALM, LRE…RLO, LRI…PDI).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c as u32, 0x061C | 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// Text that reads left to right whatever surrounds it (a signed number, a Latin name): an
/// Arabic line keeps "-24.12%" whole instead of moving its minus to the far end.
pub fn ltr_isolate(text: &str) -> String {
    format!("\u{2066}{text}\u{2069}")
}

/// Arabic marks that sit on the letter before them.
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06DC | 0x06DF..=0x06E4 | 0x06E7 | 0x06E8 | 0x06EA..=0x06ED)
}

/// The letters of `text` in reverse order, each with its marks after it.
fn reversed_letters(text: &str) -> String {
    let mut letters: Vec<String> = Vec::new();
    for c in text.chars() {
        match letters.last_mut() {
            Some(last) if is_mark(c) => last.push(c),
            _ => letters.push(c.to_string()),
        }
    }
    letters.into_iter().rev().collect()
}

/// The bundled faces, parsed once per document.
pub struct Shaper {
    pub faces: Vec<rustybuzz::Face<'static>>,
    /// The direction of every line when set (a document in one language: a wrapped line of an
    /// Arabic paragraph that starts with a Latin word is still right to left); otherwise each
    /// line's first strong letter decides.
    pub rtl: Option<bool>,
}

impl Shaper {
    pub fn new() -> anyhow::Result<Self> {
        let faces = FONT_FILES
            .iter()
            .enumerate()
            .map(|(i, bytes)| rustybuzz::Face::from_slice(bytes, 0).ok_or_else(|| anyhow!("bundled font {i} does not parse")))
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Self { faces, rtl: None })
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
        // One cluster a character: a PDF maps each glyph to one text for the whole document, so a
        // mark keeps its own glyph's text and only a ligature stands for several letters.
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
                let cluster = text.get(start..end).unwrap_or_default();
                // Readers put a right-to-left line back in logical order glyph by glyph and
                // reverse the characters a glyph stands for with it (a lam-alef ligature is two
                // letters): they are written reversed so that they come out right.
                if rtl { reversed_letters(cluster) } else { cluster.to_owned() }
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
    pub fn shape(&self, text: &str, size: f32, bold: bool) -> ShapedLine {
        let mut glyphs = Vec::new();
        let mut pen = 0.0;
        let level = self.rtl.map(|rtl| if rtl { unicode_bidi::Level::rtl() } else { unicode_bidi::Level::ltr() });
        let bidi = BidiInfo::new(text, level);
        for para in &bidi.paragraphs {
            let line = para.range.clone();
            let (levels, runs) = bidi.visual_runs(para, line);
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                let run_text = &text[run.clone()];
                // Stretches of one font, in logical order. The bidi controls have done their work
                // in the runs: they are drawn by no font and copied by no reader.
                let mut stretches: Vec<(usize, String)> = Vec::new();
                let mut previous = None;
                for c in run_text.chars().filter(|c| !is_bidi_control(*c)) {
                    let face = self.face_for(c, previous, bold);
                    match stretches.last_mut() {
                        Some((f, stretch)) if *f == face => stretch.push(c),
                        _ => stretches.push((face, c.to_string())),
                    }
                    previous = Some(face);
                }
                if rtl {
                    stretches.reverse();
                }
                for (face, stretch) in stretches {
                    self.shape_stretch(&stretch, face, rtl, size, &mut pen, &mut glyphs);
                }
            }
        }
        ShapedLine { glyphs, width: pen }
    }

    pub fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        self.shape(text, size, bold).width
    }

    /// Breaks `text` into lines no wider than `max` (at spaces; a word too long for a line is
    /// broken between characters). Each word is shaped once and lines are measured as the sum
    /// of their words and spaces: letters join within words, never across a space.
    pub fn wrap(&self, text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
        let space = self.width(" ", size, bold);
        let mut lines = Vec::new();
        let mut current = String::new();
        let mut current_width = 0.0;
        for word in text.split_whitespace() {
            let width = self.width(word, size, bold);
            if !current.is_empty() && current_width + space + width <= max {
                current.push(' ');
                current.push_str(word);
                current_width += space + width;
                continue;
            }
            if !current.is_empty() {
                lines.push(std::mem::take(&mut current));
            }
            if width <= max {
                current = word.to_owned();
                current_width = width;
                continue;
            }
            for c in word.chars() {
                let longer = format!("{current}{c}");
                let longer_width = self.width(&longer, size, bold);
                if !current.is_empty() && longer_width > max {
                    lines.push(std::mem::replace(&mut current, c.to_string()));
                    current_width = self.width(&current, size, bold);
                } else {
                    current = longer;
                    current_width = longer_width;
                }
            }
        }
        if !current.is_empty() || lines.is_empty() {
            lines.push(current);
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::ARABIC_BOLD;

    #[test]
    fn arabic_is_shaped_into_joined_forms_and_laid_out_right_to_left() {
        let s = Shaper::new().unwrap();
        // Unshaped, each letter would be its own glyph in its isolated form (the cmap's glyph).
        let word = "مبسطة";
        let line = s.shape(word, 10.0, false);
        assert_eq!(line.glyphs.len(), word.chars().count());
        let isolated: Vec<u16> = word.chars().map(|ch| s.faces[ARABIC].glyph_index(ch).unwrap().0).collect();
        let shaped: Vec<u16> = line.glyphs.iter().map(|g| g.gid).collect();
        assert_ne!(shaped.iter().rev().copied().collect::<Vec<_>>(), isolated, "letters take their joined forms");
        // Right to left: the first letter (م) is drawn last, at the right end.
        assert_eq!(line.glyphs.last().unwrap().text, "م");
        assert_eq!(line.glyphs.first().unwrap().text, "ة");
        assert!(line.glyphs.iter().all(|g| g.face == ARABIC));

        // Mixed: the Arabic phrase right of the number in an Arabic line; digits in Latin glyphs.
        let mixed = s.shape("الإجمالي 449.00", 10.0, false);
        let first = &mixed.glyphs[0];
        assert_eq!((first.face, first.text.as_str()), (LATIN, "4"));
        assert_eq!(mixed.glyphs.last().unwrap().text, "ا");

        let title = s.shape("إشعار دائن ضريبي مبسط", 20.0, true);
        assert!(title.glyphs.iter().all(|g| g.face == ARABIC_BOLD));
        assert_eq!(title.glyphs.last().unwrap().text, "إ");
    }

    #[test]
    fn an_isolated_signed_number_keeps_its_minus_in_front_inside_arabic() {
        let mut s = Shaper::new().unwrap();
        s.rtl = Some(true);
        let visual = |line: &str| s.shape(line, 10.0, false).glyphs.iter().map(|g| g.text.clone()).collect::<String>();
        // Bare, the bidi algorithm takes the minus (and the percent sign) away from the digits'
        // left: «%24.12-».
        assert!(visual("العائد -24.12%").starts_with("%24.12-"), "{}", visual("العائد -24.12%"));
        let isolated = format!("العائد {}", ltr_isolate("-24.12%"));
        assert!(visual(&isolated).starts_with("-24.12%"), "{}", visual(&isolated));
        // The controls draw nothing and copy as nothing.
        assert!(!visual(&isolated).chars().any(is_bidi_control));
    }

    #[test]
    fn a_letter_keeps_its_marks_when_a_ligature_is_reversed_for_readers() {
        assert_eq!(reversed_letters("لاً"), "اًل");
        assert_eq!(reversed_letters("abc"), "cba");
    }

    #[test]
    fn a_document_direction_keeps_a_line_that_starts_in_latin_right_to_left() {
        let mut s = Shaper::new().unwrap();
        let line = "SAR، أي عائد";
        assert_eq!(s.shape(line, 10.0, false).glyphs[0].text, "S", "auto: the line reads left to right");
        s.rtl = Some(true);
        assert_eq!(s.shape(line, 10.0, false).glyphs[0].text, "د", "right to left: the Arabic ends at the left");
    }

    #[test]
    fn long_text_wraps_within_its_width() {
        let s = Shaper::new().unwrap();
        let lines = s.wrap("شركة إيفا للاستشارات المالية وخدمات الأبحاث والتحليل الفني للأسهم السعودية", 10.0, false, 150.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| s.width(l, 10.0, false) <= 150.0));
        let unbroken = s.wrap(&"x".repeat(200), 10.0, false, 100.0);
        assert!(unbroken.len() > 1 && unbroken.iter().all(|l| s.width(l, 10.0, false) <= 100.0));
    }
}
