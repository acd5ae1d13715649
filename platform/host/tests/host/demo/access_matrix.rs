//! The access matrix: every operation of the router (its OpenAPI document) called by each kind
//! of caller, the answers compared with `docs/access-matrix.md`. The first subscriber and the
//! first analyst own the objects named in the paths (the demo investor's invoice, notice, chat,
//! analysis document; the review the demo analyst took); the second of each tries the same ids.
//!
//! The table is written by `EVA_UPDATE_ACCESS_MATRIX=1 cargo test -p eva --test host demo`, and
//! any difference fails. Whatever the table says, the rules below are checked on their own, so a
//! leak cannot be written into the table: a guest never passes a secured operation, only staff
//! pass the staff console's, and no one but the owner (and staff) reads an owned object.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use eva_testing::TestApp;
use reqwest::Method;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

use super::login;

const TABLE: &str = "docs/access-matrix.md";
const CALLERS: [&str; 6] = ["guest", "subscriber", "subscriber 2", "analyst", "analyst 2", "staff"];

/// Operations that end the caller's session or data: called last, each with a session of its own.
const LAST: [(&str, &str); 3] = [("post", "/api/logout"), ("delete", "/api/kyc"), ("delete", "/api/alerts/{id}")];

/// Paths whose id names an object of the first subscriber, with who else may read it: the
/// analyst reviewing an analysis opens its documents; staff see everything.
const OWNED: [(&str, &[&str]); 12] = [
    ("/api/alerts/{id}", &["subscriber"]),
    ("/api/alerts/{id}/pause", &["subscriber"]),
    ("/api/alerts/{id}/resume", &["subscriber"]),
    ("/api/invoices/{id}/pdf", &["subscriber"]),
    ("/api/payments/{id}", &["subscriber"]),
    ("/api/notifications/{id}", &["subscriber"]),
    ("/api/notifications/{id}/read", &["subscriber"]),
    ("/api/chat/conversations/{chat_id}", &["subscriber"]),
    ("/api/chat/messages/{id}", &["subscriber"]),
    ("/api/chat/messages/{id}/stream", &["subscriber"]),
    ("/api/stock-analysis/documents/{id}/download", &["subscriber", "analyst"]),
    // The first analyst took this review; the second may not approve it.
    ("/api/stock-analysis/reviews/{id}/approve", &["analyst"]),
];

fn owners(path: &str) -> Option<&'static [&'static str]> {
    OWNED.iter().find(|(p, _)| *p == path).map(|(_, who)| *who)
}

async fn scalar(app: &TestApp, sql: &str) -> Option<String> {
    let db = &app.ctx.db;
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.ok()??;
    row.try_get_by_index::<i64>(0).map(|v| v.to_string()).or_else(|_| row.try_get_by_index::<String>(0)).ok()
}

/// The values put in each path's parameters: the owners' objects where the path names one.
async fn path_values(app: &TestApp, subscriber: &str) -> BTreeMap<String, String> {
    // The subscriber's own objects, made through the API as they would be.
    let packages = app.get("/api/all-packages").send().await;
    let plan = packages.body["data"][0]["plans"][0]["id"].as_i64().unwrap();
    let body = json!({"plan_id": plan, "method": "mada", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let started = app.post("/api/subscribe").token(subscriber).json(&body).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    let payment = started.body["data"]["payment_id"].as_i64().unwrap();
    app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;
    let stocks = app.get("/api/stocks?query=2222").send().await;
    let stock = stocks.body["data"][0]["id"].as_i64().unwrap();
    // Free questions may be used up by the demo's earlier checks: the one trial gives more.
    app.post("/api/chat/trial").token(subscriber).json(&json!({})).send().await;
    let asked = app
        .post("/api/chat/question")
        .token(subscriber)
        .json(&json!({"questionId": 1, "stockid": stock, "interval": "daily", "term": "medium"}))
        .send()
        .await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    let feed = app.get("/api/notifications").token(subscriber).send().await;
    let alert =
        app.post("/api/alerts").token(subscriber).json(&json!({"stock_id": stock, "condition": "change_up", "level": "5"})).send().await;
    assert_eq!(alert.status, 201, "{:?}", alert.body);
    let alert = alert.body["data"]["id"].as_i64().map(|i| i.to_string());
    let documents = app.get("/api/stock-analysis/documents").token(subscriber).send().await;
    let delivered = documents.body["data"].as_array().unwrap().iter().find(|r| r["status"] == "delivered").unwrap();

    let mut values = BTreeMap::new();
    let mut put = |path: &str, value: Option<String>| {
        if let Some(v) = value {
            values.insert(path.to_owned(), v);
        }
    };
    put("/api/payments/{id}", Some(payment.to_string()));
    for path in ["/api/alerts/{id}", "/api/alerts/{id}/pause", "/api/alerts/{id}/resume"] {
        put(path, alert.clone());
    }
    // A payment with a return token returns only through it (`…/return/{token}`, "none" here).
    put("/api/payments/{id}/return", Some(payment.to_string()));
    put("/api/invoices/{id}/pdf", scalar(app, &format!("SELECT id FROM subscriptions_invoices WHERE payment_id = {payment}")).await);
    put("/api/notifications/{id}", feed.body["data"][0]["id"].as_i64().map(|i| i.to_string()));
    put("/api/notifications/{id}/read", feed.body["data"][0]["id"].as_i64().map(|i| i.to_string()));
    put("/api/chat/messages/{id}", asked.body["data"]["message"]["id"].as_i64().map(|i| i.to_string()));
    put("/api/chat/messages/{id}/stream", asked.body["data"]["message"]["id"].as_i64().map(|i| i.to_string()));
    put("/api/chat/conversations/{chat_id}", asked.body["data"]["chat_id"].as_str().map(str::to_owned));
    put("/api/stock-analysis/documents/{id}/download", delivered["documents"][0]["id"].as_i64().map(|i| i.to_string()));
    let review = scalar(app, "SELECT id FROM analysis_requests WHERE status = 'in_review' ORDER BY id LIMIT 1").await;
    put("/api/stock-analysis/reviews/{id}/take", review.clone());
    put("/api/stock-analysis/reviews/{id}/approve", review);
    values
}

/// A path with its parameters filled: the owner's object where there is one, else a value that
/// names something in the demo (`1`, this year's week, a content key).
fn concrete(path: &str, values: &BTreeMap<String, String>) -> String {
    if let Some(v) = values.get(path) {
        let name = &path[path.find('{').unwrap()..=path.find('}').unwrap()];
        return path.replace(name, v);
    }
    path.replace("{year}", "2026")
        .replace("{week}", "10")
        .replace("{key}", "terms")
        .replace("{version}", "1")
        .replace("{name}", "a.png")
        .replace("{reference}", "none")
        .replace("{provider}", "sandbox")
        .replace("{position}", "1")
        .replace("{chat_id}", "none")
        .replace("{token}", "none")
        .replace("{a}", "1")
        .replace("{b}", "1")
        .replace("{id}", "1")
}

/// What a caller got: the status, and the business code of a 200 that carries one.
fn answer(status: u16, body: &Value) -> String {
    match body.get("code").filter(|_| status == 200) {
        Some(Value::String(code)) => format!("{status} ({code})"),
        Some(Value::Number(code)) => format!("{status} ({code})"),
        _ => status.to_string(),
    }
}

pub async fn every_operation_answers_each_caller_as_the_table_says(app: &TestApp) {
    let subscriber = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    let other_subscriber = app.verified_client().await;
    let analyst = login(app, "analyst@eva.demo", "analyst-demo-1").await;
    let other_analyst = login(app, "analyst2@eva.demo", "analyst-demo-2").await;
    let staff = login(app, "staff@eva.demo", "staff-demo-1").await;
    let values = path_values(app, &subscriber).await;
    let tokens = [None, Some(subscriber.clone()), Some(other_subscriber.token.clone()), Some(analyst), Some(other_analyst), Some(staff)];
    let logins = [
        None,
        Some(("subscriber@eva.demo".to_owned(), "subscriber-demo-1".to_owned())),
        Some((other_subscriber.email.clone(), other_subscriber.password.clone())),
        Some(("analyst@eva.demo".to_owned(), "analyst-demo-1".to_owned())),
        Some(("analyst2@eva.demo".to_owned(), "analyst-demo-2".to_owned())),
        Some(("staff@eva.demo".to_owned(), "staff-demo-1".to_owned())),
    ];

    let doc = app.get("/api/openapi.json").send().await.body;
    let mut operations: Vec<(String, String, bool)> = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if ["get", "post", "put", "patch", "delete"].contains(&method.as_str()) {
                let secured = op["security"].as_array().is_some_and(|s| !s.is_empty());
                operations.push((method.clone(), path.clone(), secured));
            }
        }
    }
    // Reads first, then writes, then what ends a session; each in path order.
    let rank = |m: &str, p: &str| {
        if LAST.contains(&(m, p)) {
            2
        } else if m == "get" {
            0
        } else {
            1
        }
    };
    operations.sort_by(|a, b| (rank(&a.0, &a.1), &a.1, &a.0).cmp(&(rank(&b.0, &b.1), &b.1, &b.0)));

    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let mut rows = Vec::new();
    let mut broken = Vec::new();
    for (method, path, secured) in &operations {
        let url = format!("{}{}", app.address, concrete(path, &values));
        let mut cells = Vec::new();
        for (i, caller) in CALLERS.iter().enumerate() {
            let token = if LAST.contains(&(method.as_str(), path.as_str())) {
                match &logins[i] {
                    Some((email, password)) => Some(login(app, email, password).await),
                    None => None,
                }
            } else {
                tokens[i].clone()
            };
            let mut req =
                client.request(Method::from_bytes(method.to_uppercase().as_bytes()).unwrap(), &url).header("Accept-Language", "en");
            if let Some(t) = &token {
                req = req.bearer_auth(t);
            }
            if method != "get" && method != "delete" {
                req = req.json(&json!({}));
            }
            let res = req.send().await.unwrap();
            let status = res.status().as_u16();
            let body: Value = res.json().await.unwrap_or(Value::Null);
            let cell = answer(status, &body);
            let ok = (200..300).contains(&status);
            if *secured && *caller == "guest" && status != 401 {
                broken.push(format!("{method} {path}: a guest got {cell}, not 401"));
            }
            if path.starts_with("/api/staff/") && *caller != "staff" && *caller != "guest" && status != 403 {
                broken.push(format!("{method} {path}: {caller} got {cell}, not 403"));
            }
            if let Some(who) = owners(path)
                && values.contains_key(path)
                && !who.contains(caller)
                && *caller != "staff"
                && (ok || ![401, 403, 404].contains(&status))
            {
                broken.push(format!("{method} {path}: {caller} asked for someone else's object and got {cell}, not 403 or 404"));
            }
            cells.push(cell);
        }
        rows.push(format!("| `{} {path}` | {} |", method.to_uppercase(), cells.join(" | ")));
    }
    assert!(broken.is_empty(), "access rules broken:\n{}", broken.join("\n"));
    for (path, _) in OWNED {
        assert!(values.contains_key(path), "no owned object found for {path}: the owner check did not run");
    }

    let mut table = String::new();
    writeln!(table, "# Access matrix").unwrap();
    writeln!(table).unwrap();
    writeln!(table, "Every operation of the API (from the router's OpenAPI document) and what each kind of caller").unwrap();
    writeln!(table, "gets, on the demo data. *subscriber* (the demo investor) and *analyst* (the demo analyst) own the").unwrap();
    writeln!(table, "objects in the paths marked ★; *subscriber 2* and *analyst 2* try the same ids. Writes send an").unwrap();
    writeln!(table, "empty JSON body, so a 422 means the caller got past the access check to the form's own").unwrap();
    writeln!(table, "checks. A business code answered on 200 is in brackets (999: no subscription, 22: identity").unwrap();
    writeln!(table, "not verified).").unwrap();
    writeln!(table).unwrap();
    writeln!(table, "Written by `EVA_UPDATE_ACCESS_MATRIX=1 cargo test -p eva --test host demo`; the same test fails").unwrap();
    writeln!(table, "on any difference (`platform/host/tests/host/demo/access_matrix.rs`).").unwrap();
    writeln!(table).unwrap();
    writeln!(table, "| operation | {} |", CALLERS.join(" | ")).unwrap();
    writeln!(table, "| --- |{}", " --- |".repeat(CALLERS.len())).unwrap();
    for (row, (_, path, _)) in rows.iter().zip(&operations) {
        let mark = if owners(path).is_some() { " ★" } else { "" };
        writeln!(table, "{}", row.replacen("` |", &format!("`{mark} |"), 1)).unwrap();
    }

    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(TABLE);
    if std::env::var("EVA_UPDATE_ACCESS_MATRIX").is_ok() {
        std::fs::write(&file, &table).unwrap();
        return;
    }
    let kept = std::fs::read_to_string(&file).unwrap_or_default();
    if kept != table {
        let differences: Vec<String> = table
            .lines()
            .filter(|l| l.starts_with("| `"))
            .filter(|l| !kept.lines().any(|k| k == *l))
            .map(|l| format!("now:  {l}"))
            .chain(kept.lines().filter(|l| l.starts_with("| `")).filter(|k| !table.lines().any(|l| l == *k)).map(|k| format!("kept: {k}")))
            .collect();
        panic!(
            "the API's access differs from {TABLE} (rewrite it with EVA_UPDATE_ACCESS_MATRIX=1 after checking each change):\n{}",
            differences.join("\n")
        );
    }
}
