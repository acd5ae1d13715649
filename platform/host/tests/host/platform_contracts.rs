//! The contracts modules meet through: requirement extractors and their codes, ports, durable
//! events, live module switches, bounded numbers, panics, a truthful OpenAPI document and the
//! dependency rule.

use std::sync::Arc;
use std::time::Duration;

use eva::ConnectedApp;
use eva_testing::TestApp;
use platform::events::DailyBarsStored;
use serde_json::{Value, json};

use super::probe::{Probe, ProbeState};

/// The host's modules and the probe. Modules that need the market are left off: some follow
/// DailyBarsStored too, and these tests count the probe's deliveries and switch the market off
/// under it.
async fn with_probe(depends_on: &'static [&'static str]) -> (TestApp, Arc<ProbeState>) {
    let state = Arc::new(ProbeState::default());
    let probe = Probe { id: "probe", state: state.clone(), depends_on };
    let modules: Vec<String> =
        eva::modules::all_modules().iter().filter(|m| !m.depends_on().contains(&"market")).map(|m| m.id().to_owned()).collect();
    let app = TestApp::spawn_full(move |s| s.modules.enabled = Some(modules), |_| {}, vec![Box::new(probe)]).await;
    (app, state)
}

#[tokio::test]
async fn requirement_extractors_answer_the_product_codes() {
    let (app, state) = with_probe(&[]).await;
    assert_eq!(app.get("/api/probe/signals").send().await.status, 401, "guests sign in first");

    let user = app.verified_subscriber().await;
    let free = app.get("/api/probe/signals").token(&user.token).lang("en").send().await;
    assert_eq!((free.status, free.body["code"].clone()), (200, json!(999)));
    assert_eq!(free.message(), "This feature is not available in your free subscription");
    state.entitled.lock().unwrap().insert(user.id);
    let paid = app.get("/api/probe/signals").token(&user.token).send().await;
    assert_eq!(paid.body["data"]["user"], user.id);
    // Every check of one request is answered from one read of the user's grants.
    let before = state.grant_reads.load(std::sync::atomic::Ordering::Relaxed);
    let both = app.get("/api/probe/grants").token(&user.token).send().await;
    assert_eq!(both.body["data"], json!({"signals": true, "reports": false}));
    assert_eq!(state.grant_reads.load(std::sync::atomic::Ordering::Relaxed) - before, 1);

    let kyc = app.get("/api/probe/kyc").token(&user.token).send().await;
    assert_eq!((kyc.status, kyc.body["code"].clone()), (200, json!("22")));
    assert_eq!(kyc.message(), "يرجى إكمال التحقق من الهوية أولاً");
    state.kyc_verified.lock().unwrap().insert(user.id);
    assert_eq!(app.get("/api/probe/kyc").token(&user.token).send().await.body["data"]["user"], user.id);

    let (no_phone, _, _) = app.signed_in_subscriber().await;
    let phone = app.get("/api/probe/phone").token(&no_phone).lang("en").send().await;
    assert_eq!((phone.status, phone.body["code"].clone()), (200, json!("1020")));
    assert_eq!(phone.message(), "Please add your phone number first");
    assert_eq!(app.get("/api/probe/phone").token(&user.token).send().await.body["data"]["user"], user.id);
}

#[tokio::test]
async fn without_a_provider_nothing_paid_is_granted_and_kyc_is_not_asked() {
    let without_kyc: Vec<String> = eva::modules::all_modules().iter().map(|m| m.id().to_owned()).filter(|id| id != "kyc").collect();
    let app = TestApp::spawn_with(move |s| s.modules.enabled = Some(without_kyc), |_| {}).await;
    let user = app.verified_subscriber().await;
    let entitlements = app.ctx.entitlements();
    assert!(!entitlements.has(user.id, platform::ports::Feature::AiChat).await.unwrap());
    assert!(app.ctx.require_kyc(user.id).await.is_ok(), "no kyc module, no KYC requirement");
    let market = app.ctx.port::<dyn platform::ports::MarketData>().expect("market provides MarketData");
    let rajhi = market.stock_by_symbol(platform::ports::MarketCode::Tasi, "1120").await.unwrap().expect("Al Rajhi is listed");
    assert_eq!(rajhi.currency(), "SAR");
    assert!(market.search("الراجحى", 5).await.unwrap().iter().any(|s| s.id == rajhi.id), "search forgives letter variants");
}

async fn wait_until(mut check: impl FnMut() -> bool) -> bool {
    for _ in 0..200 {
        if check() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

fn event(day: u32) -> DailyBarsStored {
    DailyBarsStored { market: "TASI".into(), date: chrono::NaiveDate::from_ymd_opt(2026, 11, day).unwrap() }
}

#[tokio::test]
async fn events_reach_every_subscriber_at_least_once_even_across_a_restart() {
    let (app, state) = with_probe(&[]).await;
    let failed_count = || async { platform::jobs::list_failed(&app.ctx.queue, &app.registry.queues()).await.unwrap() };
    let wait_failed = |n: usize| async move {
        let mut found = Vec::new();
        for _ in 0..150 {
            found = failed_count().await;
            if found.len() >= n {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        found
    };

    assert_eq!(app.ctx.publish(&event(1)).await.unwrap(), 2, "two subscribers");
    assert!(wait_until(|| state.delivered.lock().unwrap().len() == 1).await, "the recorder gets it although the other fails");
    // The always-failing subscriber uses its attempts and stays visible as failed.
    let found = wait_failed(1).await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].queue.ends_with("event.DailyBarsStored.probe.always_fails"), "{found:?}");
    assert_eq!(found[0].attempts, 8);

    app.stop_workers().await;
    assert_eq!(app.ctx.publish(&event(2)).await.unwrap(), 2);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(state.delivered.lock().unwrap().len(), 1, "nothing runs while the workers are down");
    app.start_workers().await;
    assert!(wait_until(|| state.delivered.lock().unwrap().len() == 2).await, "delivered after the restart");
    assert_eq!(state.delivered.lock().unwrap()[1].1, event(2));
    assert_eq!(wait_failed(2).await.len(), 2, "the failing subscriber's second delivery is kept too");
}

/// The outbox: an event leaves only with the commit of its fact, relays side by side send each
/// event once, a row another relay holds is left to it, and a row relayed twice (a crash before it
/// was removed) reaches the subscriber with the same delivery id. The workers are stopped while
/// the test moves rows: their sweep would be one more relay, at a moment of its own choosing
/// (once it held a row this test then re-inserted, and CI failed on the duplicate key).
#[tokio::test]
async fn staged_events_leave_with_their_commit_once() {
    use platform::entities::event_outbox;
    use platform::events::outbox;
    use sea_orm::sea_query::Expr;
    use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter};
    let state = Arc::new(ProbeState::default());
    let probe = Probe { id: "probe", state: state.clone(), depends_on: &[] };
    let app = TestApp::spawn_full(|_| {}, |_| {}, vec![Box::new(probe)]).await;
    app.stop_workers().await;
    let relay = || outbox::relay(&app.ctx.db, &app.ctx.events);

    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    app.ctx.stage_events(&txn, &[event(4)]).await.unwrap();
    txn.rollback().await.unwrap();
    assert_eq!(outbox_left(&app).await, 0, "a rolled-back fact leaves no event");
    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    app.ctx.stage_events(&txn, &[event(5)]).await.unwrap();
    txn.commit().await.unwrap();
    assert_eq!(relay().await.unwrap(), 1);
    assert_eq!(outbox_left(&app).await, 0, "relayed rows leave the outbox");

    // Many events, two relays at once: each event is relayed by one of them.
    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    let many: Vec<DailyBarsStored> = (6..=25).map(event).collect();
    app.ctx.stage_events(&txn, &many).await.unwrap();
    txn.commit().await.unwrap();
    let (first, second) = tokio::join!(relay(), relay());
    assert_eq!(first.unwrap() + second.unwrap(), 20);

    // A row another relay holds (its claim runs) is left to it: this relay ends without it.
    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    app.ctx.stage_events(&txn, &[event(26)]).await.unwrap();
    txn.commit().await.unwrap();
    let row = event_outbox::Entity::find().one(&app.ctx.db).await.unwrap().expect("staged");
    let claim = |until: Option<chrono::DateTime<chrono::Utc>>| {
        event_outbox::Entity::update_many()
            .col_expr(event_outbox::Column::ClaimedUntil, Expr::value(until))
            .filter(event_outbox::Column::Id.eq(row.id))
            .exec(&app.ctx.db)
    };
    claim(Some(chrono::Utc::now() + chrono::Duration::minutes(1))).await.unwrap();
    assert_eq!(relay().await.unwrap(), 0, "held by another relay");
    assert_eq!(outbox_left(&app).await, 1);
    // The holder stopped before sending: once its claim has run out, the next relay sends it.
    claim(Some(chrono::Utc::now() - chrono::Duration::seconds(1))).await.unwrap();
    assert_eq!(relay().await.unwrap(), 1);
    // Relayed, then found again (the process died before removing it): the same delivery id.
    row.clone().into_active_model().reset_all().insert(&app.ctx.db).await.unwrap();
    assert_eq!(relay().await.unwrap(), 1);
    assert_eq!(outbox_left(&app).await, 0);

    app.start_workers().await;
    assert!(wait_until(|| state.delivered.lock().unwrap().len() == 23).await, "{:?}", days(&state));
    let deliveries: Vec<(String, uuid::Uuid)> = days(&state).into_iter().zip(state.delivery_ids.lock().unwrap().iter().copied()).collect();
    let mut seen: Vec<&String> = deliveries.iter().map(|(day, _)| day).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 22, "every event once, the re-found one twice: {deliveries:?}");
    let twice: Vec<uuid::Uuid> = deliveries.iter().filter(|(day, _)| day == "26").map(|(_, id)| *id).collect();
    assert_eq!(twice.len(), 2);
    assert_eq!(twice[0], twice[1], "a subscriber de-duplicates the second copy by its delivery id");
    let mut ids: Vec<uuid::Uuid> = deliveries.iter().map(|(_, id)| *id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 22, "the other events each have their own delivery id");
}

fn days(state: &ProbeState) -> Vec<String> {
    state.delivered.lock().unwrap().iter().map(|(_, e)| e.date.format("%d").to_string()).collect()
}

/// A relay that cannot reach the queue (Redis down) gives back the row it claimed: the first relay
/// after the queue returns sends it, rather than a minute later when the claim runs out
/// (`make chaos` waited on one).
#[tokio::test]
async fn a_relay_that_cannot_reach_the_queue_gives_its_event_back_at_once() {
    use platform::events::{EventBus, Subscriber, outbox};
    use platform::jobs::{JobBackend, JobQueue};
    let state = Arc::new(ProbeState::default());
    let probe = Probe { id: "probe", state: state.clone(), depends_on: &[] };
    // The workers' sweep waits a minute between runs: only this test's relays move the row.
    let app = TestApp::spawn_full(|s| s.jobs.outbox_sweep_ms = 60_000, |_| {}, vec![Box::new(probe)]).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let dir = tempfile::tempdir().unwrap();
    let away = JobBackend::connect(&dir.path().join("away.sqlite"), None).await.unwrap();
    if let JobBackend::Sqlite(pool) = &away {
        pool.close().await;
    }
    let subscriber = Subscriber { module: "probe", event: "DailyBarsStored", name: "probe.record" };
    let cut_off = EventBus::new(vec![subscriber], JobQueue::new(away, ""), app.ctx.switches.clone());

    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    app.ctx.stage_events(&txn, &[event(7)]).await.unwrap();
    txn.commit().await.unwrap();
    assert!(outbox::relay(&app.ctx.db, &cut_off).await.is_err(), "the queue is away");
    assert_eq!(outbox::relay(&app.ctx.db, &app.ctx.events).await.unwrap(), 1, "the row was given back");
    assert!(wait_until(|| state.delivered.lock().unwrap().len() == 1).await);
}

#[tokio::test]
async fn a_module_switched_off_gets_no_events_and_no_requests() {
    let (app, state) = with_probe(&["market"]).await;
    let staff = app.signed_in_staff().await;
    let off = app.put("/api/staff/modules/probe").token(&staff.token).json(&json!({"enabled": false})).send().await;
    assert_eq!(off.status, 200, "{:?}", off.body);
    assert_eq!(app.ctx.publish(&event(3)).await.unwrap(), 0, "no subscriber is on");
    assert_eq!(app.get("/api/probe/panic").send().await.status, 404);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(state.delivered.lock().unwrap().is_empty());
}

#[tokio::test]
async fn staff_switch_modules_and_every_instance_follows() {
    let (app, _state) = with_probe(&["market"]).await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;
    assert_eq!(app.put("/api/staff/modules/market").json(&json!({"enabled": false})).send().await.status, 401);
    assert_eq!(app.put("/api/staff/modules/market").token(&user.token).json(&json!({"enabled": false})).send().await.status, 403);

    let refused = app.put("/api/staff/modules/market").token(&staff.token).lang("en").json(&json!({"enabled": false})).send().await;
    assert_eq!(refused.status, 409);
    assert!(refused.message().contains("probe"), "names the module that needs it: {}", refused.message());
    let core = app.put("/api/staff/modules/accounts").token(&staff.token).lang("en").json(&json!({"enabled": false})).send().await;
    assert_eq!((core.status, core.message()), (409, "A core module cannot be switched off"));
    assert_eq!(app.put("/api/staff/modules/crypto").token(&staff.token).json(&json!({"enabled": false})).send().await.status, 404);

    assert_eq!(app.put("/api/staff/modules/probe").token(&staff.token).json(&json!({"enabled": false})).send().await.status, 200);
    let off = app.put("/api/staff/modules/market").token(&staff.token).json(&json!({"enabled": false})).send().await;
    assert_eq!(off.status, 200);
    let market_view = off.body["data"].as_array().unwrap().iter().find(|m| m["id"] == "market").cloned().unwrap();
    assert_eq!(market_view["enabled"], false);
    assert_eq!(app.get("/api/markets").send().await.status, 404);
    // A page left open on a switched-off service learns why, not "not found".
    let gone = app.get("/api/markets").lang("en").send().await;
    assert_eq!((gone.status, gone.body["code"].as_str(), gone.message()), (404, Some("MODULE_OFF"), "Market is switched off for now"));
    let gone = app.get("/api/markets").send().await;
    assert_eq!(gone.message(), "خدمة «السوق» متوقفة حالياً");
    let listed = app.get("/api/modules").send().await;
    assert!(listed.body["data"].as_array().unwrap().iter().all(|m| m["id"] != "market"));
    let doc = app.get("/api/openapi.json").send().await;
    assert!(doc.body["paths"].get("/api/markets").is_none(), "a module that is off is not documented");

    // Another instance on the same database reads the same switches.
    let other = ConnectedApp::connect((*app.ctx.settings).clone()).await.unwrap();
    assert!(!other.ctx.switches.is_on("market"));

    let on = app.put("/api/staff/modules/market").token(&staff.token).json(&json!({"enabled": true})).send().await;
    assert_eq!(on.status, 200);
    assert_eq!(app.get("/api/markets").send().await.status, 200);
    let staff_list = app.get("/api/staff/modules").token(&staff.token).send().await;
    let accounts = staff_list.body["data"].as_array().unwrap().iter().find(|m| m["id"] == "accounts").cloned().unwrap();
    assert_eq!((accounts["required"].clone(), accounts["enabled"].clone()), (json!(true), json!(true)));
}

#[tokio::test]
async fn staff_see_users_and_find_them() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;
    let found = app.get(&format!("/api/staff/users?search={}", &user.email[..12])).token(&staff.token).send().await;
    assert_eq!(found.status, 200);
    assert_eq!(found.body["meta"]["total"], 1);
    assert_eq!(found.body["data"][0]["email"], user.email.as_str());
    assert_eq!(found.body["data"][0]["email_verified"], true);
    assert_eq!(app.get("/api/staff/users").token(&user.token).send().await.status, 403);

    // `_` and `%` are searched for as typed, not as LIKE's wildcards.
    let tag = &uuid::Uuid::new_v4().simple().to_string()[..10];
    app.register("Underscore", &format!("{tag}_x@example.com"), "a-long-password").await;
    app.register("Other", &format!("{tag}yx@example.com"), "a-long-password").await;
    let search = |term: String| app.get(&format!("/api/staff/users?search={term}")).token(&staff.token).send();
    let underscore = search(format!("{tag}_x")).await;
    assert_eq!(underscore.body["meta"]["total"], 1, "{:?}", underscore.body);
    assert_eq!(underscore.body["data"][0]["email"], format!("{tag}_x@example.com"));
    assert_eq!(search(format!("{tag}%25")).await.body["meta"]["total"], 0, "% is a character, not any text");
}

#[tokio::test]
async fn numbers_from_outside_are_bounded_and_panics_answer() {
    let (app, _state) = with_probe(&[]).await;
    let user = app.verified_subscriber().await;
    let huge =
        app.get("/api/stock-signals-guest?page=2620140866131914240&per_page=12104672091419802").token(&user.token).lang("en").send().await;
    assert_eq!(huge.status, 422, "{:?}", huge.body);
    assert_eq!(huge.field_error("page"), Some("This value is outside the allowed range"));
    let clamped = app.get("/api/market-reader?page=2&per_page=5000").send().await;
    assert_eq!((clamped.status, clamped.body["meta"]["per_page"].clone()), (200, json!(100)), "per_page is clamped");
    for path in ["/api/market-reader?page=0", "/api/market-reader?page=-3", "/api/index-return?year=99999", "/api/stocks-by-ma?year=-1"] {
        assert_eq!(app.get(path).send().await.status, 422, "{path}");
    }
    assert_eq!(app.get("/api/weekly-high-low-stocks/2026/54").send().await.status, 422);
    assert_eq!(app.get("/api/weekly-high-low-stocks/99999999999/1").send().await.status, 404);
    assert_eq!(app.get("/api/stock/99999999999999999999999").send().await.status, 404);

    let panicked = app.get("/api/probe/panic").lang("en").send().await;
    assert_eq!(panicked.status, 500);
    assert_eq!(panicked.body, json!({"message": "An error occurred. Please try again later", "code": "SERVER_ERROR"}));
    assert_eq!(app.get("/health").send().await.status, 200, "the server lives on");
}

fn refs(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                out.push(r.clone());
            }
            map.values().for_each(|v| refs(v, out));
        }
        Value::Array(list) => list.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn the_openapi_document_tells_the_truth() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json").send().await.body;
    let mut found = Vec::new();
    refs(&doc, &mut found);
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for r in &found {
        let name = r.trim_start_matches("#/components/schemas/");
        assert!(schemas.contains_key(name), "unresolvable reference {r}");
    }
    let mut operation_ids = std::collections::HashMap::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            // The web app's client is generated from them: two handlers of one name would clash.
            let id = op["operationId"].as_str().unwrap_or_default().to_owned();
            if let Some(other) = operation_ids.insert(id.clone(), format!("{method} {path}")) {
                panic!("operationId {id} names both {other} and {method} {path}: rename one handler");
            }
            for (status, response) in op["responses"].as_object().unwrap() {
                let schema = &response["content"]["application/json"]["schema"];
                // A call that answers 201, a file or an image gives its business code alone on 200.
                let only_business_code = schema["$ref"] == "#/components/schemas/BusinessCodeBody";
                if status.starts_with('2') && path.starts_with("/api/") && !schema.is_null() && !only_business_code {
                    // Calls that need a paid feature may answer {code, message} instead (999).
                    let success = schema["oneOf"].get(0).unwrap_or(schema);
                    assert_eq!(success["required"][0], "data", "{method} {path} {status} is enveloped");
                    // Once: a handler that declares its own `{data: …}` body would be documented
                    // as `{data: {data: …}}`, and every client check of its answer would fail.
                    let inner = &success["properties"]["data"];
                    let inner = inner["$ref"].as_str().map(|r| &schemas[r.trim_start_matches("#/components/schemas/")]).unwrap_or(inner);
                    assert!(inner["properties"].get("data").is_none(), "{method} {path} {status} is enveloped twice");
                    if let Some(other) = schema["oneOf"].get(1) {
                        assert_eq!(
                            other["$ref"], "#/components/schemas/BusinessCodeBody",
                            "{method} {path}: the other answer is a business code"
                        );
                    }
                }
                // 2xx carry the envelope, 3xx (304 Not Modified) no body, the rest the error body.
                if !status.starts_with('2') && !status.starts_with('3') && path.starts_with("/api/") {
                    assert_eq!(schema["$ref"], "#/components/schemas/ErrorBody", "{method} {path} {status} has the error body");
                }
            }
        }
    }
    // An `Option` is nullable and not required; everything else is required, so the web's types
    // say `?: … | null` exactly where the server may send nothing. The exceptions are fields left
    // out when empty or defaulted when a request omits them.
    let may_be_left_out = ["ErrorBody.errors", "ApproveForm.documents", "DocumentCommentary.commentary"];
    for (name, schema) in schemas {
        let required: Vec<&str> = schema["required"].as_array().map(|r| r.iter().filter_map(|v| v.as_str()).collect()).unwrap_or_default();
        for (field, property) in schema["properties"].as_object().into_iter().flatten() {
            let types = property["type"].as_array().cloned().unwrap_or_default();
            let one_of = property["oneOf"].as_array().cloned().unwrap_or_default();
            let nullable = types.contains(&json!("null")) || one_of.iter().any(|v| v["type"] == "null");
            let path = format!("{name}.{field}");
            if nullable {
                assert!(!required.contains(&field.as_str()), "{path} may be null but is required");
            } else if !may_be_left_out.contains(&path.as_str()) {
                assert!(required.contains(&field.as_str()), "{path} is never null but is not required");
            }
        }
    }
    let signals = &doc["paths"]["/api/stock-signals"]["get"]["responses"];
    let answers = &signals["200"]["content"]["application/json"]["schema"]["oneOf"];
    assert_eq!(answers[0]["required"], json!(["data", "meta"]));
    assert_eq!(answers[1]["$ref"], "#/components/schemas/BusinessCodeBody", "999 without the signals feature");
    assert!(signals.get("422").is_some() && signals.get("401").is_some());
}

/// `EVA_UPDATE_CONTRACTS=1 cargo test -p eva contracts` rewrites them after an API change.
#[tokio::test]
async fn the_web_apps_copies_of_the_contracts_are_current() {
    let app = TestApp::spawn().await;
    let connected = ConnectedApp::connect((*app.ctx.settings).clone()).await.unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src/generated");
    if std::env::var("EVA_UPDATE_CONTRACTS").is_ok() {
        eva::contracts::write(&connected, &dir).unwrap();
    }
    for (name, text) in eva::contracts::render(&connected) {
        let kept = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        assert!(kept == text, "web/src/generated/{name} is out of date: run `EVA_UPDATE_CONTRACTS=1 cargo test -p eva contracts`");
    }
}

#[test]
fn modules_never_depend_on_each_other() {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata answers JSON");
    let packages = meta["packages"].as_array().unwrap();
    let is_module = |p: &Value| p["manifest_path"].as_str().is_some_and(|m| m.contains("/modules/"));
    let modules: Vec<&str> = packages.iter().filter(|p| is_module(p)).filter_map(|p| p["name"].as_str()).collect();
    assert!(modules.contains(&"market") && modules.contains(&"accounts"), "modules found: {modules:?}");
    let mut offences = Vec::new();
    for p in packages.iter().filter(|p| is_module(p)) {
        for dep in p["dependencies"].as_array().unwrap() {
            let name = dep["name"].as_str().unwrap_or_default();
            if modules.contains(&name) {
                offences.push(format!("{} depends on {name}", p["name"].as_str().unwrap_or_default()));
            }
        }
    }
    assert!(offences.is_empty(), "modules reach each other only through platform: {offences:?}");
}

/// OpenAPI schemas are named by their Rust type alone, and utoipa keeps one of two types with the
/// same name: the document then describes one module's answer with another's shape (the fuzzer
/// once found `/api/chat/questions` described by the KYC form's choices). Every type the document
/// may name is named once across the workspace.
#[test]
fn schema_names_are_unique_across_the_workspace() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut seen: std::collections::BTreeMap<String, Vec<String>> = std::collections::BTreeMap::new();
    let mut folders: Vec<std::path::PathBuf> = ["modules", "platform"]
        .iter()
        .flat_map(|top| std::fs::read_dir(root.join(top)).unwrap().map(|e| e.unwrap().path().join("src")))
        .collect();
    while let Some(dir) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for path in entries.map(|e| e.unwrap().path()) {
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let mut derives = false;
            for line in text.lines().map(str::trim) {
                if line.starts_with("#[derive(") && line.contains("ToSchema") {
                    derives = true;
                } else if derives && line.starts_with("#[schema(as = ") {
                    let name = line.trim_start_matches("#[schema(as = ").split([')', ',']).next().unwrap_or_default();
                    seen.entry(name.to_owned()).or_default().push(path.display().to_string());
                    derives = false;
                } else if derives && !line.starts_with("#[") && !line.starts_with("///") && !line.starts_with("//") {
                    let name = line
                        .trim_start_matches("pub ")
                        .trim_start_matches("(crate) ")
                        .trim_start_matches("struct ")
                        .trim_start_matches("enum ");
                    let name: String = name.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    seen.entry(name).or_default().push(path.display().to_string());
                    derives = false;
                }
            }
        }
    }
    assert!(seen.len() > 100, "the scan found the schemas: {}", seen.len());
    let twice: Vec<(&String, &Vec<String>)> = seen.iter().filter(|(_, files)| files.len() > 1).collect();
    assert!(twice.is_empty(), "schema names used by more than one type (rename one, or #[schema(as = …)]): {twice:?}");
}

/// Rows in the outbox (the tests that count them stop the workers: no relay runs but theirs).
/// The demo's history is staged by a bus without the modules that do not hear it: whichever
/// relay sends it, with whatever bus (the workers' sweep has the full one), leaves them out.
#[tokio::test]
async fn a_staged_event_keeps_the_modules_that_must_not_hear_it() {
    use platform::events::outbox;
    let state = Arc::new(ProbeState::default());
    let probe = Probe { id: "probe", state: state.clone(), depends_on: &[] };
    let app = TestApp::spawn_full(|_| {}, |_| {}, vec![Box::new(probe)]).await;
    app.stop_workers().await;
    let seeding = platform::AppContext { events: app.ctx.events.without_modules(&["probe"]), ..app.ctx.clone() };
    let txn = platform::write_txn::begin_write(&app.ctx.db).await.unwrap();
    seeding.stage_events(&txn, &[event(28)]).await.unwrap();
    app.ctx.stage_events(&txn, &[event(29)]).await.unwrap();
    txn.commit().await.unwrap();
    assert_eq!(outbox::relay(&app.ctx.db, &app.ctx.events).await.unwrap(), 2, "the full bus relays both");
    app.start_workers().await;
    assert!(wait_until(|| state.delivered.lock().unwrap().len() == 1).await, "{:?}", days(&state));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(days(&state), ["29"], "the history staged without the probe never reached it");
}

async fn outbox_left(app: &TestApp) -> u64 {
    use platform::entities::event_outbox;
    use sea_orm::{EntityTrait, PaginatorTrait};
    event_outbox::Entity::find().count(&app.ctx.db).await.unwrap()
}

/// The race that failed CI with SQLITE_BUSY_SNAPSHOT (a 500 from creating a list): a transaction
/// read, another connection wrote and committed, then the transaction wrote. Replayed step by
/// step on two connections. Begun deferred (sea-orm's `begin`, which clippy.toml now refuses),
/// the late write fails whatever the busy timeout; begun with `begin_write`, no other connection
/// can write between its read and its write: one that does not wait is refused at once, and one
/// that waits writes after the commit.
#[tokio::test]
async fn a_write_transaction_is_never_overtaken_between_its_read_and_its_write() {
    use sea_orm::{ConnectOptions, ConnectionTrait, Database, DbBackend, Statement, TransactionTrait};
    let app = TestApp::spawn_with_modules(&["accounts", "content"]).await;
    if app.uses_postgres {
        // PostgreSQL has no such failure (it ignores the transaction mode): SQLite's alone.
        return;
    }
    let db = &app.ctx.db;
    db.execute_unprepared("CREATE TABLE race_probe (id INTEGER PRIMARY KEY, n INTEGER NOT NULL); INSERT INTO race_probe VALUES (1, 0)")
        .await
        .unwrap();
    let read = || Statement::from_string(DbBackend::Sqlite, "SELECT n FROM race_probe WHERE id = 1");
    let add = |n: i32| Statement::from_string(DbBackend::Sqlite, format!("UPDATE race_probe SET n = n + {n} WHERE id = 1"));
    let value = || async { db.query_one_raw(read()).await.unwrap().unwrap().try_get::<i32>("", "n").unwrap() };

    #[allow(clippy::disallowed_methods, reason = "the deferred transaction whose failure this test replays")]
    let deferred = db.begin().await.unwrap();
    deferred.query_one_raw(read()).await.unwrap();
    db.execute_raw(add(1)).await.unwrap();
    let late = deferred.execute_raw(add(10)).await;
    assert!(late.is_err_and(|e| e.to_string().contains("locked")), "a deferred transaction overtaken between read and write fails");
    deferred.rollback().await.unwrap();
    assert_eq!(value().await, 1);

    // A connection of its own that does not wait for locks, as an impatient writer.
    let mut options = ConnectOptions::new(app.ctx.settings.database_url());
    options.max_connections(1).map_sqlx_sqlite_opts(|o| o.busy_timeout(std::time::Duration::ZERO));
    let impatient = Database::connect(options).await.unwrap();
    let txn = platform::write_txn::begin_write(db).await.unwrap();
    txn.query_one_raw(read()).await.unwrap();
    assert!(impatient.execute_raw(add(100)).await.is_err(), "no other connection writes while a write transaction is open");
    let waiting = tokio::spawn({
        let db = db.clone();
        async move { db.execute_raw(add(1)).await }
    });
    txn.execute_raw(add(10)).await.unwrap();
    txn.commit().await.unwrap();
    waiting.await.unwrap().unwrap();
    assert_eq!(value().await, 12, "both writes landed, the waiting one after the commit");
}
