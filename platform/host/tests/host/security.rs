//! Security headers, CORS, cookie flags and HEAD, on pages, API answers and files.

use eva_testing::TestApp;
use reqwest::Method;

const PAGE: &str =
    r#"<!doctype html><html lang="ar" dir="rtl"><head><meta name="csp-nonce" content="__EVA_CSP_NONCE__"><title>Eva</title></head></html>"#;

async fn app_with_web(tls: bool, cors: &[&str]) -> (TestApp, tempfile::TempDir) {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), PAGE).unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("assets/index-abc123.js"), "console.log(1)").unwrap();
    let dir = web.path().to_path_buf();
    let cors: Vec<String> = cors.iter().map(|o| (*o).to_owned()).collect();
    let app = TestApp::spawn_with(
        move |s| {
            s.web_dir = dir;
            s.http.hsts = Some(tls);
            s.http.cors_origins = cors;
        },
        |_| {},
    )
    .await;
    (app, web)
}

fn header<'a>(res: &'a eva_testing::TestResponse, name: &str) -> &'a str {
    res.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default()
}

fn assert_common(res: &eva_testing::TestResponse, what: &str) {
    assert_eq!(header(res, "x-content-type-options"), "nosniff", "{what}");
    assert_eq!(header(res, "referrer-policy"), "strict-origin-when-cross-origin", "{what}");
    assert_eq!(header(res, "x-frame-options"), "DENY", "{what}");
    assert!(header(res, "permissions-policy").contains("camera=()"), "{what}");
    assert!(header(res, "content-security-policy").contains("frame-ancestors 'none'"), "{what}");
}

#[tokio::test]
async fn pages_run_only_their_own_scripts_and_styles_carrying_their_nonce() {
    let (app, _web) = app_with_web(true, &[]).await;
    let page = app.get("/stock/1").send().await;
    assert_eq!(page.status, 200);
    assert_common(&page, "page");
    let csp = header(&page, "content-security-policy");
    assert!(csp.contains("script-src 'self';") && !csp.contains("unsafe"), "{csp}");
    let body = page.body.as_str().unwrap();
    let nonce = body.split("content=\"").nth(1).unwrap().split('"').next().unwrap();
    assert!(nonce.len() >= 22 && nonce != "__EVA_CSP_NONCE__", "{body}");
    assert!(csp.contains(&format!("style-src 'self' 'nonce-{nonce}'")), "the header names the page's nonce: {csp}");
    let again = app.get("/stock/1").send().await;
    assert_ne!(header(&again, "content-security-policy"), csp, "a nonce is never served twice");
    assert!(header(&page, "strict-transport-security").starts_with("max-age="));
}

#[tokio::test]
async fn api_answers_and_files_allow_nothing_to_run() {
    let (app, _web) = app_with_web(false, &[]).await;
    for path in ["/api/faq", "/api/missing", "/api/openapi.json"] {
        let res = app.get(path).send().await;
        assert_common(&res, path);
        assert_eq!(header(&res, "content-security-policy"), "default-src 'none'; frame-ancestors 'none'", "{path}");
        assert!(res.headers.get("strict-transport-security").is_none(), "no HSTS over plain HTTP: {path}");
    }
}

#[tokio::test]
async fn scripts_may_run_as_workers_on_this_origin_only() {
    let (app, _web) = app_with_web(false, &[]).await;
    // The service worker runs under its own script's policy: it must reach this origin to cache.
    let script = app.get("/assets/index-abc123.js").send().await;
    assert_common(&script, "script");
    let csp = header(&script, "content-security-policy");
    assert!(csp.contains("default-src 'self'") && csp.contains("script-src 'self';") && !csp.contains("unsafe"), "{csp}");
}

#[tokio::test]
async fn head_answers_like_get_without_a_body() {
    let (app, _web) = app_with_web(false, &[]).await;
    for path in ["/api/faq", "/api/markets", "/news", "/assets/index-abc123.js", "/api/missing"] {
        let get = app.get(path).header("Accept-Encoding", "identity").send().await;
        let head = app.request(Method::HEAD, path).header("Accept-Encoding", "identity").send().await;
        assert_eq!(head.status, get.status, "{path}");
        assert_eq!(head.body, serde_json::Value::String(String::new()), "{path}");
        assert_eq!(header(&head, "content-type"), header(&get, "content-type"), "{path}");
        assert_common(&head, path);
    }
}

#[tokio::test]
async fn only_configured_origins_may_call_from_a_browser() {
    let (app, _web) = app_with_web(false, &["https://app.example.sa"]).await;
    let other = app.get("/api/faq").header("Origin", "https://evil.example").send().await;
    assert_eq!(other.status, 200, "served, but the browser will not hand it to the other site");
    assert!(other.headers.get("access-control-allow-origin").is_none());
    let preflight = app
        .request(Method::OPTIONS, "/api/user")
        .header("Origin", "https://evil.example")
        .header("Access-Control-Request-Method", "GET")
        .send()
        .await;
    assert!(preflight.headers.get("access-control-allow-origin").is_none());

    let ours = app
        .request(Method::OPTIONS, "/api/user")
        .header("Origin", "https://app.example.sa")
        .header("Access-Control-Request-Method", "GET")
        .header("Access-Control-Request-Headers", "authorization")
        .send()
        .await;
    assert_eq!(header(&ours, "access-control-allow-origin"), "https://app.example.sa");
    assert!(ours.headers.get("access-control-allow-credentials").is_none(), "bearer tokens, never cookies");

    let (closed, _web) = app_with_web(false, &[]).await;
    let none = closed.get("/api/faq").header("Origin", "https://app.example.sa").send().await;
    assert!(none.headers.get("access-control-allow-origin").is_none(), "no origin is allowed by default");
}

#[tokio::test]
async fn the_csrf_cookie_stays_on_this_site_and_off_plain_http_under_tls() {
    let (tls, _a) = app_with_web(true, &[]).await;
    let cookie = header(&tls.get("/sanctum/csrf-cookie").send().await, "set-cookie").to_owned();
    assert!(cookie.contains("Secure") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"), "{cookie}");
    let (plain, _b) = app_with_web(false, &[]).await;
    let cookie = header(&plain.get("/sanctum/csrf-cookie").send().await, "set-cookie").to_owned();
    assert!(!cookie.contains("Secure") && cookie.contains("SameSite=Strict"), "{cookie}");
}

/// The modules `/api/modules` says run on a built-in sandbox.
async fn sandboxed_modules(app: &TestApp) -> Vec<String> {
    let modules = app.get("/api/modules").send().await;
    let mut ids: Vec<String> = modules.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["sandbox"] == true)
        .map(|m| m["id"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

const SANDBOX_PAGE: &str = "/api/payments/sandbox/{reference}";

/// A built-in sandbox grants for free what is sold and passes any identity number: it runs only
/// where chosen by name, an https deployment refuses it unless `allow_sandbox` says it is meant
/// (and then the web app is told, to show its banner), and its pages exist only while it runs.
#[tokio::test]
async fn sandbox_providers_run_only_where_they_are_meant() {
    let staging = TestApp::spawn_with(
        |s| {
            s.public_url = "https://staging.eva.example.sa".into();
            s.allow_sandbox = true;
        },
        |_| {},
    )
    .await;
    assert_eq!(sandboxed_modules(&staging).await, ["kyc", "subscriptions"]);
    assert!(staging.get("/api/openapi.json").send().await.body["paths"].get(SANDBOX_PAGE).is_some());

    let mut refused = (*staging.ctx.settings).clone();
    refused.allow_sandbox = false;
    let error = format!("{:#}", eva::ConnectedApp::connect(refused.clone()).await.err().expect("the start-up is refused"));
    assert!(error.contains("[module.subscriptions] card_provider") && error.contains("allow_sandbox = true"), "{error}");
    refused.module.insert("subscriptions".into(), serde_json::json!({"card_provider": ""}));
    let error = format!("{:#}", eva::ConnectedApp::connect(refused).await.err().expect("the start-up is refused"));
    assert!(error.contains("[module.kyc] provider"), "the identity sandbox alone is refused too: {error}");

    // Nothing named: no sandbox, no sandbox page, no identity check, nothing to buy.
    let plain = TestApp::spawn_with(
        |s| {
            s.module.remove("subscriptions");
            s.module.get_mut("kyc").unwrap()["provider"] = serde_json::json!("");
        },
        |_| {},
    )
    .await;
    assert!(sandboxed_modules(&plain).await.is_empty());
    assert!(plain.get("/api/openapi.json").send().await.body["paths"].get(SANDBOX_PAGE).is_none());
    assert_eq!(plain.post("/api/payments/sandbox/any").send().await.status, 404);
    let user = plain.verified_subscriber().await;
    let check = plain
        .post("/api/call_ap_web")
        .token(&user.token)
        .lang("en")
        .json(&serde_json::json!({"identity_number": "1000000008"}))
        .send()
        .await;
    assert_eq!(check.status, 503, "{:?}", check.body);
    assert_eq!(check.message(), "Identity verification through Nafath is not offered on this service at the moment: please contact us");
}

/// A body that stops arriving is cut after `[http] body_idle_secs` with 408, in the caller's
/// language, instead of holding the connection for as long as the client likes.
#[tokio::test]
async fn a_body_that_stops_arriving_is_answered_408() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = TestApp::spawn_with(|s| s.http.body_idle_secs = 1, |_| {}).await;
    let host = app.address.trim_start_matches("http://").to_owned();
    let mut slow = tokio::net::TcpStream::connect(&host).await.unwrap();
    let head = format!(
        "POST /api/login HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nAccept-Language: en\r\nContent-Length: 100\r\n\r\n{{\"email\""
    );
    slow.write_all(head.as_bytes()).await.unwrap();
    let started = std::time::Instant::now();
    let mut answer = vec![0u8; 4096];
    let read = tokio::time::timeout(std::time::Duration::from_secs(20), slow.read(&mut answer))
        .await
        .expect("an answer, not a held connection")
        .unwrap();
    let answer = String::from_utf8_lossy(&answer[..read]).into_owned();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("The request took too long to arrive"), "{answer}");
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}
