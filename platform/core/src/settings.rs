//! Configuration: defaults → `eva.toml` → environment (`EVA_...`).
//!
//! Nested keys use a double underscore in the environment (`EVA_AUTH__TOKEN_TTL_HOURS=24`); the
//! common ones also have short names (`EVA_BIND`, `EVA_DATABASE_URL`, `EVA_REDIS_URL`,
//! `EVA_SMTP_URL`, `EVA_MODULES`, `EVA_DATA_DIR`).

use std::fmt;
use std::path::{Path, PathBuf};

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};

/// A value that is never written to logs or debug output.
#[derive(Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Settings {
    /// Address the HTTP server listens on.
    pub bind: String,
    /// Where all local state lives: SQLite files, stored files, mail written to disk.
    pub data_dir: PathBuf,
    /// The public address of the web app, used in links sent by email.
    pub public_url: String,
    /// `sqlite://...` (default, under data_dir) or `postgres://...`.
    pub database_url: Option<Secret>,
    /// Job queue on Redis when set; an SQLite file under data_dir otherwise.
    pub redis_url: Option<Secret>,
    /// Where the built web app is served from; absent directory means API only.
    pub web_dir: PathBuf,
    pub modules: ModulesSettings,
    pub auth: AuthSettings,
    pub mail: MailSettings,
    pub jobs: JobsSettings,
    pub storage: StorageSettings,
    #[serde(default)]
    pub http: HttpSettings,
    /// Each module's own settings, by module id (`[module.market]`, `EVA_MODULE__MARKET__...`).
    #[serde(default)]
    pub module: std::collections::BTreeMap<String, serde_json::Value>,
    /// Lets a deployment whose `public_url` is https start with a built-in sandbox provider
    /// (payments, identity checks), for staging; every page then shows a sandbox banner.
    /// Without it such a deployment refuses to start: a sandbox grants for free what is sold.
    #[serde(default)]
    pub allow_sandbox: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ModulesSettings {
    /// Module ids this deployment has; every module of the host's list when absent. The others
    /// are off and cannot be switched on.
    pub enabled: Option<Vec<String>>,
    /// Modules staff cannot switch off in the staff console.
    #[serde(default)]
    pub locked_on: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AuthSettings {
    /// A session (bearer token) unused this long ends; each use slides its end to this far from
    /// now (written at most once an hour), never past `token_max_age_days` after sign-in.
    pub token_ttl_hours: i64,
    /// The longest a session lives however often it is used: then its owner signs in again.
    pub token_max_age_days: i64,
    pub password_reset_ttl_minutes: i64,
    pub email_code_ttl_minutes: i64,
    /// Failed logins per email and client address before each further try waits (30 s, then
    /// doubling up to `login_window_secs`); per address alone, four times as many are allowed
    /// in `login_window_secs`. The same numbers limit guesses of an email's verification code.
    pub login_attempts: u32,
    pub login_window_secs: i64,
    /// Password-reset and verification emails allowed per address in one window.
    pub email_requests: u32,
    pub email_window_secs: i64,
    /// Trust `X-Forwarded-For` only when the server sits behind a known proxy.
    pub trust_forwarded_for: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MailSettings {
    /// `smtp://host:port`, `smtps://user:pass@host`, ...; without it mail is written to files.
    pub smtp_url: Option<Secret>,
    pub from: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct JobsSettings {
    /// Prefix of every queue name; lets several deployments (or tests) share one Redis.
    pub queue_prefix: String,
    /// Whether this instance fires cron schedules. Ticks are also locked in the database, so
    /// several instances with schedules on still run each tick once.
    pub run_schedules: bool,
    pub poll_interval_ms: u64,
    /// First delay between attempts of a failed job; doubles each time, up to 64 times.
    pub retry_backoff_ms: u64,
    pub concurrency: usize,
    /// How often each worker instance relays events left in the outbox (normally they leave
    /// right after their transaction commits; this catches a process that died in between).
    pub outbox_sweep_ms: u64,
    /// How often each worker tells Redis it is alive. A worker silent for `missed_heartbeats`
    /// of these (a killed process) is dead: the jobs it held are queued again for the others.
    #[serde(default = "default_heartbeat_ms")]
    pub heartbeat_ms: u64,
    #[serde(default = "default_missed_heartbeats")]
    pub missed_heartbeats: usize,
}

fn default_heartbeat_ms() -> u64 {
    30_000
}

fn default_missed_heartbeats() -> usize {
    10
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct HttpSettings {
    /// Other sites whose pages may call the API from a browser (`https://app.example.sa`);
    /// empty (the default): only the web app Eva serves itself.
    #[serde(default)]
    pub cors_origins: Vec<String>,
    /// Send `Strict-Transport-Security` and mark cookies `Secure`. Absent: when `public_url` is
    /// `https://` (TLS ends at the load balancer, so the request itself cannot tell).
    #[serde(default)]
    pub hsts: Option<bool>,
    /// A bearer token Prometheus sends to `/metrics`. Absent: `/metrics` answers only when
    /// `public_url` is a loopback address, and then only requests from this machine that name no
    /// proxy; a deployment reached from elsewhere must set it (a same-host proxy need not say it
    /// is one).
    #[serde(default)]
    pub metrics_token: Option<Secret>,
    /// Where an `eva work` process (which serves no HTTP) shows its own `/metrics`
    /// (`127.0.0.1:9464`); absent: it shows none.
    #[serde(default)]
    pub metrics_bind: Option<String>,
    /// The modules' abuse limits (429 past them). Off only where every caller is one machine on
    /// purpose: the cluster and chaos tests drive hundreds of users from one address.
    #[serde(default = "limits_on")]
    pub rate_limits: bool,
    /// The longest pause while a request body arrives, in seconds; past it the request is 408.
    #[serde(default = "body_idle_secs")]
    pub body_idle_secs: u64,
    /// The longest a whole request body may take to arrive, in seconds (a 30 MB research PDF at
    /// 1 Mbit/s takes about 240 s).
    #[serde(default = "body_total_secs")]
    pub body_total_secs: u64,
}

fn limits_on() -> bool {
    true
}

fn body_idle_secs() -> u64 {
    15
}

fn body_total_secs() -> u64 {
    300
}

impl Default for HttpSettings {
    fn default() -> Self {
        Self {
            cors_origins: Vec::new(),
            hsts: None,
            metrics_token: None,
            metrics_bind: None,
            rate_limits: true,
            body_idle_secs: body_idle_secs(),
            body_total_secs: body_total_secs(),
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StorageSettings {
    pub max_upload_bytes: usize,
    /// `s3://BUCKET/PREFIX` for an S3-compatible store (endpoint, region and keys from `AWS_*`);
    /// absent: the `storage` folder in the data directory.
    #[serde(default)]
    pub url: Option<String>,
    /// Extra S3 settings by name (`endpoint`, `region`, `allow_http`, ...), over the environment's.
    #[serde(default)]
    pub options: std::collections::BTreeMap<String, Secret>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            bind: "127.0.0.1:8080".into(),
            data_dir: PathBuf::from("data"),
            public_url: "http://127.0.0.1:8080".into(),
            database_url: None,
            redis_url: None,
            web_dir: PathBuf::from("web/dist"),
            modules: ModulesSettings { enabled: None, locked_on: Vec::new() },
            auth: AuthSettings {
                token_ttl_hours: 24 * 30,
                token_max_age_days: 180,
                password_reset_ttl_minutes: 60,
                email_code_ttl_minutes: 60 * 24,
                login_attempts: 5,
                login_window_secs: 15 * 60,
                email_requests: 5,
                email_window_secs: 60 * 60,
                trust_forwarded_for: false,
            },
            mail: MailSettings { smtp_url: None, from: "Eva <no-reply@eva.local>".into() },
            jobs: JobsSettings {
                queue_prefix: String::new(),
                run_schedules: true,
                poll_interval_ms: 200,
                retry_backoff_ms: 1000,
                concurrency: 4,
                outbox_sweep_ms: 5000,
                heartbeat_ms: default_heartbeat_ms(),
                missed_heartbeats: default_missed_heartbeats(),
            },
            storage: StorageSettings { max_upload_bytes: 2 * 1024 * 1024, url: None, options: Default::default() },
            http: HttpSettings::default(),
            module: std::collections::BTreeMap::new(),
            allow_sandbox: false,
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("invalid configuration: {0}")]
pub struct SettingsError(String);

impl Settings {
    /// Loads defaults, then `eva.toml` (or `EVA_CONFIG`), then the environment.
    pub fn load() -> Result<Self, SettingsError> {
        let file = std::env::var("EVA_CONFIG").unwrap_or_else(|_| "eva.toml".into());
        Self::load_from(Path::new(&file))
    }

    pub fn load_from(file: &Path) -> Result<Self, SettingsError> {
        let figment = Figment::from(Serialized::defaults(Settings::default()))
            .merge(Toml::file(file))
            .merge(Env::prefixed("EVA_").split("__").ignore(&["modules", "config"]))
            .merge(Env::raw().only(&["EVA_SMTP_URL"]).map(|_| "mail.smtp_url".into()));
        let mut settings: Settings = figment.extract().map_err(|e| SettingsError(e.to_string()))?;
        if let Ok(list) = std::env::var("EVA_MODULES") {
            settings.modules.enabled = Some(parse_module_list(&list));
        }
        Ok(settings)
    }

    /// A module's settings, its defaults filling what the deployment leaves out.
    pub fn module_config<T: serde::de::DeserializeOwned + Default>(&self, id: &str) -> Result<T, SettingsError> {
        match self.module.get(id) {
            Some(value) => serde_json::from_value(value.clone()).map_err(|e| SettingsError(format!("[module.{id}]: {e}"))),
            None => Ok(T::default()),
        }
    }

    /// Refuses a built-in sandbox provider (`what`, e.g. `[module.kyc] provider`) on a public
    /// https deployment unless `allow_sandbox` says it is meant.
    pub fn permit_sandbox(&self, what: &str) -> Result<(), SettingsError> {
        if self.public_url.trim_start().to_ascii_lowercase().starts_with("https://") && !self.allow_sandbox {
            return Err(SettingsError(format!(
                "{what} is the built-in sandbox, which takes no money and checks no identity, and public_url is https: \
                 choose a real provider, or set allow_sandbox = true for a staging deployment"
            )));
        }
        Ok(())
    }

    /// Whether the deployment is reached only on this machine (`public_url` on localhost or a
    /// loopback address): the one case where `/metrics` may answer without its token.
    pub fn served_on_loopback_only(&self) -> bool {
        let Ok(url) = url::Url::parse(&self.public_url) else { return false };
        match url.host() {
            Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
            Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
            None => false,
        }
    }

    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.expose().to_owned(),
            None => format!("sqlite://{}?mode=rwc", self.data_dir.join("eva.db").display()),
        }
    }

    pub fn job_queue_path(&self) -> PathBuf {
        self.data_dir.join("jobs.db")
    }

    /// The folder of the embedded file store (used when no `[storage] url` is set).
    pub fn storage_dir(&self) -> PathBuf {
        self.data_dir.join("storage")
    }

    pub fn mail_dir(&self) -> PathBuf {
        self.data_dir.join("mail")
    }

    pub fn is_postgres(&self) -> bool {
        self.database_url().starts_with("postgres")
    }
}

/// `EVA_MODULES` is a comma-separated list ("accounts,content").
pub fn parse_module_list(list: &str) -> Vec<String> {
    list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_show_in_debug_output() {
        let s = Settings { redis_url: Some(Secret::new("redis://:hunter2@x")), ..Settings::default() };
        assert!(!format!("{s:?}").contains("hunter2"));
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn smtp_url_has_a_short_environment_name() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("EVA_SMTP_URL", "smtp://127.0.0.1:2525");
            jail.set_env("EVA_BIND", "127.0.0.1:9999");
            jail.set_env("EVA_AUTH__LOGIN_ATTEMPTS", "7");
            let s = Settings::load_from(Path::new("missing.toml")).map_err(|e| e.to_string())?;
            assert_eq!(s.mail.smtp_url.as_ref().map(Secret::expose), Some("smtp://127.0.0.1:2525"));
            assert_eq!(s.bind, "127.0.0.1:9999");
            assert_eq!(s.auth.login_attempts, 7);
            Ok(())
        });
    }

    #[test]
    fn module_list_ignores_blanks() {
        assert_eq!(parse_module_list(" accounts, ,content,"), vec!["accounts", "content"]);
    }
}
