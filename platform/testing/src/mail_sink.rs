//! A real SMTP server (mailin) that keeps received messages, decoded, for tests to read.

use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use mail_parser::MessageParser;
use mailin_embedded::response::{OK, Response};
use mailin_embedded::{Handler, Server, SslConfig};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct ReceivedMail {
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
}

#[derive(Clone)]
struct SinkHandler {
    inbox: Arc<Mutex<Vec<ReceivedMail>>>,
    holds: Arc<Holds>,
    dir: Option<PathBuf>,
    to: Vec<String>,
    buf: Vec<u8>,
}

/// Messages the sink keeps waiting in the middle of their SMTP conversation, so that a test can
/// make something happen while a sender is still talking to the mail server (a barrier, not a
/// sleep). Keyed by recipient, lowercase.
#[derive(Default)]
struct Holds {
    state: Mutex<std::collections::HashMap<String, HoldState>>,
    changed: Condvar,
}

#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum HoldState {
    /// The next message to this address will wait at DATA.
    #[default]
    Armed,
    /// A message is waiting.
    Holding,
    /// Let it go; later messages pass.
    Released,
}

impl Holds {
    /// Blocks this connection's thread while a hold on one of `to` is armed or holding.
    fn wait_if_held(&self, to: &[String]) {
        let Ok(mut state) = self.state.lock() else { return };
        let Some(key) = to.iter().map(|t| t.to_lowercase()).find(|t| state.get(t) == Some(&HoldState::Armed)) else { return };
        state.insert(key.clone(), HoldState::Holding);
        self.changed.notify_all();
        while state.get(&key) == Some(&HoldState::Holding) {
            let Ok(next) = self.changed.wait(state) else { return };
            state = next;
        }
    }
}

/// A held message to one address: [`MailHold::arrived`] waits until its sender is in the middle
/// of the conversation, [`MailHold::release`] lets it finish.
pub struct MailHold {
    holds: Arc<Holds>,
    to: String,
}

impl MailHold {
    /// Waits (up to 15 s) until a message to the address is being held.
    pub async fn arrived(&self) {
        let (holds, to) = (self.holds.clone(), self.to.clone());
        let arrived = tokio::task::spawn_blocking(move || {
            let Ok(state) = holds.state.lock() else { return false };
            let waited = holds.changed.wait_timeout_while(state, Duration::from_secs(15), |s| s.get(&to) == Some(&HoldState::Armed));
            waited.is_ok_and(|(_, timeout)| !timeout.timed_out())
        })
        .await
        .unwrap_or(false);
        assert!(arrived, "no message to {} reached the mail server within 15 s", self.to);
    }

    /// Lets the held message finish; later messages to the address pass.
    pub fn release(&self) {
        if let Ok(mut state) = self.holds.state.lock() {
            state.insert(self.to.clone(), HoldState::Released);
        }
        self.holds.changed.notify_all();
    }
}

impl Drop for MailHold {
    fn drop(&mut self) {
        // A test that failed before releasing must not leave a sink thread blocked.
        self.release();
    }
}

impl Handler for SinkHandler {
    fn data_start(&mut self, _domain: &str, _from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.holds.wait_if_held(to);
        self.to = to.to_vec();
        self.buf.clear();
        OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.buf.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let parsed = MessageParser::default().parse(&self.buf);
        let mail = ReceivedMail {
            to: self.to.clone(),
            subject: parsed.as_ref().and_then(|m| m.subject()).unwrap_or_default().to_owned(),
            text: parsed.as_ref().and_then(|m| m.body_text(0)).map(|t| t.into_owned()).unwrap_or_default(),
            html: parsed.as_ref().and_then(|m| m.body_html(0)).map(|t| t.into_owned()).unwrap_or_default(),
        };
        if let Some(dir) = &self.dir {
            let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or_default();
            let _ = std::fs::write(dir.join(format!("{stamp}.eml")), &self.buf);
            if let Ok(json) = serde_json::to_vec_pretty(&mail) {
                let _ = std::fs::write(dir.join(format!("{stamp}.json")), json);
            }
        }
        if let Ok(mut inbox) = self.inbox.lock() {
            inbox.push(mail);
        }
        OK
    }
}

/// The running SMTP server; it lives as long as the process.
#[derive(Clone)]
pub struct MailSink {
    pub port: u16,
    inbox: Arc<Mutex<Vec<ReceivedMail>>>,
    holds: Arc<Holds>,
}

impl MailSink {
    /// Starts on a free port of 127.0.0.1, optionally also writing each message to `dir`
    /// (`.eml` as received, `.json` decoded).
    pub fn start(port: u16, dir: Option<PathBuf>) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(("127.0.0.1", port))?;
        let port = listener.local_addr()?.port();
        let inbox = Arc::new(Mutex::new(Vec::new()));
        let holds = Arc::new(Holds::default());
        let handler = SinkHandler { inbox: inbox.clone(), holds: holds.clone(), dir, to: Vec::new(), buf: Vec::new() };
        let mut server = Server::new(handler);
        // Mail servers keep pooled connections open: enough threads that many test apps never wait.
        server.with_name("eva-test-sink").with_num_threads(64).with_ssl(SslConfig::None).map_err(|e| anyhow::anyhow!("{e}"))?;
        server.with_tcp_listener(listener);
        std::thread::spawn(move || {
            let _ = server.serve();
        });
        Ok(Self { port, inbox, holds })
    }

    /// Holds the next message to `to` at the start of its DATA, until released (or dropped).
    pub fn hold(&self, to: &str) -> MailHold {
        let to = to.to_lowercase();
        if let Ok(mut state) = self.holds.state.lock() {
            state.insert(to.clone(), HoldState::Armed);
        }
        MailHold { holds: self.holds.clone(), to }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn all(&self) -> Vec<ReceivedMail> {
        self.inbox.lock().map(|m| m.clone()).unwrap_or_default()
    }

    /// Waits (up to 15 s) for the `n`-th message (1-based) sent to `to`.
    pub async fn wait_for(&self, to: &str, n: usize) -> ReceivedMail {
        self.wait_for_where(to, n, |_| true).await
    }

    /// Waits (up to 15 s) for the `n`-th message to `to` that `matches` accepts; jobs send
    /// concurrently, so two emails may arrive in either order.
    pub async fn wait_for_where(&self, to: &str, n: usize, matches: impl Fn(&ReceivedMail) -> bool) -> ReceivedMail {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let found: Vec<ReceivedMail> =
                self.all().into_iter().filter(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(to)) && matches(m)).collect();
            if found.len() >= n {
                return found[n - 1].clone();
            }
            let seen: Vec<String> = self.all().iter().map(|m| format!("{:?}: {}", m.to, m.subject)).collect();
            assert!(Instant::now() < deadline, "no email #{n} to {to} within 15 s; received: {seen:#?}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub fn count_to(&self, to: &str) -> usize {
        self.all().iter().filter(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(to))).count()
    }
}

/// Every message a sink started with a folder wrote there, decoded (`to`, `subject`, …): how a
/// separate process (the cluster and chaos drivers) reads the mail Eva sent.
pub fn messages_in(dir: &std::path::Path) -> Vec<serde_json::Value> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .filter_map(|path| std::fs::read_to_string(path).ok())
        .filter_map(|text| serde_json::from_str(&text).ok())
        .collect()
}
