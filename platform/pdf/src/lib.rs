//! Eva's PDF pages. printpdf places glyphs but does not shape: each line is split into bidi runs
//! (unicode-bidi), each run into stretches of one font (Arabic letters take Noto Sans Arabic,
//! the rest Noto Sans), each stretch is shaped with rustybuzz and its glyph ids are placed one by
//! one, with the text of their cluster so that copying and searching the PDF work. The fonts are
//! bundled (`templates/fonts/`, OFL) and subset to the glyphs used, so a PDF stays small.
//!
//! Pages are A4 and laid out from the top-left corner, in points.

mod canvas;
mod read;
mod shaping;
mod write;

pub use read::{PdfError, pages_of};

pub use canvas::{Align, Canvas, Colour, Style, style};
pub use shaping::{Glyph, ShapedLine, Shaper, is_bidi_control, ltr_isolate};

/// A4 in points.
pub const PAGE_W: f32 = 595.28;
pub const PAGE_H: f32 = 841.89;

/// The faces, in the order [`Shaper`] numbers them.
pub const LATIN: usize = 0;
pub const LATIN_BOLD: usize = 1;
pub const ARABIC: usize = 2;
pub const ARABIC_BOLD: usize = 3;

/// The text of a PDF as a reader extracts it (poppler's `pdftotext`, which puts right-to-left
/// lines back in logical order), for tests and checks; pages are separated by form feeds.
pub fn text_of(pdf: &[u8]) -> anyhow::Result<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| anyhow::anyhow!("pdftotext (poppler-utils; `make pdf-deps` installs it): {e}"))?;
    child.stdin.take().ok_or_else(|| anyhow::anyhow!("pdftotext's input"))?.write_all(pdf)?;
    let out = child.wait_with_output()?;
    anyhow::ensure!(out.status.success(), "pdftotext failed: {}", String::from_utf8_lossy(&out.stderr));
    // Its bidi embedding marks say how it read each run; the text itself is what is compared.
    let text = String::from_utf8(out.stdout)?;
    Ok(text.chars().filter(|c| !matches!(*c as u32, 0x202A..=0x202E | 0x2066..=0x2069)).collect())
}

const FONT_FILES: [&[u8]; 4] = [
    include_bytes!("../../../templates/fonts/NotoSans-Regular.ttf"),
    include_bytes!("../../../templates/fonts/NotoSans-Bold.ttf"),
    include_bytes!("../../../templates/fonts/NotoSansArabic-Regular.ttf"),
    include_bytes!("../../../templates/fonts/NotoSansArabic-Bold.ttf"),
];
const FONT_NAMES: [&str; 4] = ["NotoSans-Regular", "NotoSans-Bold", "NotoSansArabic-Regular", "NotoSansArabic-Bold"];
