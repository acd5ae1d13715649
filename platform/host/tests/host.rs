//! The host's contracts, black-box through HTTP: module switches, the error envelope, the
//! OpenAPI document, health and readiness, the web app, start-up refusals.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "host/abuse_limits.rs"]
mod abuse_limits;
#[path = "host/backup.rs"]
mod backup;
#[path = "host/demo.rs"]
mod demo;
#[path = "host/many_processes.rs"]
mod many_processes;
#[path = "host/metrics.rs"]
mod metrics;
#[path = "host/platform_contracts.rs"]
mod platform_contracts;
#[path = "host/ports_table.rs"]
mod ports_table;
#[path = "host/probe.rs"]
mod probe;
#[path = "host/security.rs"]
mod security;
#[path = "host/storage.rs"]
mod storage;

use eva::ConnectedApp;
use eva_testing::TestApp;
use platform::Settings;
use serde_json::json;

#[tokio::test]
async fn a_disabled_module_answers_404_and_is_not_listed() {
    let app = TestApp::spawn_with_modules(&["accounts"]).await;
    let off = app.get("/api/faq").lang("en").send().await;
    assert_eq!(off.status, 404);
    assert_eq!(off.body, json!({"message": "Not found", "code": "NOT_FOUND"}));
    let modules = app.get("/api/modules").send().await;
    let ids: Vec<&str> = modules.body["data"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids, vec!["accounts"]);
    let openapi = app.get("/api/openapi.json").send().await;
    assert!(openapi.body["paths"].get("/api/faq").is_none(), "a disabled module is not documented");

    let on = TestApp::spawn_with_modules(&["accounts", "content"]).await;
    assert_eq!(on.get("/api/faq").send().await.status, 200);
    let modules = on.get("/api/modules").send().await;
    assert_eq!(modules.body["data"].as_array().unwrap().len(), 2);
    assert_eq!(modules.body["data"][1]["manifest"]["name_en"], "Content");
}

#[tokio::test]
async fn a_disabled_module_runs_no_schedules() {
    let app = TestApp::spawn_with_modules(&["content"]).await;
    assert!(app.registry.schedule_names().is_empty());
    let with_accounts = TestApp::spawn_with_modules(&["accounts", "content"]).await;
    assert_eq!(with_accounts.registry.schedule_names(), vec!["accounts.prune_expired"]);
}

fn settings_with(modules: &[&str]) -> Settings {
    let dir = std::env::temp_dir().join(format!("eva-host-test-{}", std::process::id()));
    let mut s = Settings { data_dir: dir, ..Settings::default() };
    s.modules.enabled = Some(modules.iter().map(|m| (*m).to_owned()).collect());
    s
}

#[tokio::test]
async fn an_unknown_module_stops_start_up_with_a_clear_message() {
    let err = ConnectedApp::connect(settings_with(&["accounts", "crypto"])).await.err().unwrap();
    let message = format!("{err:#}");
    assert!(message.contains("unknown module 'crypto'"), "{message}");
    for m in eva::modules::all_modules() {
        assert!(message.contains(m.id()), "names the known module {}: {message}", m.id());
    }
}

#[tokio::test]
async fn unknown_paths_and_methods_answer_json() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/does-not-exist").send().await;
    assert_eq!(res.status, 404);
    assert_eq!(res.message(), "الصفحة غير موجودة");
    let res = app.get("/api/login").lang("en").send().await;
    assert_eq!(res.status, 404, "GET on a POST route");
    assert_eq!(res.message(), "Not found");
}

#[tokio::test]
async fn bad_input_never_gets_a_500() {
    let app = TestApp::spawn().await;
    let malformed = app.post("/api/login").lang("en").raw_body("application/json", "{\"email\": ").send().await;
    assert_eq!(malformed.status, 400);
    assert_eq!(malformed.message(), "The request body is not valid JSON");

    let wrong_type = app.post("/api/login").lang("en").json(&json!({"email": 42, "password": ["x"]})).send().await;
    assert_eq!(wrong_type.status, 422);
    assert_eq!(wrong_type.message(), "This field has an invalid value");

    let (token, _, _) = app.signed_in_subscriber().await;
    let unknown_enum = app.post("/api/update-language").token(&token).json(&json!({"language": "de"})).send().await;
    assert_eq!(unknown_enum.status, 422);
    assert_eq!(unknown_enum.message(), "القيمة المختارة غير صالحة");
    let missing = app.post("/api/update-language").token(&token).lang("en").json(&json!({})).send().await;
    assert_eq!(missing.status, 422);
    assert_eq!(missing.field_error("language"), Some("This field is required"));

    let huge = "x".repeat(300 * 1024);
    let too_large = app.post("/api/login").lang("en").json(&json!({"email": huge, "password": "x"})).send().await;
    assert_eq!(too_large.status, 413);
    assert_eq!(too_large.message(), "The request is larger than allowed");

    let not_json = app.post("/api/login").raw_body("text/plain", "hello").send().await;
    assert_eq!(not_json.status, 415);

    let bad_query = app.get("/api/faq?page=abc").send().await;
    assert_eq!(bad_query.status, 200, "unknown query parameters are ignored");
}

#[tokio::test]
async fn roles_are_enforced_staff_sees_failed_jobs() {
    let app = TestApp::spawn().await;
    let guest = app.get("/api/staff/jobs/failed").send().await;
    assert_eq!(guest.status, 401);
    let (token, _, _) = app.signed_in_subscriber().await;
    let subscriber = app.get("/api/staff/jobs/failed").token(&token).lang("en").send().await;
    assert_eq!(subscriber.status, 403);
    assert_eq!(subscriber.message(), "You are not allowed to do this");

    let staff_token = app.signed_in_staff().await.token;
    let staff = app.get("/api/staff/jobs/failed").token(&staff_token).send().await;
    assert_eq!(staff.status, 200);
    assert_eq!(staff.body["data"], json!([]));

    let forged = app.get("/api/user").header("Authorization", "Bearer not-a-real-token").send().await;
    assert_eq!(forged.status, 401);
    assert_eq!(forged.body["code"], "1010");
}

#[tokio::test]
async fn every_route_is_in_the_openapi_document() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json").send().await;
    assert_eq!(doc.status, 200);
    let paths = doc.body["paths"].as_object().unwrap();
    for (path, method) in [
        ("/sanctum/csrf-cookie", "get"),
        ("/api/register", "post"),
        ("/api/verify-email", "post"),
        ("/api/resend-email", "post"),
        ("/api/login", "post"),
        ("/api/logout", "post"),
        ("/api/user", "get"),
        ("/api/forgot-password", "post"),
        ("/api/reset-password", "post"),
        ("/api/phone", "post"),
        ("/api/update-language", "post"),
        ("/api/profile", "get"),
        ("/api/profile/personal", "post"),
        ("/api/profile/bank", "post"),
        ("/api/profile/password", "post"),
        ("/api/avatars/{name}", "get"),
        ("/api/contents/{key}", "get"),
        ("/api/faq", "get"),
        ("/api/modules", "get"),
        ("/health", "get"),
        ("/ready", "get"),
        ("/api/staff/jobs/failed", "get"),
    ] {
        assert!(paths.get(path).and_then(|p| p.get(method)).is_some(), "{method} {path} is documented");
    }
    let schemas = doc.body["components"]["schemas"].as_object().unwrap();
    for schema in ["RegisterRequest", "SessionView", "UserView", "ProfileView", "ErrorBody", "ContentView"] {
        assert!(schemas.contains_key(schema), "schema {schema}");
    }
    assert!(doc.body["components"]["securitySchemes"]["bearer"].is_object());
}

#[tokio::test]
async fn health_and_readiness() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get("/health").send().await.status, 200);
    let ready = app.get("/ready").send().await;
    assert_eq!(ready.status, 200);
    assert_eq!(ready.body, json!({"database": true, "queue": true, "stopping": false}));

    // Stopping: the proxy is told to send new requests elsewhere, and answers close their connection.
    app.drain.start();
    let stopping = app.get("/ready").send().await;
    assert_eq!((stopping.status, stopping.body["stopping"].clone()), (503, json!(true)));
    let served = app.get("/api/faq").send().await;
    assert_eq!(served.status, 200, "requests still in flight are served");
    assert_eq!(served.headers["connection"], "close");
}

#[tokio::test]
async fn content_pages_in_both_languages() {
    let app = TestApp::spawn().await;
    let ar = app.get("/api/contents/privacy-policy").send().await;
    assert_eq!(ar.status, 200);
    assert_eq!(ar.body["data"]["title"], "سياسة الخصوصية");
    let en = app.get("/api/contents/privacy-policy").lang("en").send().await;
    assert_eq!(en.body["data"]["title"], "Privacy policy");
    for key in ["terms", "terms-analyst", "disclaimer", "payment-terms", "risk-disclosure", "about-us", "whatsapp", "contact_us"] {
        assert_eq!(app.get(&format!("/api/contents/{key}")).send().await.status, 200, "{key}");
    }
    assert_eq!(app.get("/api/contents/nope").send().await.status, 404);
    let faq = app.get("/api/faq").lang("en").send().await;
    assert!(faq.body["data"].as_array().unwrap().len() >= 5);
    assert_eq!(faq.body["data"][0]["question"], "What are Eva lists?");
}

#[tokio::test]
async fn the_web_app_is_served_with_an_spa_fallback() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><html lang=\"ar\" dir=\"rtl\"><title>Eva</title></html>").unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("assets/index-abc123.js"), "console.log(1)").unwrap();
    let dir = web.path().to_path_buf();
    let app = TestApp::spawn_with(move |s| s.web_dir = dir, |_| {}).await;

    let page = app.get("/my_profile").send().await;
    assert_eq!(page.status, 200);
    assert!(page.body.as_str().unwrap().contains("dir=\"rtl\""));
    assert_eq!(page.headers["cache-control"], "no-cache");
    let asset = app.get("/assets/index-abc123.js").send().await;
    assert_eq!(asset.status, 200);
    assert_eq!(asset.headers["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(app.get("/assets/missing.js").send().await.status, 404);
    assert_eq!(app.get("/api/missing").send().await.status, 404, "API paths never fall back to the app");
    assert_eq!(app.get("/../../etc/passwd").send().await.status, 200, "climbing out serves the app, not the file");
}

#[tokio::test]
async fn business_code_helpers_keep_the_product_codes() {
    use actix_web::body::MessageBody;
    let bodies =
        [platform::http::business::no_payment(), platform::http::business::kyc_required(), platform::http::business::phone_required()];
    let codes: Vec<serde_json::Value> = bodies
        .into_iter()
        .map(|r| {
            assert_eq!(r.status(), 200);
            let bytes = r.into_body().try_into_bytes().unwrap();
            serde_json::from_slice::<serde_json::Value>(&bytes).unwrap()["code"].clone()
        })
        .collect();
    assert_eq!(codes, vec![json!(999), json!("22"), json!("1020")]);
}
