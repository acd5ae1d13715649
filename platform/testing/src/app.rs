//! `TestApp`: the real server and workers, on a random port, with fresh state.

use std::sync::{Arc, OnceLock};

use eva::ConnectedApp;
use eva::shutdown::Shutdown;
use platform::jobs::JobRegistry;
use platform::settings::Secret;
use platform::{AppContext, Settings};
use reqwest::Method;
use sea_orm::EntityTrait;
use serde_json::Value;
use tokio::sync::Mutex;
use tokio::task::JoinHandle;

use crate::database::TestDatabase;
use crate::mail_sink::MailSink;

static SINK: OnceLock<MailSink> = OnceLock::new();

/// One SMTP server for the whole test process; tests tell their mail apart by recipient.
pub fn mail_sink() -> MailSink {
    SINK.get_or_init(|| MailSink::start(0, None).expect("the test SMTP server starts")).clone()
}

/// Logs for a debugging session: `EVA_TEST_LOG=debug cargo test ...`.
fn init_test_logs() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if let Ok(filter) = std::env::var("EVA_TEST_LOG") {
            let _ = tracing_subscriber::fmt().with_env_filter(tracing_subscriber::EnvFilter::new(filter)).with_test_writer().try_init();
        }
    });
}

type Workers = (Shutdown, JoinHandle<anyhow::Result<()>>);

pub struct TestApp {
    pub address: String,
    pub port: u16,
    pub ctx: AppContext,
    pub mail: MailSink,
    pub registry: Arc<JobRegistry>,
    pub uses_postgres: bool,
    pub uses_redis: bool,
    /// The server's in-flight count and stopping flag (`eva::drain`).
    pub drain: eva::drain::Drain,
    /// The abuse limits' clock, in seconds since the epoch: still unless the test moves it, so a
    /// window never ends in the middle of a test that fills it.
    pub limit_clock: Arc<std::sync::atomic::AtomicU64>,
    client: reqwest::Client,
    workers: Mutex<Option<Workers>>,
    server: eva::http::ServerHandle,
    _db: TestDatabase,
    _dir: tempfile::TempDir,
}

/// A user the test signed in.
#[derive(Debug, Clone)]
pub struct TestUser {
    pub id: i64,
    pub token: String,
    pub email: String,
    pub password: String,
}

#[derive(Debug)]
pub struct TestResponse {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl TestResponse {
    /// The first message for `field` in a 422 body.
    pub fn field_error(&self, field: &str) -> Option<&str> {
        self.body["errors"][field][0].as_str()
    }

    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or_default()
    }
}

/// Builds a request to the test server.
pub struct RequestBuilder<'a> {
    app: &'a TestApp,
    inner: reqwest::RequestBuilder,
}

impl RequestBuilder<'_> {
    pub fn token(mut self, token: &str) -> Self {
        self.inner = self.inner.bearer_auth(token);
        self
    }

    pub fn lang(mut self, lang: &str) -> Self {
        self.inner = self.inner.header("Accept-Language", lang);
        self
    }

    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.inner = self.inner.header(name, value);
        self
    }

    pub fn json(mut self, body: &Value) -> Self {
        self.inner = self.inner.json(body);
        self
    }

    pub fn raw_body(mut self, content_type: &str, body: impl Into<reqwest::Body>) -> Self {
        self.inner = self.inner.header("Content-Type", content_type).body(body);
        self
    }

    pub fn multipart(mut self, form: reqwest::multipart::Form) -> Self {
        self.inner = self.inner.multipart(form);
        self
    }

    pub async fn send(self) -> TestResponse {
        let _ = self.app;
        let res = self.inner.send().await.expect("the test server answers");
        let status = res.status().as_u16();
        let headers = res.headers().clone();
        let bytes = res.bytes().await.expect("a response body");
        let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        TestResponse { status, headers, body }
    }
}

impl TestApp {
    /// All modules on, default settings.
    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}, |_| {}).await
    }

    /// Only these modules on.
    pub async fn spawn_with_modules(modules: &[&str]) -> Self {
        let list: Vec<String> = modules.iter().map(|m| (*m).to_owned()).collect();
        Self::spawn_with(move |s| s.modules.enabled = Some(list), |_| {}).await
    }

    /// Adjust settings and register extra jobs before start. Event subscribers belong in an extra
    /// module ([`Self::spawn_full`]): the bus delivers only to modules that are on.
    pub async fn spawn_with(configure: impl FnOnce(&mut Settings), extra_jobs: impl FnOnce(&mut JobRegistry)) -> Self {
        Self::spawn_full(configure, extra_jobs, Vec::new()).await
    }

    /// All modules plus the test's own (fake ports, event subscribers, probe routes).
    pub async fn spawn_with_extra_modules(extra: Vec<Box<dyn platform::Module>>) -> Self {
        Self::spawn_full(|_| {}, |_| {}, extra).await
    }

    /// Everything a test may adjust before start.
    pub async fn spawn_full(
        configure: impl FnOnce(&mut Settings),
        extra_jobs: impl FnOnce(&mut JobRegistry),
        extra_modules: Vec<Box<dyn platform::Module>>,
    ) -> Self {
        init_test_logs();
        crate::day_change::wait_out_day_change().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let db = TestDatabase::migrated(dir.path()).await.expect("a fresh test database");
        let mail = mail_sink();
        let redis = std::env::var("EVA_TEST_REDIS_URL").ok().filter(|u| !u.is_empty());

        let mut settings = Settings {
            bind: "127.0.0.1:0".into(),
            data_dir: dir.path().to_path_buf(),
            web_dir: dir.path().join("no-web-app"),
            database_url: Some(Secret::new(db.url.clone())),
            redis_url: redis.as_deref().map(Secret::new),
            ..Settings::default()
        };
        settings.jobs.queue_prefix = format!("test-{}:", uuid::Uuid::new_v4().simple());
        settings.jobs.poll_interval_ms = 50;
        settings.jobs.retry_backoff_ms = 20;
        // Schedules fire on the wall clock (quotes every five minutes in a session, a market's
        // end of day at its close): a test runs the job it means, so its data never changes
        // under it with the time of day it runs at.
        settings.jobs.run_schedules = false;
        settings.mail.smtp_url = Some(Secret::new(mail.url()));
        // The sandboxes are chosen explicitly, as a deployment must. The KYC sandbox confirms at
        // once and may be asked as often as a test polls; the key is configured, as in
        // production, so nothing is written to the data folder.
        settings.module.insert("subscriptions".into(), serde_json::json!({"card_provider": "sandbox", "bnpl_provider": "sandbox"}));
        settings.module.insert("kyc".into(), serde_json::json!({"provider": "sandbox", "sandbox_confirm_after_secs": 0, "poll_min_interval_ms": 0, "encryption_key": "ZXZhLXRlc3Qta3ljLWtleS0zMi1ieXRlcy1sb25nISE="}));
        if crate::stores::apps_use_s3() {
            let endpoint = crate::stores::s3_endpoint().expect("EVA_TEST_STORAGE=s3 needs EVA_TEST_S3_ENDPOINT");
            let (url, options) = crate::stores::s3_settings(&endpoint);
            settings.storage.url = Some(url);
            settings.storage.options = options;
        }
        configure(&mut settings);

        let mut app = ConnectedApp::connect_full(settings, extra_jobs, extra_modules).await.expect("the app connects");
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let limit_clock = Arc::new(std::sync::atomic::AtomicU64::new(now));
        app.limit_clock = platform::rate_limit::LimitClock::manual(limit_clock.clone());
        app.migrate().await.expect("migrations apply");
        app.seed(false).await.expect("reference data seeds");
        let ctx = app.ctx.clone();
        let registry = app.registry.clone();
        let worker_env = app.worker_env(format!("test-{}", uuid::Uuid::new_v4().simple()));

        let application = eva::Application::bind(app).expect("the server binds");
        let port = application.port;
        let drain = application.drain.clone();
        let server = application.server.handle();
        tokio::spawn(application.server);

        let test_app = Self {
            address: format!("http://127.0.0.1:{port}"),
            port,
            ctx,
            mail,
            registry,
            uses_postgres: db.is_postgres(),
            uses_redis: redis.is_some(),
            drain,
            limit_clock,
            // Idle connections are dropped before the server's 5-second keep-alive closes them: a
            // request sent on one the server was closing that moment was reset ("connection reset").
            client: reqwest::Client::builder()
                .cookie_store(true)
                .pool_idle_timeout(std::time::Duration::from_secs(2))
                .build()
                .expect("an HTTP client"),
            workers: Mutex::new(None),
            server,
            _db: db,
            _dir: dir,
        };
        test_app.start_workers_with(worker_env).await;
        test_app
    }

    async fn start_workers_with(&self, env: platform::jobs::WorkerEnv) {
        let shutdown = Shutdown::new();
        let stop = shutdown.wait();
        let registry = self.registry.clone();
        let handle = tokio::spawn(async move { workers::run(&registry, env, stop).await });
        *self.workers.lock().await = Some((shutdown, handle));
    }

    /// Starts the workers again under a new instance name, as a restarted process would.
    pub async fn start_workers(&self) {
        let env = platform::jobs::WorkerEnv {
            ctx: self.ctx.clone(),
            instance: format!("test-{}", uuid::Uuid::new_v4().simple()),
            run_schedules: self.ctx.settings.jobs.run_schedules,
        };
        self.start_workers_with(env).await;
    }

    /// Stops the workers gracefully and waits until they are gone.
    pub async fn stop_workers(&self) {
        if let Some((shutdown, handle)) = self.workers.lock().await.take() {
            shutdown.trigger();
            handle.await.expect("the workers task joins").expect("the workers stop cleanly");
        }
    }

    pub fn request(&self, method: Method, path: &str) -> RequestBuilder<'_> {
        RequestBuilder { app: self, inner: self.client.request(method, format!("{}{path}", self.address)) }
    }

    pub fn get(&self, path: &str) -> RequestBuilder<'_> {
        self.request(Method::GET, path)
    }

    pub fn post(&self, path: &str) -> RequestBuilder<'_> {
        self.request(Method::POST, path)
    }

    pub fn put(&self, path: &str) -> RequestBuilder<'_> {
        self.request(Method::PUT, path)
    }

    pub fn delete(&self, path: &str) -> RequestBuilder<'_> {
        self.request(Method::DELETE, path)
    }

    /// Registers an account and returns its token.
    /// Signs up as a person does: the form, then the code from the email; answers the session's
    /// token. The address must be new (a known one gets no code).
    pub async fn register(&self, name: &str, email: &str, password: &str) -> String {
        let sent = self.codes_sent_to(email);
        let res = self
            .post("/api/register")
            .json(&serde_json::json!({
                "name": name, "email": email, "password": password,
                "password_confirmation": password, "terms": true
            }))
            .send()
            .await;
        assert_eq!(res.status, 202, "registration failed: {:?}", res.body);
        let code = self.verification_code(email, sent + 1).await;
        let made = self.post("/api/register/confirm").json(&serde_json::json!({"email": email, "code": code})).send().await;
        assert_eq!(made.status, 201, "confirming the sign-up failed: {:?}", made.body);
        made.body["data"]["token"].as_str().expect("a token").to_owned()
    }

    /// A new subscriber who has just signed up (no phone yet): (token, email, password).
    pub async fn signed_in_subscriber(&self) -> (String, String, String) {
        let email = format!("sub-{}@example.com", uuid::Uuid::new_v4().simple());
        let password = "a-long-password".to_owned();
        let token = self.register("مستثمر تجريبي", &email, &password).await;
        (token, email, password)
    }

    /// A subscriber who verified their email with the emailed code and gave a phone number.
    pub async fn verified_subscriber(&self) -> TestUser {
        let (token, email, password) = self.signed_in_subscriber().await;
        let phone = self.post("/api/phone").token(&token).json(&serde_json::json!({"phone": "0501234567"})).send().await;
        assert_eq!(phone.status, 200, "phone failed: {:?}", phone.body);
        let me = self.get("/api/user").token(&token).send().await;
        let id = me.body["data"]["id"].as_i64().expect("the user's id");
        TestUser { id, token, email, password }
    }

    /// A verified user with the analyst role (as staff approval will grant it).
    pub async fn signed_in_analyst(&self) -> TestUser {
        self.verified_with_role("analyst").await
    }

    /// A verified user with the staff role.
    pub async fn signed_in_staff(&self) -> TestUser {
        self.verified_with_role("staff").await
    }

    async fn verified_with_role(&self, role: &str) -> TestUser {
        use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
        let user = self.verified_subscriber().await;
        let row = platform::entities::users::Entity::find_by_id(user.id).one(&self.ctx.db).await.expect("the user row").expect("the user");
        let mut row = row.into_active_model();
        row.role = Set(role.to_owned());
        row.update(&self.ctx.db).await.expect("the role is set");
        user
    }

    /// How many verification emails `email` has received so far.
    pub fn codes_sent_to(&self, email: &str) -> usize {
        self.mail
            .all()
            .iter()
            .filter(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(email)) && m.text.contains("/register_confirm?"))
            .count()
    }

    /// The six-digit code of the n-th verification email sent to `email`.
    pub async fn verification_code(&self, email: &str, n: usize) -> String {
        let mail = self.mail.wait_for_where(email, n, |m| m.text.contains("/register_confirm?")).await;
        mail.text.split(|c: char| !c.is_ascii_digit()).find(|w| w.len() == 6).expect("a six-digit code in the email").to_owned()
    }
}

impl TestApp {
    /// The token of the n-th password-reset email sent to `email`.
    pub async fn reset_token(&self, email: &str, n: usize) -> String {
        let mail = self.mail.wait_for_where(email, n, |m| m.text.contains("/reset_password?token=")).await;
        mail.text.split("token=").nth(1).and_then(|t| t.split('&').next()).expect("a token in the link").to_owned()
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let server = self.server.clone();
        tokio::spawn(async move { server.stop(false).await });
    }
}
