//! Prometheus metrics: one recorder per process, which every part writes to through the `metrics`
//! facade and `/metrics` renders. Each process (`eva serve`, `eva work`, `eva run`) counts its own
//! work; queue depths are read from the shared queue when scraped, so any process tells them.

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Latency buckets in seconds: from a cached read (a millisecond) to a slow PDF (ten seconds).
const LATENCY_BUCKETS: [f64; 14] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

pub const HTTP_REQUESTS: &str = "eva_http_requests_total";
pub const HTTP_DURATION: &str = "eva_http_request_duration_seconds";
pub const JOB_RUNS: &str = "eva_job_runs_total";
pub const JOB_DURATION: &str = "eva_job_duration_seconds";
pub const JOB_QUEUE_DEPTH: &str = "eva_job_queue_depth";
pub const PAYMENT_OUTCOMES: &str = "eva_payment_outcomes_total";

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// The process's recorder, installed on first use. None only if another recorder was installed
/// first (then this process keeps no metrics of its own).
pub fn handle() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &LATENCY_BUCKETS)
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            describe();
            metrics::set_global_recorder(recorder).ok()?;
            Some(handle)
        })
        .as_ref()
}

fn describe() {
    metrics::describe_counter!(HTTP_REQUESTS, "HTTP requests answered, by method, route pattern and status");
    metrics::describe_histogram!(
        HTTP_DURATION,
        metrics::Unit::Seconds,
        "Time to answer an HTTP request, by method, route pattern and status"
    );
    metrics::describe_counter!(JOB_RUNS, "Job runs, by queue and outcome (ok, retry, failed: attempts used up)");
    metrics::describe_histogram!(JOB_DURATION, metrics::Unit::Seconds, "Time a job run took, by queue");
    metrics::describe_gauge!(JOB_QUEUE_DEPTH, "Jobs in the queue when scraped, by queue and state (pending, scheduled, running, dead)");
    metrics::describe_counter!(PAYMENT_OUTCOMES, "Payments reaching a state (paid, failed, cancelled, refunded...), by provider");
}

/// One HTTP answer. The series' handles are kept per thread, by route, method and status:
/// finding them in the recorder each time (labels built, hashed, looked up under its lock) was
/// 3.5 % of the server's time on a cached route.
pub fn http_request(method: &str, route: &str, status: u16, seconds: f64) {
    /// A route's series: method, status, and their handles (a route has a few of each).
    type Series = Vec<(String, u16, metrics::Counter, metrics::Histogram)>;
    thread_local! {
        static ROUTES: std::cell::RefCell<std::collections::HashMap<String, Series>> = Default::default();
    }
    ROUTES.with_borrow_mut(|routes| {
        if !routes.contains_key(route) {
            routes.insert(route.to_owned(), Vec::new());
        }
        let Some(series) = routes.get_mut(route) else { return };
        let at = match series.iter().position(|(m, s, _, _)| m == method && *s == status) {
            Some(at) => at,
            None => {
                let labels = [("method", method.to_owned()), ("route", route.to_owned()), ("status", status.to_string())];
                series.push((
                    method.to_owned(),
                    status,
                    metrics::counter!(HTTP_REQUESTS, &labels),
                    metrics::histogram!(HTTP_DURATION, &labels),
                ));
                series.len() - 1
            }
        };
        let (_, _, requests, duration) = &series[at];
        requests.increment(1);
        duration.record(seconds);
    });
}

/// How one run of a job ended.
#[derive(Debug, Clone, Copy)]
pub enum JobOutcome {
    Ok,
    /// Failed; it will be tried again.
    Retry,
    /// Failed for the last time.
    Failed,
}

pub fn job_run(queue: &'static str, outcome: JobOutcome, seconds: f64) {
    let outcome = match outcome {
        JobOutcome::Ok => "ok",
        JobOutcome::Retry => "retry",
        JobOutcome::Failed => "failed",
    };
    metrics::counter!(JOB_RUNS, "queue" => queue, "outcome" => outcome).increment(1);
    metrics::histogram!(JOB_DURATION, "queue" => queue).record(seconds);
}

/// A payment reached `status`.
pub fn payment_outcome(provider: &str, status: &str) {
    metrics::counter!(PAYMENT_OUTCOMES, "provider" => provider.to_owned(), "status" => status.to_owned()).increment(1);
}

pub fn queue_depth(queue: &str, state: &'static str, jobs: u64) {
    #[allow(clippy::cast_precision_loss)] // a queue never holds 2^53 jobs
    metrics::gauge!(JOB_QUEUE_DEPTH, "queue" => queue.to_owned(), "state" => state).set(jobs as f64);
}

/// The exposition text, after the recorder's upkeep (histograms drained, so memory stays flat).
pub fn render() -> String {
    handle()
        .map(|h| {
            h.run_upkeep();
            h.render()
        })
        .unwrap_or_default()
}
