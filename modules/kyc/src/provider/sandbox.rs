//! The sandbox provider: no app to confirm in, so a check confirms by itself a few seconds after
//! it starts. It keeps nothing: the start time travels in the transaction id, so every instance
//! answers the same. One documented number is always rejected, to try the refused path.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use platform::Lang;
use rand::Rng;

use super::{CheckStatus, IdentityProvider, ProviderError, Started};

/// A valid identity number the sandbox always rejects (as if refused in the app).
pub const REJECTED_NUMBER: &str = "1000000016";

pub struct Sandbox {
    pub confirm_after: chrono::Duration,
}

#[async_trait]
impl IdentityProvider for Sandbox {
    async fn start(&self, _national_id: &str, _lang: Lang) -> Result<Started, ProviderError> {
        let random = rand::thread_rng().gen_range(10..100).to_string();
        Ok(Started { trans_id: format!("sandbox-{}-{}", Utc::now().timestamp_millis(), uuid::Uuid::new_v4().simple()), random })
    }

    async fn status(&self, national_id: &str, check: &Started) -> Result<CheckStatus, ProviderError> {
        let started = check
            .trans_id
            .strip_prefix("sandbox-")
            .and_then(|rest| rest.split('-').next())
            .and_then(|ms| ms.parse::<i64>().ok())
            .and_then(DateTime::<Utc>::from_timestamp_millis)
            .ok_or_else(|| ProviderError::Refused("not a sandbox transaction".into()))?;
        if Utc::now() - started < self.confirm_after {
            return Ok(CheckStatus::Waiting);
        }
        Ok(if national_id == REJECTED_NUMBER { CheckStatus::Rejected } else { CheckStatus::Completed })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[tokio::test]
    async fn a_check_confirms_itself_after_its_delay() {
        let now = Sandbox { confirm_after: chrono::Duration::zero() };
        let started = now.start("1000000008", Lang::Ar).await.unwrap();
        assert!((10..100).contains(&started.random.parse::<i32>().unwrap()));
        assert_eq!(now.status("1000000008", &started).await.unwrap(), CheckStatus::Completed);
        assert_eq!(now.status(REJECTED_NUMBER, &started).await.unwrap(), CheckStatus::Rejected);
        let later = Sandbox { confirm_after: chrono::Duration::hours(1) };
        assert_eq!(later.status("1000000008", &started).await.unwrap(), CheckStatus::Waiting);
        assert!(crate::national_id::parse(REJECTED_NUMBER).is_some(), "the rejected number passes the form's checks");
    }
}
