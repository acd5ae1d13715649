//! A local OpenAI-compatible server for tests, benchmarks and journeys: `POST
//! /v1/chat/completions`, streaming (server-sent chunks) or not, with the delays and failures a
//! test asks for, and every request it received kept for inspection. Never the network.
//!
//! A journey that must see an answer arrive in pieces cannot rely on timing (a busy machine may
//! open the page's stream after the model has finished). It arms a hold instead: `POST
//! /fake/holds {"marker", "after_pieces"}` stops the next streamed answer whose request contains
//! `marker` after that many pieces, until `POST /fake/holds/release {"marker"}`.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpResponse, HttpServer, web};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::watch;

/// How the fake answers.
#[derive(Debug, Clone)]
pub struct Behaviour {
    /// The answer; `{stock}` becomes the data's first `STOCK:` line.
    pub reply: String,
    /// Pieces the answer is streamed in.
    pub chunks: usize,
    /// Wait before the first piece, and between pieces.
    pub first_delay: Duration,
    pub chunk_delay: Duration,
    /// The first N requests answer HTTP 500.
    pub fail_first: usize,
    /// Every request answers HTTP 500.
    pub always_fail: bool,
}

impl Default for Behaviour {
    fn default() -> Self {
        Self {
            reply: "According to the data, {stock}. Prices are delayed 15 minutes.".into(),
            chunks: 4,
            first_delay: Duration::ZERO,
            chunk_delay: Duration::from_millis(5),
            fail_first: 0,
            always_fail: false,
        }
    }
}

#[derive(Default)]
struct State {
    behaviour: Mutex<Behaviour>,
    requests: Mutex<Vec<Value>>,
    holds: Mutex<Vec<Hold>>,
}

/// An armed or taken hold; released holds are gone.
struct Hold {
    marker: String,
    after_pieces: usize,
    open: watch::Sender<bool>,
    taken: bool,
}

impl State {
    fn arm(&self, marker: String, after_pieces: usize) {
        let (open, _) = watch::channel(false);
        self.holds.lock().unwrap().push(Hold { marker, after_pieces, open, taken: false });
    }

    /// Opens every hold with the marker (taken or not) and forgets them; whether one was taken.
    fn release(&self, marker: &str) -> bool {
        let mut taken = false;
        self.holds.lock().unwrap().retain(|h| {
            if h.marker != marker {
                return true;
            }
            taken |= h.taken;
            let _ = h.open.send(true);
            false
        });
        taken
    }

    /// The gate of the first untaken hold whose marker the request contains, now taken.
    fn take_hold(&self, request: &str) -> Option<(usize, watch::Receiver<bool>)> {
        let mut holds = self.holds.lock().unwrap();
        let hold = holds.iter_mut().find(|h| !h.taken && request.contains(&h.marker))?;
        hold.taken = true;
        Some((hold.after_pieces, hold.open.subscribe()))
    }
}

pub struct FakeModel {
    pub base_url: String,
    state: Arc<State>,
    server: actix_web::dev::ServerHandle,
}

impl FakeModel {
    pub async fn start(behaviour: Behaviour) -> Self {
        Self::start_on("127.0.0.1:0", behaviour).await
    }

    pub async fn start_on(address: &str, behaviour: Behaviour) -> Self {
        let state = Arc::new(State { behaviour: Mutex::new(behaviour), ..State::default() });
        let data = web::Data::from(state.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .app_data(web::JsonConfig::default().limit(1 << 20))
                .route("/v1/chat/completions", web::post().to(completions))
                .route("/fake/holds", web::post().to(arm_hold))
                .route("/fake/holds/release", web::post().to(release_hold))
        })
        .workers(1)
        .bind(address)
        .expect("the fake model binds");
        let port = server.addrs()[0].port();
        let server = server.run();
        let handle = server.handle();
        tokio::spawn(server);
        Self { base_url: format!("http://127.0.0.1:{port}/v1"), state, server: handle }
    }

    pub fn set(&self, behaviour: Behaviour) {
        *self.state.behaviour.lock().unwrap() = behaviour;
    }

    /// Stops the next streamed answer whose request contains `marker` after `after_pieces` pieces.
    pub fn hold(&self, marker: &str, after_pieces: usize) {
        self.state.arm(marker.to_owned(), after_pieces);
    }

    /// Lets held answers with the marker go on; whether one had been held.
    pub fn release(&self, marker: &str) -> bool {
        self.state.release(marker)
    }

    /// Every request body received, oldest first.
    pub fn requests(&self) -> Vec<Value> {
        self.state.requests.lock().unwrap().clone()
    }

    pub async fn stop(&self) {
        self.server.stop(false).await;
    }
}

#[derive(Deserialize)]
struct HoldRequest {
    marker: String,
    #[serde(default)]
    after_pieces: usize,
}

async fn arm_hold(state: web::Data<State>, body: web::Json<HoldRequest>) -> HttpResponse {
    let HoldRequest { marker, after_pieces } = body.into_inner();
    if marker.is_empty() {
        return HttpResponse::BadRequest().json(json!({"error": "a hold needs a marker"}));
    }
    state.arm(marker, after_pieces);
    HttpResponse::NoContent().finish()
}

#[derive(Deserialize)]
struct ReleaseRequest {
    marker: String,
}

async fn release_hold(state: web::Data<State>, body: web::Json<ReleaseRequest>) -> HttpResponse {
    HttpResponse::Ok().json(json!({"taken": state.release(&body.marker)}))
}

/// The first `STOCK:` line of the messages sent.
fn stock_line(body: &Value) -> String {
    body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["content"].as_str())
        .flat_map(str::lines)
        .find(|l| l.starts_with("STOCK:"))
        .unwrap_or("STOCK: unknown")
        .trim_start_matches("STOCK:")
        .trim()
        .to_owned()
}

/// The answer cut into `n` pieces on character boundaries.
fn pieces(text: &str, n: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let size = chars.len().div_ceil(n.max(1)).max(1);
    chars.chunks(size).map(|c| c.iter().collect()).collect()
}

fn chunk(content: Option<&str>, finish: Option<&str>) -> Bytes {
    let delta = content.map_or_else(|| json!({}), |c| json!({"role": "assistant", "content": c}));
    let body = json!({
        "id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 1_764_000_000u32, "model": "fake",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    });
    Bytes::from(format!("data: {body}\n\n"))
}

async fn completions(state: web::Data<State>, body: web::Json<Value>) -> HttpResponse {
    let body = body.into_inner();
    let seen = {
        let mut requests = state.requests.lock().unwrap();
        requests.push(body.clone());
        requests.len()
    };
    let b = state.behaviour.lock().unwrap().clone();
    if b.always_fail || seen <= b.fail_first {
        return HttpResponse::InternalServerError()
            .json(json!({"error": {"message": "the fake model fails as asked", "type": "server_error", "param": null, "code": null}}));
    }
    let reply = b.reply.replace("{stock}", &stock_line(&body));
    if body["stream"].as_bool() != Some(true) {
        tokio::time::sleep(b.first_delay).await;
        return HttpResponse::Ok().json(json!({
            "id": "chatcmpl-fake", "object": "chat.completion", "created": 1_764_000_000u32, "model": "fake",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }));
    }
    let parts = pieces(&reply, b.chunks);
    let hold = state.take_hold(&body.to_string());
    let stream = futures_util::stream::unfold((0usize, parts, b, hold), |(i, parts, b, mut hold)| async move {
        if i > parts.len() + 1 {
            return None;
        }
        if hold.as_ref().is_some_and(|(after, _)| i == *after)
            && let Some((_, mut gate)) = hold.take()
        {
            // A dropped sender (the model stopping) lets the answer go on too.
            let _ = gate.wait_for(|open| *open).await;
        }
        tokio::time::sleep(if i == 0 {
            b.first_delay
        } else if i <= parts.len() {
            b.chunk_delay
        } else {
            Duration::ZERO
        })
        .await;
        let bytes = match i {
            i if i < parts.len() => chunk(Some(&parts[i]), None),
            i if i == parts.len() => chunk(None, Some("stop")),
            _ => Bytes::from_static(b"data: [DONE]\n\n"),
        };
        Some((Ok::<_, actix_web::Error>(bytes), (i + 1, parts, b, hold)))
    });
    HttpResponse::Ok().content_type("text/event-stream").streaming(stream)
}
