//! The kernel every Eva module builds on.
//!
//! Modules see the product through this crate only: the [`Module`] contract, the shared
//! [`AppContext`], the HTTP contract (envelope, errors, business codes, language), the auth
//! extractors, the job queue, the mailer and the file storage; and where modules meet: ports,
//! events and requirement extractors.

pub mod attached_images;
pub mod auth;
pub mod cache_sync;
pub mod context;
pub mod entities;
pub mod events;
pub mod favourites;
pub mod form_value;
pub mod http;
pub mod i18n;
pub mod jobs;
pub mod lifecycle;
pub mod mail;
pub mod mentions;
pub mod messages;
pub mod metrics;
pub mod moderation;
pub mod module;
pub mod money;
pub mod ports;
pub mod price;
pub mod rate_limit;
pub mod ratios;
pub mod requirements;
pub mod saudi_time;
pub mod search_text;
pub mod settings;
pub mod singletons;
pub mod storage;
pub mod storage_copy;
pub mod switches;
pub mod throttle;
pub mod tls;
pub mod validation;
pub mod valuation;
pub mod write_txn;

pub use context::AppContext;
pub use http::error::{ApiError, ApiResult};
pub use http::response::{ApiResponse, CursorPage, Paginated};
pub use i18n::{Lang, Message};
pub use module::{Manifest, Module, NavEntry};
pub use settings::Settings;

/// Re-exported so modules register routes without naming the binding crate.
pub use utoipa_actix_web::service_config::ServiceConfig;
