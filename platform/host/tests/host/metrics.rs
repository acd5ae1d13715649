//! `/metrics`: requests by route and status with latency, job runs and failures, queue depths,
//! payment outcomes; and who may read it.

use std::time::Duration;

use eva_testing::TestApp;
use platform::AppContext;
use platform::jobs::{Job, JobError};
use serde::{Deserialize, Serialize};

/// A job that always fails, in one attempt.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct AlwaysFails;

impl Job for AlwaysFails {
    const QUEUE: &'static str = "host_test.always_fails";
    const MAX_ATTEMPTS: usize = 1;

    async fn run(self, _ctx: AppContext) -> Result<(), JobError> {
        Err("this job fails on purpose".into())
    }
}

async fn scrape(app: &TestApp) -> String {
    let res = app.get("/metrics").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert!(res.headers["content-type"].to_str().unwrap().starts_with("text/plain"));
    res.body.as_str().unwrap().to_owned()
}

/// The value of the series whose line starts with `series` (labels in Prometheus' sorted order).
fn value(text: &str, series: &str) -> Option<f64> {
    text.lines().find(|l| l.starts_with(series)).and_then(|l| l.rsplit(' ').next()).and_then(|v| v.parse().ok())
}

#[tokio::test]
async fn metrics_count_requests_jobs_queues_and_payments() {
    let app = TestApp::spawn_with(
        |_| {},
        |jobs| {
            jobs.job::<AlwaysFails>();
        },
    )
    .await;
    for _ in 0..3 {
        assert_eq!(app.get("/api/faq").send().await.status, 200);
    }
    assert_eq!(app.get("/api/notifications/12345").send().await.status, 401);

    // A platform package bought on the sandbox: the payment reaches "paid".
    let (token, _, _) = app.signed_in_subscriber().await;
    let packages = app.get("/api/all-packages").send().await;
    let plan = packages.body["data"][0]["plans"][0]["id"].as_i64().unwrap();
    let body =
        serde_json::json!({"plan_id": plan, "method": "mada", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let started = app.post("/api/subscribe").token(&token).json(&body).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;

    app.ctx.queue.push(AlwaysFails).await.unwrap();
    let mut text = String::new();
    for _ in 0..100 {
        text = scrape(&app).await;
        if value(&text, r#"eva_job_runs_total{queue="host_test.always_fails",outcome="failed"}"#).is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(value(&text, r#"eva_job_runs_total{queue="host_test.always_fails",outcome="failed"}"#).unwrap() >= 1.0, "{text}");
    assert!(value(&text, r#"eva_http_requests_total{method="GET",route="/api/faq",status="200"}"#).unwrap() >= 3.0, "{text}");
    assert!(
        text.contains(r#"eva_http_request_duration_seconds_bucket{method="GET",route="/api/faq",status="200",le="0.1"}"#),
        "latency histogram by route: {text}"
    );
    assert!(
        value(&text, r#"eva_http_requests_total{method="GET",route="/api/notifications/{id}",status="401"}"#).is_some(),
        "routes are labelled by their pattern, never the raw path: {text}"
    );
    assert!(value(&text, r#"eva_payment_outcomes_total{provider="sandbox",status="paid"}"#).unwrap() >= 1.0, "{text}");
    assert!(text.contains(r#"eva_job_queue_depth{queue="host_test.always_fails",state="dead"}"#), "{text}");
    assert!(text.contains("# TYPE eva_http_request_duration_seconds histogram"), "{text}");
}

#[tokio::test]
async fn only_prometheus_reads_metrics() {
    let open = TestApp::spawn().await;
    let proxied = open.get("/metrics").header("X-Forwarded-For", "203.0.113.9").send().await;
    assert_eq!(proxied.status, 403, "a request through the proxy is someone outside");

    // Reached from elsewhere and no token: a same-host proxy that sets only X-Real-IP is not
    // told apart from a local scraper, so nobody reads it.
    let public = TestApp::spawn_with(
        |s| {
            s.public_url = "https://eva.example.sa".into();
            s.allow_sandbox = true;
        },
        |_| {},
    )
    .await;
    assert_eq!(public.get("/metrics").header("X-Real-IP", "203.0.113.9").send().await.status, 403);
    assert_eq!(public.get("/metrics").send().await.status, 403, "the token is required");
    let guarded_public = TestApp::spawn_with(
        |s| {
            s.public_url = "https://eva.example.sa".into();
            s.allow_sandbox = true;
            s.http.metrics_token = Some(platform::settings::Secret::new("scrape-me"));
        },
        |_| {},
    )
    .await;
    assert_eq!(guarded_public.get("/metrics").token("scrape-me").send().await.status, 200);

    let guarded = TestApp::spawn_with(|s| s.http.metrics_token = Some(platform::settings::Secret::new("scrape-me")), |_| {}).await;
    assert_eq!(guarded.get("/metrics").send().await.status, 403);
    assert_eq!(guarded.get("/metrics").token("wrong").send().await.status, 403);
    assert_eq!(guarded.get("/metrics").token("scrape-me").send().await.status, 200);
}
