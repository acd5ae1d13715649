//! A local server shaped like Nafath's MFA API: it opens requests, answers their status as the
//! test sets it, fails when told, and keeps every request it received.

use std::sync::{Arc, Mutex};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use serde_json::{Value, json};

#[derive(Default)]
pub struct State {
    /// What the status call answers (WAITING, COMPLETED, REJECTED, EXPIRED).
    pub status: Mutex<String>,
    /// HTTP status the next calls answer instead (400, 500…); 0 for none.
    pub fail_with: Mutex<u16>,
    /// Wait before answering, milliseconds.
    pub delay_ms: Mutex<u64>,
    /// (path and query, APP-ID, APP-KEY, body) of every call.
    pub calls: Mutex<Vec<(String, String, String, Value)>>,
}

pub struct FakeNafath {
    pub base_url: String,
    pub state: Arc<State>,
    _server: actix_web::dev::ServerHandle,
}

fn header(req: &HttpRequest, name: &str) -> String {
    req.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned()
}

async fn call(req: HttpRequest, body: web::Json<Value>, state: web::Data<State>) -> HttpResponse {
    let target = req.uri().path_and_query().map(ToString::to_string).unwrap_or_default();
    state.calls.lock().unwrap().push((target.clone(), header(&req, "APP-ID"), header(&req, "APP-KEY"), body.0.clone()));
    let delay = *state.delay_ms.lock().unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(delay)).await;
    let fail = *state.fail_with.lock().unwrap();
    if fail != 0 {
        return HttpResponse::build(actix_web::http::StatusCode::from_u16(fail).unwrap()).json(json!({"message": "refused by the fake"}));
    }
    if req.path().ends_with("/status") {
        HttpResponse::Ok().json(json!({"status": state.status.lock().unwrap().clone()}))
    } else {
        // Nafath has answered `random` as a number.
        HttpResponse::Ok().json(json!({"transId": format!("trans-{}", state.calls.lock().unwrap().len()), "random": 42}))
    }
}

impl FakeNafath {
    pub async fn start() -> Self {
        let state = Arc::new(State { status: Mutex::new("WAITING".into()), ..State::default() });
        let data = web::Data::from(state.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .route("/stg/api/v1/mfa/request", web::post().to(call))
                .route("/stg/api/v1/mfa/request/status", web::post().to(call))
        })
        .workers(1)
        .bind("127.0.0.1:0")
        .expect("the fake Nafath binds");
        let port = server.addrs()[0].port();
        let server = server.run();
        let handle = server.handle();
        tokio::spawn(server);
        Self { base_url: format!("http://127.0.0.1:{port}/stg"), state, _server: handle }
    }

    pub fn set_status(&self, status: &str) {
        *self.state.status.lock().unwrap() = status.to_owned();
    }

    pub fn fail_with(&self, http_status: u16) {
        *self.state.fail_with.lock().unwrap() = http_status;
    }

    pub fn delay(&self, ms: u64) {
        *self.state.delay_ms.lock().unwrap() = ms;
    }

    pub fn calls(&self) -> Vec<(String, String, String, Value)> {
        self.state.calls.lock().unwrap().clone()
    }
}
