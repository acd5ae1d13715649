//! Eva Chat pipeline benchmark: questions asked through the real HTTP API, answered by the
//! workers against a local fake model with a fixed delay, and followed on the answer stream.
//! Reports the pipeline's own time (to the `done` event, less the model's fixed time) and the
//! time to the first streamed piece (less the model's first delay).
//!
//!   chat-bench [--questions N] [--first-delay-ms N] [--chunks N] [--chunk-delay-ms N] [--smoke]
//!
//! With `EVA_TEST_DATABASE_URL` / `EVA_TEST_REDIS_URL` set it runs on PostgreSQL / Redis.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use eva_testing::bench::{self, percentile};
use eva_testing::{Behaviour, FakeGrants, FakeModel, TestApp};
use platform::ports::Feature;
use serde_json::json;

struct Args {
    questions: usize,
    first_delay_ms: u64,
    chunks: usize,
    chunk_delay_ms: u64,
}

fn args() -> Args {
    let mut a = Args { questions: 200, first_delay_ms: 150, chunks: 5, chunk_delay_ms: 20 };
    bench::parse_flags(|flag, value| {
        match flag {
            bench::SMOKE => a.questions = 5,
            "--questions" => a.questions = bench::number(&value)?,
            "--first-delay-ms" => a.first_delay_ms = bench::number(&value)?,
            "--chunks" => a.chunks = bench::number(&value)?,
            "--chunk-delay-ms" => a.chunk_delay_ms = bench::number(&value)?,
            other => return Err(format!("unknown flag {other}")),
        }
        Ok(())
    });
    a
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

#[tokio::main]
async fn main() {
    let a = args();
    let behaviour = Behaviour {
        first_delay: Duration::from_millis(a.first_delay_ms),
        chunks: a.chunks,
        chunk_delay: Duration::from_millis(a.chunk_delay_ms),
        ..Behaviour::default()
    };
    // The fake sleeps before the first piece and between pieces: that is the model's time.
    let model_time = behaviour.first_delay + behaviour.chunk_delay * u32::try_from(a.chunks).unwrap();
    let model = FakeModel::start(behaviour).await;
    let grants = FakeGrants::everyone(&[Feature::AiChat]);
    let base_url = model.base_url.clone();
    let app = TestApp::spawn_full(
        move |s| {
            eva_testing::bench_app::for_benchmark(s);
            s.module.insert("chat".into(), json!({"fair_use_daily": 1_000_000, "model": {"base_url": base_url, "api_key": "sk-bench", "model": "fake", "attempts": 1}}));
        },
        |_| {},
        vec![grants.module()],
    )
    .await;
    let yesterday = chrono::Utc::now().date_naive() - chrono::Duration::days(1);
    let options = market::seed::DemoOptions { seed: 7, end: yesterday, trading_days: 500, only: Some(vec!["2222".into()]) };
    market::seed::seed_demo_history(&app.ctx, &options).await.unwrap();
    let user = app.verified_subscriber().await;
    let stocks = app.get("/api/stocks?query=2222").send().await;
    let stock = stocks.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "2222").unwrap()["id"].as_i64().unwrap();
    let client = reqwest::Client::new();

    let (mut overhead, mut first_piece, mut accepted) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..a.questions {
        let started = Instant::now();
        let asked = app.post("/api/chat/question").token(&user.token).json(&json!({"questionId": 1, "stockid": stock})).send().await;
        assert_eq!(asked.status, 201, "{:?}", asked.body);
        accepted.push(started.elapsed());
        let id = asked.body["data"]["message"]["id"].as_i64().unwrap();
        let mut res = client.get(format!("{}/api/chat/messages/{id}/stream", app.address)).bearer_auth(&user.token).send().await.unwrap();
        let mut seen = String::new();
        let mut first = None;
        while let Some(chunk) = res.chunk().await.unwrap() {
            seen.push_str(&String::from_utf8_lossy(&chunk));
            if first.is_none() && seen.contains("event: delta") {
                first = Some(started.elapsed());
            }
            if seen.contains("event: done") || seen.contains("event: failed") {
                break;
            }
        }
        assert!(seen.contains("event: done"), "{seen}");
        let total = started.elapsed();
        overhead.push(total.saturating_sub(model_time));
        first_piece.push(first.unwrap_or(total).saturating_sub(Duration::from_millis(a.first_delay_ms)));
    }
    for v in [&mut overhead, &mut first_piece, &mut accepted] {
        v.sort();
    }
    let backend = if app.uses_postgres { "PostgreSQL" } else { "SQLite" };
    let queue = if app.uses_redis { "Redis" } else { "SQLite" };
    println!(
        "chat pipeline, {} questions, {backend} data, {queue} jobs, model {} ms ({} pieces)",
        a.questions,
        model_time.as_millis(),
        a.chunks
    );
    for (name, v) in [
        ("question accepted (POST)", &accepted),
        ("pipeline over the model (to done)", &overhead),
        ("first piece over the model's first delay", &first_piece),
    ] {
        println!("| {name} | {} | {} | {} |", ms(percentile(v, 0.50)), ms(percentile(v, 0.95)), ms(percentile(v, 0.99)));
    }
    model.stop().await;
}
