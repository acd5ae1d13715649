//! What goes on the pages, in page coordinates (y from the top), before the fonts are subset.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use crate::shaping::Shaper;

/// Red, green and blue, 0–1.
pub type Colour = (f32, f32, f32);

/// How a piece of text looks.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    pub colour: Colour,
}

pub const fn style(size: f32, bold: bool, colour: Colour) -> Style {
    Style { size, bold, colour }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
    Centre,
}

pub(crate) enum Mark {
    Glyph {
        face: usize,
        size: f32,
        x: f32,
        baseline: f32,
        gid: u16,
        colour: Colour,
    },
    Fill {
        x: f32,
        top: f32,
        w: f32,
        h: f32,
        colour: Colour,
    },
    /// An open polyline.
    Line {
        points: Vec<(f32, f32)>,
        width: f32,
        colour: Colour,
    },
}

/// A document being drawn: pages of marks, and every glyph used with the text it stands for.
pub struct Canvas {
    pub shaper: Shaper,
    pub(crate) pages: Vec<Vec<Mark>>,
    /// Per face, every glyph used and the text it stands for (the first non-empty wins).
    pub(crate) used: [BTreeMap<u16, String>; 4],
}

impl Canvas {
    /// A document with one empty page.
    pub fn new() -> anyhow::Result<Self> {
        Ok(Self { shaper: Shaper::new()?, pages: vec![Vec::new()], used: Default::default() })
    }

    /// Starts a new page; what is drawn next goes on it.
    pub fn new_page(&mut self) {
        self.pages.push(Vec::new());
    }

    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    fn mark(&mut self, mark: Mark) {
        if let Some(page) = self.pages.last_mut() {
            page.push(mark);
        }
    }

    /// Draws one line with its baseline at `baseline`, `x` being its left or right edge or
    /// centre; answers its width.
    pub fn text(&mut self, text: &str, style: Style, x: f32, baseline: f32, align: Align) -> f32 {
        let Style { size, bold, colour } = style;
        let line = self.shaper.shape(text, size, bold);
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
            self.mark(Mark::Glyph { face: g.face, size, x: left + g.x, baseline: baseline - g.dy, gid: g.gid, colour });
        }
        line.width
    }

    /// Draws `text` wrapped to `max` points; answers how many lines it took.
    pub fn paragraph(&mut self, text: &str, style: Style, (x, baseline): (f32, f32), align: Align, max: f32, leading: f32) -> usize {
        let lines = self.shaper.wrap(text, style.size, style.bold, max);
        for (i, line) in lines.iter().enumerate() {
            self.text(line, style, x, baseline + leading * i as f32, align);
        }
        lines.len()
    }

    pub fn fill(&mut self, x: f32, top: f32, w: f32, h: f32, colour: Colour) {
        self.mark(Mark::Fill { x, top, w, h, colour });
    }

    /// A polyline through `points` (page coordinates, y from the top).
    pub fn line(&mut self, points: &[(f32, f32)], width: f32, colour: Colour) {
        if points.len() >= 2 {
            self.mark(Mark::Line { points: points.to_vec(), width, colour });
        }
    }

    /// Subsets the fonts to the glyphs used and writes the PDF.
    pub fn finish(self, title: &str, issued_at: DateTime<Utc>) -> anyhow::Result<Vec<u8>> {
        crate::write::pdf(self, title, issued_at)
    }
}
