//! The deployment's VAPID key: it signs every push, and its public half is the
//! `applicationServerKey` a browser subscribes with (a push service refuses a push signed by
//! another key).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike, ES256KeyPair};

use crate::settings::PushSettings;

/// The signing key and who the push services may contact about it.
pub struct Vapid {
    pub key: ES256KeyPair,
    pub subject: String,
}

impl Vapid {
    /// The configured key, or `None` when push is off on this deployment. A key that does not
    /// read is a configuration error: the app refuses to start rather than silently not push.
    pub fn from_settings(push: &PushSettings, mail_from: &str) -> anyhow::Result<Option<Self>> {
        let Some(secret) = &push.vapid_private_key else { return Ok(None) };
        let bytes = decode(secret.expose().trim())
            .ok_or_else(|| anyhow::anyhow!("module.notifications.push.vapid_private_key is not base64url"))?;
        let key = ES256KeyPair::from_bytes(&bytes)
            .map_err(|e| anyhow::anyhow!("module.notifications.push.vapid_private_key is not a P-256 private key: {e}"))?;
        let subject = match &push.subject {
            Some(s) if s.starts_with("mailto:") || s.starts_with("https:") => s.clone(),
            Some(s) => anyhow::bail!("module.notifications.push.subject must start with mailto: or https: (it is {s:?})"),
            None => format!("mailto:{}", address_of(mail_from)),
        };
        Ok(Some(Self { key, subject }))
    }

    /// The public key as browsers take it: the uncompressed point, base64url without padding.
    pub fn public_key(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key.public_key().public_key().to_bytes_uncompressed())
    }
}

/// A new key pair, as `eva notifications vapid-keys` prints it: (private, public), base64url.
pub fn generate() -> (String, String) {
    let key = ES256KeyPair::generate();
    let private = URL_SAFE_NO_PAD.encode(key.to_bytes());
    let public = URL_SAFE_NO_PAD.encode(key.public_key().public_key().to_bytes_uncompressed());
    (private, public)
}

/// Base64url with or without padding (browsers and tools write both), or standard base64.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let bare = text.trim_end_matches('=');
    URL_SAFE_NO_PAD.decode(bare).ok().or_else(|| base64::engine::general_purpose::STANDARD_NO_PAD.decode(bare).ok())
}

/// `noreply@eva.sa` out of `Eva <noreply@eva.sa>`.
fn address_of(from: &str) -> &str {
    match (from.find('<'), from.rfind('>')) {
        (Some(start), Some(end)) if start < end => from[start + 1..end].trim(),
        _ => from.trim(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use platform::settings::Secret;

    use super::*;

    #[test]
    fn a_generated_key_reads_back_with_the_same_public_half() {
        let (private, public) = generate();
        let push = PushSettings { vapid_private_key: Some(Secret::new(private)), ..PushSettings::default() };
        let vapid = Vapid::from_settings(&push, "Eva <noreply@eva.sa>").unwrap().unwrap();
        assert_eq!(vapid.public_key(), public);
        assert_eq!(decode(&public).unwrap().len(), 65, "an uncompressed P-256 point");
        assert_eq!(vapid.subject, "mailto:noreply@eva.sa");
    }

    #[test]
    fn no_key_is_push_off_and_a_bad_key_or_subject_is_refused() {
        assert!(Vapid::from_settings(&PushSettings::default(), "a@b.c").unwrap().is_none());
        let bad = PushSettings { vapid_private_key: Some(Secret::new("not a key!")), ..PushSettings::default() };
        assert!(Vapid::from_settings(&bad, "a@b.c").is_err());
        let (private, _) = generate();
        let odd_subject =
            PushSettings { vapid_private_key: Some(Secret::new(private)), subject: Some("eva.sa".into()), ..PushSettings::default() };
        assert!(Vapid::from_settings(&odd_subject, "a@b.c").is_err());
    }
}
