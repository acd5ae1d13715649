//! A local stand-in for Moyasar's invoices API (create and fetch, in Moyasar's JSON shapes) for
//! the chaos test (`make chaos`): Eva's real Moyasar client talks to it, the test plays the buyer
//! by marking an invoice paid and then sends Eva the webhook Moyasar would. It can answer invoice
//! creation slowly, to widen the moment between Eva recording a payment and opening its page.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpResponse, HttpServer, web};
use serde_json::{Value, json};

#[derive(Debug, Clone)]
struct Invoice {
    status: String,
    amount: Value,
    currency: String,
    description: String,
}

#[derive(Default)]
struct State {
    invoices: Mutex<HashMap<String, Invoice>>,
    next: AtomicU64,
    create_delay_ms: AtomicU64,
    base_url: String,
}

pub struct FakeMoyasar {
    pub base_url: String,
    state: Arc<State>,
    _server: actix_web::dev::ServerHandle,
}

fn invoice_json(id: &str, i: &Invoice, base: &str) -> Value {
    let payments = if i.status == "paid" { json!([{"id": format!("pay_{id}"), "status": "paid"}]) } else { json!([]) };
    json!({"id": id, "status": i.status, "amount": i.amount, "currency": i.currency, "description": i.description,
        "url": format!("{base}/invoices/{id}"), "payments": payments})
}

async fn create(state: web::Data<Arc<State>>, req: actix_web::HttpRequest, body: web::Json<Value>) -> HttpResponse {
    if req.headers().get("authorization").is_none() {
        return HttpResponse::Unauthorized().json(json!({"type": "authentication_error"}));
    }
    let delay = state.create_delay_ms.load(Ordering::Relaxed);
    if delay > 0 {
        tokio::time::sleep(Duration::from_millis(delay)).await;
    }
    let id = format!("inv_{}", state.next.fetch_add(1, Ordering::Relaxed) + 1);
    let invoice = Invoice {
        status: "initiated".into(),
        amount: body["amount"].clone(),
        currency: body["currency"].as_str().unwrap_or_default().into(),
        description: body["description"].as_str().unwrap_or_default().into(),
    };
    let answer = invoice_json(&id, &invoice, &state.base_url);
    state.invoices.lock().unwrap().insert(id, invoice);
    HttpResponse::Created().json(answer)
}

async fn fetch(state: web::Data<Arc<State>>, id: web::Path<String>) -> HttpResponse {
    match state.invoices.lock().unwrap().get(id.as_str()) {
        Some(i) => HttpResponse::Ok().json(invoice_json(&id, i, &state.base_url)),
        None => HttpResponse::NotFound().json(json!({"type": "not_found"})),
    }
}

impl FakeMoyasar {
    /// Serves on `address` (e.g. `127.0.0.1:PORT`, chosen before Eva starts so Eva's settings
    /// can name it).
    pub fn start_on(address: &str) -> anyhow::Result<Self> {
        let listener = std::net::TcpListener::bind(address)?;
        let base_url = format!("http://{}", listener.local_addr()?);
        let state = Arc::new(State { base_url: base_url.clone(), ..State::default() });
        let data = web::Data::new(state.clone());
        let server = HttpServer::new(move || {
            App::new().app_data(data.clone()).route("/v1/invoices", web::post().to(create)).route("/v1/invoices/{id}", web::get().to(fetch))
        })
        .workers(2)
        .listen(listener)?
        .run();
        let handle = server.handle();
        tokio::spawn(server);
        Ok(Self { base_url, state, _server: handle })
    }

    /// The buyer paid the invoice on Moyasar's page; false for an invoice Moyasar never made.
    pub fn pay(&self, id: &str) -> bool {
        self.state.invoices.lock().unwrap().get_mut(id).map(|i| i.status = "paid".into()).is_some()
    }

    /// How long creating an invoice takes from now on.
    pub fn set_create_delay(&self, delay: Duration) {
        self.state.create_delay_ms.store(u64::try_from(delay.as_millis()).unwrap_or(u64::MAX), Ordering::Relaxed);
    }

    /// Invoices created for Eva's payment `payment_id` (its description names it).
    pub fn invoices_for(&self, payment_id: i64) -> usize {
        let description = format!("Eva #{payment_id}");
        self.state.invoices.lock().unwrap().values().filter(|i| i.description == description).count()
    }

    /// The body of Moyasar's `payment_paid` webhook for invoice `id`, signed with `secret`.
    pub fn paid_webhook(id: &str, secret: &str) -> Value {
        json!({"id": format!("evt_{id}"), "type": "payment_paid", "secret_token": secret,
            "data": {"id": format!("pay_{id}"), "invoice_id": id, "status": "paid"}})
    }
}
