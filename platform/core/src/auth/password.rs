//! Argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct PasswordError(String);

fn hasher() -> Result<Argon2<'static>, PasswordError> {
    let params = Params::new(19_456, 2, 1, None).map_err(|e| PasswordError(e.to_string()))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Hashes on a blocking thread: Argon2 is deliberately slow and must not stall the server.
pub async fn hash_password(password: String) -> Result<String, PasswordError> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        hasher()?.hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| PasswordError(e.to_string()))
    })
    .await
    .map_err(|e| PasswordError(e.to_string()))?
}

/// False for a wrong password or an unreadable hash.
pub async fn verify_password(password: String, hash: String) -> Result<bool, PasswordError> {
    tokio::task::spawn_blocking(move || {
        let Ok(parsed) = PasswordHash::new(&hash) else { return Ok(false) };
        Ok(hasher()?.verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await
    .map_err(|e| PasswordError(e.to_string()))?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_use_owasp_parameters() -> Result<(), PasswordError> {
        let hash = hash_password("correct horse".into()).await?;
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("correct horse".into(), hash.clone()).await?);
        assert!(!verify_password("wrong horse".into(), hash).await?);
        assert!(!verify_password("x".into(), "not a hash".into()).await?);
        Ok(())
    }
}
