//! Stock-analysis document benchmark: a comprehensive Arabic analysis of ten A4 pages (key
//! figures, the year's vector chart, the technical and financial sections, the client's position
//! and a long analyst's view) rendered again and again; prints the pages, the size and the
//! render time: `cargo bench -p stock_analysis --bench analysis-bench` (release; `-- --runs N`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use chrono::Utc;
use platform::Lang;
use platform::price::Price;
use stock_analysis::document::layout::{DocumentInput, render};
use stock_analysis::document::sample::{figures, firm};
use stock_analysis::form::Position;
use stock_analysis::kinds::AnalysisType;

const PAGES: usize = 10;

/// One paragraph of the analyst's view, repeated until the document has its pages.
const VIEW: &str = "يحافظ السهم على اتجاه صاعد منذ بداية العام مدعوماً بتوزيعات منتظمة، ونرى أن مستوى 31.20 ريالاً يمثل دعماً مهماً على المدى المتوسط، بينما تبقى المقاومة عند أعلى سعر في 52 أسبوعاً. ننصح بمتابعة نتائج الربع القادم قبل زيادة المركز، مع وقف خسارة تحت المتوسط المتحرك لخمسين يوماً.";

fn main() {
    // `--smoke` (make test): one run, to show it still renders.
    let smoke = std::env::args().any(|a| a == "--smoke");
    let runs: usize =
        std::env::args().skip_while(|a| a != "--runs").nth(1).and_then(|n| n.parse().ok()).unwrap_or(if smoke { 1 } else { 30 });
    let (f, firm) = (figures(), firm());
    let mut view = String::new();
    let document = |commentary: &str| {
        render(&DocumentInput {
            lang: Lang::Ar,
            analysis: AnalysisType::Comprehensive,
            request_id: 1,
            client_name: "سارة العتيبي",
            figures: &f,
            position: Some(Position { average_price: Price(312_000), quantity: 250, portfolio_bp: 1_500 }),
            commentary,
            draft: false,
            issued_at: Utc::now(),
            firm: &firm,
        })
        .unwrap()
    };
    // A smoke run (a debug build) renders a two-page document: each page costs seconds there.
    let pages = if smoke { 2 } else { PAGES };
    while document(&view).pages < pages {
        view.push_str(VIEW);
        view.push_str("\n\n");
    }
    let sample = document(&view);
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            let doc = document(&view);
            assert_eq!(doc.pages, sample.pages);
            started.elapsed()
        })
        .collect();
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("| document | pages | bytes | runs | median | p95 | max |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    println!(
        "| comprehensive, Arabic, chart, position | {} | {} | {runs} | {:.1} ms | {:.1} ms | {:.1} ms |",
        sample.pages,
        sample.bytes.len(),
        ms(times[runs / 2]),
        ms(times[(runs * 95 / 100).min(runs - 1)]),
        ms(times[runs - 1])
    );
    if let Ok(path) = std::env::var("EVA_ANALYSIS_BENCH_PDF") {
        std::fs::write(path, &sample.bytes).unwrap();
    }
}
