//! Eva Chat's understanding: how right, per intent, on the evaluation sets, and how long it takes
//! per question (the market's stock index and the cues, in process, after one warm-up pass).
//!
//!   understanding-bench [--rounds N] [--smoke]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use chat::understanding::understand;
use eva_testing::TestApp;
use eva_testing::bench::{self, percentile};
use platform::ports::{MarketCode, MarketData, StockRef};

const SETS: [(&str, &str); 2] = [
    ("tuning", include_str!("../../../../modules/chat/tests/data/understanding.jsonl")),
    ("held-out", include_str!("../../../../modules/chat/tests/data/understanding-heldout.jsonl")),
];

#[derive(serde::Deserialize)]
struct Case {
    q: String,
    context: Option<String>,
    stocks: Vec<String>,
    intent: String,
    period: Option<String>,
    advice: bool,
}

#[tokio::main]
async fn main() {
    let mut rounds = 20usize;
    bench::parse_flags(|flag, value| match flag {
        bench::SMOKE => {
            rounds = 1;
            Ok(())
        }
        "--rounds" => {
            rounds = bench::number(&value)?;
            Ok(())
        }
        other => Err(format!("unknown flag {other}")),
    });
    let app = TestApp::spawn().await;
    let market = app.ctx.required_port::<dyn MarketData>().unwrap();
    let mut times: Vec<Duration> = Vec::new();
    for (name, set) in SETS {
        let cases: Vec<Case> = set.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect();
        let mut contexts: Vec<Option<StockRef>> = Vec::new();
        for case in &cases {
            let context = match &case.context {
                Some(symbol) => {
                    let mut found = None;
                    for m in [MarketCode::Tasi, MarketCode::Nomu, MarketCode::Us] {
                        found = found.or(market.stock_by_symbol(m, symbol).await.unwrap());
                    }
                    found
                }
                None => None,
            };
            contexts.push(context);
        }
        let mut tally: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
        for (round, _) in (0..=rounds).enumerate() {
            for (case, context) in cases.iter().zip(&contexts) {
                let started = Instant::now();
                let u = understand(&app.ctx, &case.q, context.as_ref()).await.unwrap();
                let took = started.elapsed();
                // Round 0 warms the index and the cue tables, and is the one counted for accuracy.
                if round == 0 {
                    let symbols: Vec<&str> = u.stocks.iter().map(|s| s.symbol.as_str()).collect();
                    let right = symbols == case.stocks.iter().map(String::as_str).collect::<Vec<_>>()
                        && u.intent.key() == case.intent
                        && (case.intent != "performance" || u.period.map(|p| p.key()) == case.period)
                        && u.advice == case.advice;
                    let slot = tally.entry(case.intent.as_str()).or_default();
                    slot.1 += 1;
                    slot.0 += u32::from(right);
                } else {
                    times.push(took);
                }
            }
        }
        println!("{name} set, {} questions:", cases.len());
        for (intent, (r, n)) in &tally {
            println!("  {intent:14} {r:3}/{n:3} {:5.1}%", 100.0 * f64::from(*r) / f64::from(*n));
        }
        let (r, n) = tally.values().fold((0, 0), |(a, b), (r, n)| (a + r, b + n));
        println!("  {:14} {r:3}/{n:3} {:5.1}%", "all", 100.0 * f64::from(r) / f64::from(n));
    }
    times.sort();
    println!(
        "understanding time over {} questions: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        percentile(&times, 0.50).as_secs_f64() * 1000.0,
        percentile(&times, 0.99).as_secs_f64() * 1000.0,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1000.0
    );
}
