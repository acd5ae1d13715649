//! Test helpers. `TestApp::spawn()` starts the real server on a random port with a fresh
//! database (SQLite, or PostgreSQL when `EVA_TEST_DATABASE_URL` is set), a fresh job queue
//! (SQLite, or Redis when `EVA_TEST_REDIS_URL` is set), in-process workers, and a real SMTP
//! server that keeps what it receives.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod app;
pub mod bench;
pub mod bench_app;
mod database;
pub mod day_change;
pub mod fake_model;
pub mod fake_moyasar;
pub mod grants;
pub mod kyc;
pub mod mail_sink;
mod operator;
pub mod pictures;
pub mod proxy_client;
mod sandbox;
pub mod stores;

pub use app::{TestApp, TestResponse, TestUser};
pub use database::TestDatabase;
pub use fake_model::{Behaviour, FakeModel};
pub use grants::FakeGrants;
pub use mail_sink::{MailSink, ReceivedMail};
pub use operator::daily_prices_csv;
