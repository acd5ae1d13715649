//! Identity providers: the user's identity number goes to the provider, which shows a request in
//! its app; the user picks there the number we show, and we ask the provider how it went. Nafath
//! is the real one; the sandbox, chosen only explicitly, confirms by itself.

pub mod nafath;
pub mod sandbox;

use std::sync::Arc;

use async_trait::async_trait;
use platform::{AppContext, Lang};

use crate::settings::KycSettings;

/// A check the provider opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Started {
    pub trans_id: String,
    /// The number the user picks in the provider's app.
    pub random: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckStatus {
    Waiting,
    Completed,
    Rejected,
    Expired,
}

impl CheckStatus {
    pub fn code(self) -> &'static str {
        match self {
            Self::Waiting => "waiting",
            Self::Completed => "completed",
            Self::Rejected => "rejected",
            Self::Expired => "expired",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The provider answered that it will not check this number (not registered with it, …).
    #[error("the identity provider refused the request: {0}")]
    Refused(String),
    /// It could not be reached or answered nonsense: try again later.
    #[error("the identity provider is unavailable: {0}")]
    Unavailable(String),
    /// This deployment has none (`[module.kyc] provider` is empty).
    #[error("no identity provider is configured ([module.kyc] provider)")]
    NotConfigured,
}

#[async_trait]
pub trait IdentityProvider: Send + Sync {
    async fn start(&self, national_id: &str, lang: Lang) -> Result<Started, ProviderError>;
    async fn status(&self, national_id: &str, check: &Started) -> Result<CheckStatus, ProviderError>;
}

/// The setting that picks the built-in sandbox.
pub const SANDBOX: &str = "sandbox";

/// No provider configured: identity checks are unavailable (the user is told so), while
/// everything that needs no check (a foreign resident's passport, staff review) still works.
struct NoProvider;

#[async_trait]
impl IdentityProvider for NoProvider {
    async fn start(&self, _national_id: &str, _lang: Lang) -> Result<Started, ProviderError> {
        Err(ProviderError::NotConfigured)
    }

    async fn status(&self, _national_id: &str, _check: &Started) -> Result<CheckStatus, ProviderError> {
        Err(ProviderError::NotConfigured)
    }
}

/// The configured provider, built once per application.
pub struct Configured(pub Arc<dyn IdentityProvider>);

impl Configured {
    pub fn from_settings(settings: &KycSettings) -> anyhow::Result<Self> {
        Ok(Self(match settings.provider.as_str() {
            "" => Arc::new(NoProvider),
            SANDBOX => Arc::new(sandbox::Sandbox {
                confirm_after: chrono::Duration::seconds(i64::try_from(settings.sandbox_confirm_after_secs).unwrap_or(i64::MAX)),
            }),
            "nafath" => Arc::new(nafath::Nafath::new(&settings.nafath)?),
            other => anyhow::bail!("[module.kyc] provider must be \"nafath\", \"sandbox\" or empty, not {other:?}"),
        }))
    }

    pub fn shared(ctx: &AppContext) -> platform::ApiResult<Arc<Self>> {
        ctx.singletons.get_or_try_init(|| Self::from_settings(&crate::settings_of(ctx)?)).map_err(platform::ApiError::internal)
    }
}
