//! Local stand-ins for the outside payment providers, speaking their HTTP shapes (Moyasar's
//! invoices, Tabby's checkout sessions and payments), so the real HTTP clients are tested with no
//! network. The test plays the buyer on the provider's page by changing a payment's status.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use serde_json::{Value, json};

#[derive(Debug, Clone)]
pub struct FakePayment {
    pub status: String,
    /// Halalas for Moyasar; a decimal string for Tabby, as each sends it.
    pub amount: Value,
    pub currency: String,
    pub request: Value,
    pub captures: u32,
}

#[derive(Default)]
pub struct Ledger {
    pub payments: HashMap<String, FakePayment>,
    pub next: u32,
    /// Tabby's pre-scoring answer for the next sessions.
    pub reject_buyers: bool,
    /// How often eva asked about a payment (Moyasar's invoice, Tabby's payment).
    pub lookups: u32,
}

pub struct FakeGateways {
    pub base_url: String,
    pub ledger: Arc<Mutex<Ledger>>,
    _server: actix_web::dev::ServerHandle,
}

impl FakeGateways {
    pub fn set_status(&self, id: &str, status: &str) {
        if let Some(p) = self.ledger.lock().unwrap().payments.get_mut(id) {
            p.status = status.to_owned();
        }
    }

    pub fn set_amount(&self, id: &str, amount: Value) {
        if let Some(p) = self.ledger.lock().unwrap().payments.get_mut(id) {
            p.amount = amount;
        }
    }

    pub fn reject_buyers(&self) {
        self.ledger.lock().unwrap().reject_buyers = true;
    }

    pub fn payment(&self, id: &str) -> FakePayment {
        self.ledger.lock().unwrap().payments.get(id).cloned().expect("a payment the fake knows")
    }

    pub fn lookups(&self) -> u32 {
        self.ledger.lock().unwrap().lookups
    }

    pub fn only_payment_id(&self) -> String {
        let ledger = self.ledger.lock().unwrap();
        assert_eq!(ledger.payments.len(), 1, "one payment at the fake");
        ledger.payments.keys().next().cloned().unwrap()
    }
}

pub const MOYASAR_SECRET: &str = "sk_test_eva";
pub const TABBY_PUBLIC: &str = "pk_test_eva";
pub const TABBY_SECRET: &str = "sk_test_tabby";

fn basic_user(req: &HttpRequest) -> Option<String> {
    use base64::Engine;
    let header = req.headers().get("authorization")?.to_str().ok()?;
    let encoded = header.strip_prefix("Basic ")?;
    let decoded = base64::engine::general_purpose::STANDARD.decode(encoded).ok()?;
    String::from_utf8(decoded).ok()?.split(':').next().map(str::to_owned)
}

fn bearer(req: &HttpRequest) -> Option<String> {
    req.headers().get("authorization")?.to_str().ok()?.strip_prefix("Bearer ").map(str::to_owned)
}

type Shared = web::Data<(Arc<Mutex<Ledger>>, String)>;

async fn moyasar_create(req: HttpRequest, state: Shared, body: web::Json<Value>) -> HttpResponse {
    if basic_user(&req).as_deref() != Some(MOYASAR_SECRET) {
        return HttpResponse::Unauthorized().json(json!({"type": "authentication_error"}));
    }
    let mut ledger = state.0.lock().unwrap();
    ledger.next += 1;
    let id = format!("inv_{}", ledger.next);
    let payment = FakePayment {
        status: "initiated".into(),
        amount: body["amount"].clone(),
        currency: body["currency"].as_str().unwrap_or_default().into(),
        request: body.0,
        captures: 0,
    };
    let answer = moyasar_invoice(&id, &payment, &state.1);
    ledger.payments.insert(id, payment);
    HttpResponse::Created().json(answer)
}

fn moyasar_invoice(id: &str, p: &FakePayment, base: &str) -> Value {
    let payments =
        if p.status == "paid" || p.status == "refunded" { json!([{"id": format!("pay_{id}"), "status": p.status}]) } else { json!([]) };
    json!({"id": id, "status": p.status, "amount": p.amount, "currency": p.currency, "url": format!("{base}/pay/{id}"), "callback_url": p.request["callback_url"], "payments": payments})
}

async fn moyasar_refund(req: HttpRequest, state: Shared, id: web::Path<String>, body: web::Json<Value>) -> HttpResponse {
    if basic_user(&req).as_deref() != Some(MOYASAR_SECRET) {
        return HttpResponse::Unauthorized().finish();
    }
    let invoice = id.trim_start_matches("pay_").to_owned();
    let mut ledger = state.0.lock().unwrap();
    let Some(p) = ledger.payments.get_mut(&invoice) else { return HttpResponse::NotFound().finish() };
    if p.status != "paid" || body["amount"] != p.amount {
        return HttpResponse::BadRequest().json(json!({"type": "invalid_request_error"}));
    }
    p.status = "refunded".into();
    HttpResponse::Ok().json(json!({"id": id.as_str(), "status": "refunded", "refunded": body["amount"]}))
}

async fn tabby_refund(req: HttpRequest, state: Shared, id: web::Path<String>, body: web::Json<Value>) -> HttpResponse {
    if bearer(&req).as_deref() != Some(TABBY_SECRET) {
        return HttpResponse::Unauthorized().finish();
    }
    let mut ledger = state.0.lock().unwrap();
    let Some(p) = ledger.payments.get_mut(id.as_str()) else { return HttpResponse::NotFound().finish() };
    if p.status != "CLOSED" || body["amount"] != p.amount {
        return HttpResponse::BadRequest().finish();
    }
    p.status = "REFUNDED".into();
    HttpResponse::Ok().json(json!({"id": id.as_str(), "status": "CLOSED", "refunds": [{"amount": body["amount"]}]}))
}

async fn moyasar_fetch(req: HttpRequest, state: Shared, id: web::Path<String>) -> HttpResponse {
    state.0.lock().unwrap().lookups += 1;
    if basic_user(&req).as_deref() != Some(MOYASAR_SECRET) {
        return HttpResponse::Unauthorized().finish();
    }
    match state.0.lock().unwrap().payments.get(id.as_str()) {
        Some(p) => HttpResponse::Ok().json(moyasar_invoice(&id, p, &state.1)),
        None => HttpResponse::NotFound().json(json!({"type": "not_found"})),
    }
}

async fn tabby_checkout(req: HttpRequest, state: Shared, body: web::Json<Value>) -> HttpResponse {
    if bearer(&req).as_deref() != Some(TABBY_PUBLIC) {
        return HttpResponse::Unauthorized().finish();
    }
    let mut ledger = state.0.lock().unwrap();
    // Tabby's own pre-scoring: the buyer is not approved.
    if ledger.reject_buyers {
        return HttpResponse::Ok().json(json!({"id": "sess_rejected", "status": "rejected", "configuration": {"available_products": {}}}));
    }
    ledger.next += 1;
    let id = format!("tp_{}", ledger.next);
    let payment = FakePayment {
        status: "CREATED".into(),
        amount: body["payment"]["amount"].clone(),
        currency: body["payment"]["currency"].as_str().unwrap_or_default().into(),
        request: body.0,
        captures: 0,
    };
    ledger.payments.insert(id.clone(), payment);
    HttpResponse::Ok().json(json!({
        "id": format!("sess_{id}"),
        "status": "created",
        "payment": {"id": id},
        "configuration": {"available_products": {"installments": [{"web_url": format!("{}/hpp/{id}", state.1)}]}},
    }))
}

async fn tabby_payment(req: HttpRequest, state: Shared, id: web::Path<String>) -> HttpResponse {
    state.0.lock().unwrap().lookups += 1;
    if bearer(&req).as_deref() != Some(TABBY_SECRET) {
        return HttpResponse::Unauthorized().finish();
    }
    match state.0.lock().unwrap().payments.get(id.as_str()) {
        Some(p) => HttpResponse::Ok().json(json!({"id": id.as_str(), "status": p.status, "amount": p.amount, "currency": p.currency})),
        None => HttpResponse::NotFound().finish(),
    }
}

async fn tabby_capture(req: HttpRequest, state: Shared, id: web::Path<String>, body: web::Json<Value>) -> HttpResponse {
    if bearer(&req).as_deref() != Some(TABBY_SECRET) {
        return HttpResponse::Unauthorized().finish();
    }
    let mut ledger = state.0.lock().unwrap();
    let Some(p) = ledger.payments.get_mut(id.as_str()) else { return HttpResponse::NotFound().finish() };
    if p.status != "AUTHORIZED" || body["amount"] != p.amount {
        return HttpResponse::BadRequest().json(json!({"error": "payment is not capturable"}));
    }
    p.status = "CLOSED".into();
    p.captures += 1;
    HttpResponse::Ok().json(json!({"id": id.as_str(), "status": "CLOSED"}))
}

pub async fn start() -> FakeGateways {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base_url = format!("http://{}", listener.local_addr().unwrap());
    let ledger = Arc::new(Mutex::new(Ledger::default()));
    let state = web::Data::new((ledger.clone(), base_url.clone()));
    let server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .route("/v1/invoices", web::post().to(moyasar_create))
            .route("/v1/invoices/{id}", web::get().to(moyasar_fetch))
            .route("/api/v2/checkout", web::post().to(tabby_checkout))
            .route("/api/v2/payments/{id}", web::get().to(tabby_payment))
            .route("/api/v2/payments/{id}/captures", web::post().to(tabby_capture))
            .route("/api/v2/payments/{id}/refunds", web::post().to(tabby_refund))
            .route("/v1/payments/{id}/refund", web::post().to(moyasar_refund))
    })
    .workers(1)
    .listen(listener)
    .unwrap()
    .run();
    let handle = server.handle();
    tokio::spawn(server);
    FakeGateways { base_url, ledger, _server: handle }
}
