//! Nafath (Elm's national single sign-on) MFA API: `POST /api/v1/mfa/request?local=&requestId=`
//! with `{nationalId, service}` answers `{transId, random}`; `POST /api/v1/mfa/request/status`
//! with `{nationalId, transId, random}` answers `{status}`: WAITING, COMPLETED, REJECTED or
//! EXPIRED. Every call carries the firm's `APP-ID` and `APP-KEY`.

use std::time::Duration;

use async_trait::async_trait;
use platform::Lang;
use serde::Deserialize;
use serde_json::json;

use super::{CheckStatus, IdentityProvider, ProviderError, Started};
use crate::settings::NafathSettings;

pub struct Nafath {
    http: reqwest::Client,
    base_url: String,
    app_id: String,
    app_key: String,
    service: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RequestAnswer {
    trans_id: String,
    random: serde_json::Value,
}

#[derive(Deserialize)]
struct StatusAnswer {
    status: String,
}

impl Nafath {
    pub fn new(s: &NafathSettings) -> anyhow::Result<Self> {
        anyhow::ensure!(!s.base_url.trim().is_empty(), "[module.kyc] provider = \"nafath\" needs nafath.base_url");
        anyhow::ensure!(
            !s.app_id.trim().is_empty() && !s.app_key.expose().is_empty(),
            "[module.kyc] provider = \"nafath\" needs nafath.app_id and nafath.app_key"
        );
        let http = reqwest::Client::builder().timeout(Duration::from_secs(s.timeout_secs.max(1))).build()?;
        Ok(Self {
            http,
            base_url: s.base_url.trim_end_matches('/').to_owned(),
            app_id: s.app_id.clone(),
            app_key: s.app_key.expose().to_owned(),
            service: s.service.clone(),
        })
    }

    /// Posts `body`; an error keeps what Nafath said, with the identity number taken out (errors
    /// reach the logs, identity numbers never do).
    async fn post(&self, path_and_query: &str, national_id: &str, body: serde_json::Value) -> Result<reqwest::Response, ProviderError> {
        let response = self
            .http
            .post(format!("{}{path_and_query}", self.base_url))
            .header("APP-ID", &self.app_id)
            .header("APP-KEY", &self.app_key)
            .json(&body)
            .send()
            .await
            // reqwest's errors name the address, never the body.
            .map_err(|e| ProviderError::Unavailable(e.without_url().to_string()))?;
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        let text = response.text().await.unwrap_or_default();
        let said: String = text.replace(national_id, "[identity number]").chars().take(300).collect();
        // 4xx: Nafath will not handle this request (unknown ID, bad service); 5xx: try later.
        Err(if status.is_client_error() {
            ProviderError::Refused(format!("{status}: {said}"))
        } else {
            ProviderError::Unavailable(format!("{status}: {said}"))
        })
    }
}

#[async_trait]
impl IdentityProvider for Nafath {
    async fn start(&self, national_id: &str, lang: Lang) -> Result<Started, ProviderError> {
        let query = format!("/api/v1/mfa/request?local={}&requestId={}", lang.code(), uuid::Uuid::new_v4());
        let answer: RequestAnswer = self
            .post(&query, national_id, json!({"nationalId": national_id, "service": self.service}))
            .await?
            .json()
            .await
            .map_err(|e| ProviderError::Unavailable(format!("unreadable answer: {e}")))?;
        // Nafath has sent the number as a string and as a number.
        let random = match answer.random {
            serde_json::Value::String(s) => s,
            serde_json::Value::Number(n) => n.to_string(),
            other => return Err(ProviderError::Unavailable(format!("unexpected random: {other}"))),
        };
        if answer.trans_id.is_empty() || random.is_empty() || random.len() > 8 {
            return Err(ProviderError::Unavailable("an empty transaction".into()));
        }
        Ok(Started { trans_id: answer.trans_id, random })
    }

    async fn status(&self, national_id: &str, check: &Started) -> Result<CheckStatus, ProviderError> {
        let answer: StatusAnswer = self
            .post(
                "/api/v1/mfa/request/status",
                national_id,
                json!({"nationalId": national_id, "transId": check.trans_id, "random": check.random}),
            )
            .await?
            .json()
            .await
            .map_err(|e| ProviderError::Unavailable(format!("unreadable answer: {e}")))?;
        match answer.status.as_str() {
            "WAITING" => Ok(CheckStatus::Waiting),
            "COMPLETED" => Ok(CheckStatus::Completed),
            "REJECTED" => Ok(CheckStatus::Rejected),
            "EXPIRED" => Ok(CheckStatus::Expired),
            other => Err(ProviderError::Unavailable(format!("unknown status {other:?}"))),
        }
    }
}
