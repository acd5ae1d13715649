//! Timing endpoints of a running app for the benchmarks (BENCHMARKS.md): warm-up, then each
//! request timed alone, as p50 / p95 / p99.

use std::time::{Duration, Instant};

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let last = sorted.len().saturating_sub(1) as f64;
    sorted[(last * p).round() as usize]
}

/// An endpoint to time: its name in the table, the paths it rotates through, and what to do
/// before each request.
pub type Case<'a> = (&'a str, Vec<String>, &'a dyn Fn());

/// `before_each` runs outside the timed part (e.g. emptying a cache so each request computes).
pub async fn time_endpoint(
    client: &reqwest::Client,
    base: &str,
    paths: &[String],
    requests: usize,
    before_each: &dyn Fn(),
) -> (Duration, Duration, Duration) {
    for path in paths.iter().cycle().take(20) {
        client.get(format!("{base}{path}")).send().await.expect("the app answers").bytes().await.expect("a body");
    }
    let mut samples = Vec::with_capacity(requests);
    for path in paths.iter().cycle().take(requests) {
        before_each();
        let start = Instant::now();
        let res = client.get(format!("{base}{path}")).send().await.expect("the app answers");
        assert!(res.status().is_success(), "{path}: {}", res.status());
        res.bytes().await.expect("a body");
        samples.push(start.elapsed());
    }
    samples.sort();
    (percentile(&samples, 0.5), percentile(&samples, 0.95), percentile(&samples, 0.99))
}

/// A table row of milliseconds.
pub fn row(name: &str, (p50, p95, p99): (Duration, Duration, Duration)) -> String {
    format!("| {name} | {:.2} ms | {:.2} ms | {:.2} ms |", p50.as_secs_f64() * 1e3, p95.as_secs_f64() * 1e3, p99.as_secs_f64() * 1e3)
}

/// The switch that runs a benchmark on a tiny dataset in seconds (`make test` runs each so, so
/// that a change that breaks a benchmark fails CI). It takes no value.
pub const SMOKE: &str = "--smoke";

/// A bench's `--flag value` pairs, each given to `set` (and [`SMOKE`], with an empty value); a
/// flag `set` does not know, or a value it cannot read, stops the bench with a message naming it.
pub fn parse_flags(mut set: impl FnMut(&str, String) -> Result<(), String>) {
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = if flag == SMOKE { String::new() } else { it.next().unwrap_or_default() };
        if let Err(why) = set(&flag, value) {
            eprintln!("{flag}: {why}");
            std::process::exit(2);
        }
    }
}

/// A flag's number, or why it is not one.
pub fn number<T: std::str::FromStr>(value: &str) -> Result<T, String> {
    value.parse().map_err(|_| format!("'{value}' is not a number"))
}
