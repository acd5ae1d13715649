//! The kyc module's settings: `[module.kyc]` in eva.toml or `EVA_MODULE__KYC__...`.

use platform::settings::Secret;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct KycSettings {
    /// 32 bytes in base64; empty keeps one in `<data_dir>/kyc.key` (see `vault::load_key`).
    pub encryption_key: Secret,
    /// Keys being rotated out (base64, newest first): values sealed under them still open until
    /// `eva kyc reseal` has sealed everything under `encryption_key`.
    pub previous_encryption_keys: Vec<Secret>,
    /// `nafath`, `sandbox` (the built-in test provider: confirms by itself), or empty (the
    /// default): no identity checks.
    pub provider: String,
    pub nafath: NafathSettings,
    /// The sandbox confirms a check this many seconds after it starts.
    pub sandbox_confirm_after_secs: u64,
    /// How long the user has to confirm in the provider's app (Nafath: three minutes).
    pub check_ttl_secs: i64,
    /// How long a confirmed identity waits for the form to be sent.
    pub confirmed_valid_mins: i64,
    /// The provider is asked about a check at most this often, whoever polls.
    pub poll_min_interval_ms: i64,
}

impl Default for KycSettings {
    fn default() -> Self {
        Self {
            encryption_key: Secret::default(),
            previous_encryption_keys: Vec::new(),
            provider: String::new(),
            nafath: NafathSettings::default(),
            sandbox_confirm_after_secs: 4,
            check_ttl_secs: 180,
            confirmed_valid_mins: 30,
            poll_min_interval_ms: 2000,
        }
    }
}

/// Nafath's MFA API (Elm): `POST {base_url}/api/v1/mfa/request` and `/api/v1/mfa/request/status`.
#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct NafathSettings {
    /// e.g. `https://nafath.api.elm.sa` (production) or `https://nafath.api.elm.sa/stg` (pre-production).
    pub base_url: String,
    pub app_id: String,
    pub app_key: Secret,
    /// The service the firm is registered for.
    pub service: String,
    pub timeout_secs: u64,
}

impl Default for NafathSettings {
    fn default() -> Self {
        Self {
            base_url: String::new(),
            app_id: String::new(),
            app_key: Secret::default(),
            service: "DigitalServiceEnrollmentWithoutBio".into(),
            timeout_secs: 10,
        }
    }
}
