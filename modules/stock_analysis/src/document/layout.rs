//! The analysis document, A4 pages from the top: the title, key figures, the chart, the sections
//! of its kind of analysis, the client's position, the analyst's commentary, and the firm's
//! disclaimer; every page ends with the licence line and its number. Arabic documents are laid
//! out from the right.

use chrono::{DateTime, Utc};
use eva_pdf::{Align, Canvas, Colour, PAGE_H, PAGE_W, Style, style};
use platform::Lang;
use serde::Deserialize;

use super::figures::Figures;
use super::fmt::{amount, date, decimal_bp, percent_bp, price};
use super::{chart, texts};
use crate::form::Position;
use crate::kinds::AnalysisType;

const MARGIN: f32 = 48.0;
const RIGHT: f32 = PAGE_W - MARGIN;
const WIDTH: f32 = RIGHT - MARGIN;
/// Text stops above the footer.
const BOTTOM: f32 = PAGE_H - 72.0;

const INK: Colour = (0.11, 0.13, 0.16);
const MUTED: Colour = (0.38, 0.42, 0.47);
const ACCENT: Colour = (0.04, 0.33, 0.39);
const BAND: Colour = (0.93, 0.95, 0.96);
const RULE: Colour = (0.80, 0.83, 0.86);

/// The firm whose analysis it is (`[module.stock_analysis]`).
#[derive(Debug, Clone, Deserialize)]
pub struct Firm {
    pub name_ar: String,
    pub name_en: String,
    pub licence_ar: String,
    pub licence_en: String,
}

pub struct DocumentInput<'a> {
    pub lang: Lang,
    pub analysis: AnalysisType,
    pub request_id: i64,
    pub client_name: &'a str,
    pub figures: &'a Figures,
    pub position: Option<Position>,
    /// The analyst's commentary; empty in a draft.
    pub commentary: &'a str,
    pub draft: bool,
    pub issued_at: DateTime<Utc>,
    pub firm: &'a Firm,
}

pub struct Rendered {
    pub bytes: Vec<u8>,
    pub pages: usize,
}

/// Text placed from the reading side: the right edge in Arabic, the left in English.
struct Flow<'a> {
    c: Canvas,
    y: f32,
    ar: bool,
    footer: &'a str,
}

impl Flow<'_> {
    fn side(&self) -> (f32, Align) {
        if self.ar { (RIGHT, Align::Right) } else { (MARGIN, Align::Left) }
    }

    fn footer(&mut self) {
        let page = self.c.page_count();
        self.c.fill(MARGIN, PAGE_H - 56.0, WIDTH, 0.6, RULE);
        let (x, align) = self.side();
        let foot = style(7.5, false, MUTED);
        self.c.paragraph(self.footer, foot, (x, PAGE_H - 42.0), align, WIDTH - 60.0, 10.0);
        let number = if self.ar { format!("صفحة {page}") } else { format!("Page {page}") };
        let (nx, nalign) = if self.ar { (MARGIN, Align::Left) } else { (RIGHT, Align::Right) };
        self.c.text(&number, foot, nx, PAGE_H - 42.0, nalign);
    }

    /// Room for `h` more points on this page, or a new page.
    fn room(&mut self, h: f32) {
        if self.y + h > BOTTOM {
            self.footer();
            self.c.new_page();
            self.y = MARGIN + 10.0;
        }
    }

    fn heading(&mut self, text: &str) {
        self.room(60.0);
        self.y += 14.0;
        self.c.fill(MARGIN, self.y - 14.0, WIDTH, 22.0, BAND);
        let (x, align) = self.side();
        let inset = if self.ar { -8.0 } else { 8.0 };
        self.c.text(text, style(12.5, true, ACCENT), x + inset, self.y + 2.0, align);
        self.y += 24.0;
    }

    fn paragraph(&mut self, text: &str) {
        let s = style(10.0, false, INK);
        let lines = self.c.shaper.wrap(text, s.size, s.bold, WIDTH);
        let (x, align) = self.side();
        for line in lines {
            self.room(16.0);
            self.c.text(&line, s, x, self.y, align);
            self.y += 15.5;
        }
        self.y += 6.0;
    }

    /// Label and value pairs in two columns.
    fn figures(&mut self, rows: &[(String, String)]) {
        let label = style(9.0, false, MUTED);
        let value = style(10.5, true, INK);
        let half = WIDTH / 2.0;
        for pair in rows.chunks(2) {
            self.room(30.0);
            for (i, (name, v)) in pair.iter().enumerate() {
                // In Arabic the first column is the right one.
                let col = if self.ar { RIGHT - half * i as f32 } else { MARGIN + half * i as f32 };
                let align = if self.ar { Align::Right } else { Align::Left };
                self.c.text(name, label, col, self.y, align);
                self.c.text(v, value, col, self.y + 14.0, align);
            }
            self.y += 32.0;
        }
    }

    fn table(&mut self, header: [&str; 2], rows: &[(String, String)]) {
        let (x, align) = self.side();
        let other = if self.ar { MARGIN + WIDTH * 0.45 } else { MARGIN + WIDTH * 0.55 };
        let bold = style(9.5, true, MUTED);
        self.room(20.0);
        self.c.text(header[0], bold, x, self.y, align);
        self.c.text(header[1], bold, other, self.y, Align::Right);
        self.y += 6.0;
        self.c.fill(MARGIN, self.y, WIDTH, 0.5, RULE);
        self.y += 13.0;
        let s: Style = style(9.5, false, INK);
        for (a, b) in rows {
            self.room(15.0);
            self.c.text(a, s, x, self.y, align);
            self.c.text(b, s, other, self.y, Align::Right);
            self.y += 15.0;
        }
        self.y += 8.0;
    }
}

fn t<'a>(ar: bool, a: &'a str, e: &'a str) -> &'a str {
    if ar { a } else { e }
}

/// The document as PDF bytes, with its number of pages.
pub fn render(input: &DocumentInput<'_>) -> anyhow::Result<Rendered> {
    let ar = input.lang == Lang::Ar;
    let f = input.figures;
    let firm_name = if ar { &input.firm.name_ar } else { &input.firm.name_en };
    let licence = if ar { &input.firm.licence_ar } else { &input.firm.licence_en };
    let footer = format!("{firm_name} — {licence}");
    let mut canvas = Canvas::new()?;
    canvas.shaper.rtl = Some(ar);
    let mut flow = Flow { c: canvas, y: MARGIN + 14.0, ar, footer: &footer };
    let (x, align) = flow.side();
    let stock_name = if ar { &f.stock.name_ar } else { &f.stock.name_en };
    let kind = input.analysis.name().text(input.lang);

    // The title block.
    flow.c.text(firm_name, style(9.5, false, MUTED), x, flow.y, align);
    flow.y += 26.0;
    let title = format!("{kind}: {stock_name} ({})", f.stock.symbol);
    let lines = flow.c.paragraph(&title, style(19.0, true, ACCENT), (x, flow.y), align, WIDTH, 24.0);
    flow.y += 24.0 * lines as f32;
    let issued = date(platform::saudi_time::day_of(input.issued_at), input.lang);
    let meta = if ar {
        format!("أُعدّ لـ {} — الطلب رقم {} — {issued}", input.client_name, input.request_id)
    } else {
        format!("Prepared for {} — request {} — {issued}", input.client_name, input.request_id)
    };
    flow.c.text(&meta, style(9.5, false, MUTED), x, flow.y, align);
    flow.y += 16.0;
    if input.draft {
        flow.c.text(
            t(ar, "مسودة بانتظار مراجعة المحلل", "Draft awaiting the analyst's review"),
            style(9.5, true, (0.70, 0.25, 0.05)),
            x,
            flow.y,
            align,
        );
        flow.y += 16.0;
    }
    flow.c.fill(MARGIN, flow.y, WIDTH, 0.8, RULE);
    flow.y += 24.0;

    // Key figures.
    let currency = f.stock.currency();
    let mut rows = vec![
        (t(ar, "السعر", "Price").to_owned(), format!("{} {currency}", price(f.price))),
        (t(ar, "بتاريخ", "As of").to_owned(), date(f.as_of, input.lang)),
        (t(ar, "أعلى 52 أسبوعاً", "52-week high").to_owned(), price(f.high_52w())),
        (t(ar, "أدنى 52 أسبوعاً", "52-week low").to_owned(), price(f.low_52w())),
        (t(ar, "العائد في سنة", "One-year return").to_owned(), f.return_1y_bp().map(percent_bp).unwrap_or_else(|| "—".into())),
    ];
    if let Some(cap) = f.market_cap() {
        rows.push((t(ar, "القيمة السوقية", "Market value").to_owned(), format!("{} {currency}", amount(cap))));
    }
    if let Some(y) = f.dividend_yield_bp() {
        rows.push((t(ar, "عائد التوزيعات", "Dividend yield").to_owned(), percent_bp(y)));
    }
    if let Some(rsi) = f.picture.as_ref().and_then(|p| p.rsi14_x100) {
        rows.push((t(ar, "القوة النسبية (14)", "RSI (14)").to_owned(), decimal_bp(i64::from(rsi))));
    }
    flow.figures(&rows);

    // The chart.
    flow.heading(t(ar, "حركة السعر في سنة", "The price over a year"));
    flow.room(230.0);
    let legend = [t(ar, "الإغلاق", "Close"), t(ar, "متوسط 20 يوماً", "20-day average"), t(ar, "متوسط 50 يوماً", "50-day average")];
    flow.y = chart::draw(&mut flow.c, &f.bars, (MARGIN, flow.y + 6.0, WIDTH, 200.0), legend, input.lang) + 10.0;

    if matches!(input.analysis, AnalysisType::Technical | AnalysisType::Comprehensive) {
        flow.heading(t(ar, "التحليل الفني", "Technical analysis"));
        for p in texts::technical(&texts::technical_facts(f, input.lang))? {
            flow.paragraph(&p);
        }
        let pic = f.picture.as_ref();
        let level = |p: Option<platform::price::Price>| p.map(price).unwrap_or_else(|| "—".into());
        let levels = vec![
            (t(ar, "متوسط 20 يوماً", "20-day average").to_owned(), level(pic.and_then(|p| p.sma20))),
            (t(ar, "متوسط 50 يوماً", "50-day average").to_owned(), level(pic.and_then(|p| p.sma50))),
            (t(ar, "متوسط 200 يوم", "200-day average").to_owned(), level(pic.and_then(|p| p.sma200))),
            (t(ar, "الحد العلوي لبولنجر", "Upper Bollinger band").to_owned(), level(pic.and_then(|p| p.bb_upper))),
            (t(ar, "الحد السفلي لبولنجر", "Lower Bollinger band").to_owned(), level(pic.and_then(|p| p.bb_lower))),
            (t(ar, "أعلى 52 أسبوعاً", "52-week high").to_owned(), price(f.high_52w())),
            (t(ar, "أدنى 52 أسبوعاً", "52-week low").to_owned(), price(f.low_52w())),
        ];
        flow.table([t(ar, "المستوى الفني", "Technical level"), t(ar, "السعر", "Price")], &levels);
    }
    if matches!(input.analysis, AnalysisType::Financial | AnalysisType::Comprehensive) {
        flow.heading(t(ar, "التحليل المالي", "Financial analysis"));
        let facts = texts::financial_facts(f, input.lang);
        for p in texts::financial(&facts)? {
            flow.paragraph(&p);
        }
        if let Some(v) = f.valuation() {
            let year = date(v.period_end, input.lang);
            let title = if ar {
                format!("المؤشرات المالية (السنة المنتهية في {year})")
            } else {
                format!("Financial ratios (the year to {year})")
            };
            let title = if v.demo { format!("{title} {}", t(ar, "— بيانات تجريبية", "— demo data")) } else { title };
            flow.heading(&title);
            let pct = |bp: Option<i64>| bp.map(percent_bp).unwrap_or_else(|| "—".into());
            let times = |x100: Option<i64>| x100.map(decimal_bp).unwrap_or_else(|| "—".into());
            let rows = vec![
                (t(ar, "نمو الإيرادات", "Revenue growth").to_owned(), pct(v.revenue_growth_bp)),
                (t(ar, "نمو صافي الربح", "Earnings growth").to_owned(), pct(v.earnings_growth_bp)),
                (t(ar, "هامش صافي الربح", "Net margin").to_owned(), pct(v.net_margin_bp)),
                (t(ar, "مكرر الربحية", "P/E").to_owned(), times(v.pe_x100)),
                (t(ar, "السعر إلى القيمة الدفترية", "P/B").to_owned(), times(v.pb_x100)),
                (t(ar, "عائد التوزيعات", "Dividend yield").to_owned(), pct(v.dividend_yield_bp)),
                (t(ar, "نسبة التوزيع من الأرباح", "Payout ratio").to_owned(), pct(v.payout_bp)),
            ];
            flow.table([t(ar, "المؤشر", "Ratio"), t(ar, "القيمة", "Value")], &rows);
        }
        if !f.dividends.is_empty() {
            let rows: Vec<(String, String)> =
                f.dividends.iter().rev().map(|d| (date(d.ex_date, input.lang), format!("{} {currency}", price(d.amount)))).collect();
            flow.table([t(ar, "تاريخ الاستحقاق", "Ex-date"), t(ar, "التوزيع للسهم", "Dividend a share")], &rows);
        }
    }
    if let Some(position) = &input.position {
        flow.heading(t(ar, "مركزك في السهم", "Your position"));
        for p in texts::position(&texts::position_facts(f, position, input.lang))? {
            flow.paragraph(&p);
        }
    }
    flow.heading(t(ar, "رأي المحلل", "The analyst's view"));
    if input.commentary.trim().is_empty() {
        flow.paragraph(t(ar, "يضيف المحلل رأيه عند مراجعة هذه المسودة.", "The analyst adds their view when reviewing this draft."));
    } else {
        for p in input.commentary.split("\n\n").filter(|p| !p.trim().is_empty()) {
            flow.paragraph(p.trim());
        }
    }
    flow.heading(t(ar, "إخلاء المسؤولية", "Disclaimer"));
    flow.paragraph(&texts::disclaimer(input.lang)?);
    flow.paragraph(&format!("{firm_name} — {licence}"));
    flow.footer();

    let pages = flow.c.page_count();
    let title = format!("{kind} {} #{}", f.stock.symbol, input.request_id);
    Ok(Rendered { bytes: flow.c.finish(&title, input.issued_at)?, pages })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use chrono::TimeZone;
    use platform::price::Price;

    use super::*;
    use crate::document::sample::{figures, firm};

    pub fn input<'a>(f: &'a Figures, firm: &'a Firm, lang: Lang, analysis: AnalysisType) -> DocumentInput<'a> {
        DocumentInput {
            lang,
            analysis,
            request_id: 42,
            client_name: "سارة العتيبي",
            figures: f,
            position: Some(Position { average_price: Price(312_000), quantity: 250, portfolio_bp: 1_500 }),
            commentary: "",
            draft: true,
            issued_at: Utc.with_ymd_and_hms(2026, 11, 25, 9, 0, 0).unwrap(),
            firm,
        }
    }

    #[test]
    fn an_arabic_comprehensive_analysis_reads_in_order_with_its_sections() {
        let (f, firm) = (figures(), firm());
        let doc = render(&input(&f, &firm, Lang::Ar, AnalysisType::Comprehensive)).unwrap();
        assert!(doc.pages >= 2, "{} pages", doc.pages);
        let text = eva_pdf::text_of(&doc.bytes).unwrap();
        for words in [
            "تحليل شامل",
            "أرامكو السعودية",
            "حركة السعر في سنة",
            "التحليل الفني",
            "التحليل المالي",
            "مركزك في السهم",
            "مسودة بانتظار مراجعة المحلل",
            "إخلاء المسؤولية",
            "مرخصة من هيئة السوق المالية",
        ] {
            assert!(text.contains(words), "{words} in:\n{text}");
        }
        let order = ["حركة السعر في سنة", "التحليل الفني", "التحليل المالي", "مركزك في السهم", "رأي المحلل"].map(|w| text.find(w).unwrap());
        assert!(order.windows(2).all(|w| w[0] < w[1]), "sections in order: {order:?}");
        // Numbers inside an Arabic sentence come out where the reader puts them; the words read in order.
        assert!(text.contains("بمتوسط") && text.contains("31.20") && text.contains("سارة العتيبي"), "{text}");
        if let Ok(path) = std::env::var("EVA_ANALYSIS_SAMPLE") {
            std::fs::write(path, &doc.bytes).unwrap();
        }
    }

    #[test]
    fn each_kind_has_its_own_sections_and_english_on_request() {
        let (f, firm) = (figures(), firm());
        let technical = eva_pdf::text_of(&render(&input(&f, &firm, Lang::En, AnalysisType::Technical)).unwrap().bytes).unwrap();
        assert!(technical.contains("Technical analysis") && !technical.contains("Financial analysis"), "{technical}");
        assert!(technical.contains("You hold 250 shares at an average of 31.20 SAR"), "{technical}");
        let financial = eva_pdf::text_of(&render(&input(&f, &firm, Lang::En, AnalysisType::Financial)).unwrap().bytes).unwrap();
        assert!(financial.contains("Financial analysis") && !financial.contains("Technical analysis"), "{financial}");
        assert!(financial.contains("The company paid 2 cash dividends"), "{financial}");
        let approved =
            DocumentInput { commentary: "A steady payer.\n\nHold.", draft: false, ..input(&f, &firm, Lang::En, AnalysisType::Financial) };
        let text = eva_pdf::text_of(&render(&approved).unwrap().bytes).unwrap();
        assert!(text.contains("A steady payer.") && !text.contains("Draft awaiting"), "{text}");
    }
}
