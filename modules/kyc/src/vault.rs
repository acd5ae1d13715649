//! Personal data at rest: identity numbers, dates of birth, names, the answers and passport photos
//! are sealed with AES-256-GCM under the deployment's key, each bound to what it is (the
//! associated data names the field and the user, so a sealed value moved to another row or field
//! does not open). A keyed hash (HMAC-SHA-256) finds an identity number without storing it.

use std::path::Path;

use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The version of the sealed format, first in every sealed text.
const PREFIX: &str = "v1.";
const NONCE_LEN: usize = 12;

#[derive(Debug, thiserror::Error)]
pub enum VaultError {
    #[error("a sealed value is damaged or was sealed under another key or for another field")]
    Unreadable,
    #[error("too long to seal")]
    TooLong,
}

impl From<VaultError> for platform::ApiError {
    fn from(e: VaultError) -> Self {
        platform::ApiError::internal(e)
    }
}

/// The current key first, then the previous ones (during a rotation): values are sealed and
/// looked up under the current key and opened under any.
pub struct Vault {
    ciphers: Vec<Aes256Gcm>,
    lookup_keys: Vec<[u8; 32]>,
}

impl std::fmt::Debug for Vault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Vault([redacted])")
    }
}

/// HMAC-SHA-256 under a 32-byte key. HMAC pads a key shorter than its 64-byte block with zeros,
/// so the padded block is the same key, and taking it whole cannot fail.
fn hmac(key: &[u8; 32], message: &[u8]) -> [u8; 32] {
    let mut block = [0u8; 64];
    block[..32].copy_from_slice(key);
    let mut mac = <Hmac<Sha256> as KeyInit>::new(&block.into());
    mac.update(message);
    mac.finalize().into_bytes().into()
}

impl Vault {
    /// Separate keys for sealing and for lookups are derived from the one configured key.
    pub fn new(key: &[u8; 32]) -> Self {
        Self::with_previous(key, &[])
    }

    /// The current key and the keys it replaces, newest first.
    pub fn with_previous(current: &[u8; 32], previous: &[[u8; 32]]) -> Self {
        let keys: Vec<&[u8; 32]> = std::iter::once(current).chain(previous).collect();
        Self {
            ciphers: keys.iter().map(|k| Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&hmac(k, b"eva kyc seal v1")))).collect(),
            lookup_keys: keys.iter().map(|k| hmac(k, b"eva kyc lookup v1")).collect(),
        }
    }

    fn current(&self) -> &Aes256Gcm {
        &self.ciphers[0]
    }

    /// `bytes` sealed for `purpose` (e.g. "identity:42"), as raw bytes: nonce then ciphertext.
    pub fn seal_bytes(&self, purpose: &str, bytes: &[u8]) -> Result<Vec<u8>, VaultError> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        // AES-GCM refuses only messages of 64 GB and more.
        let sealed = self.current().encrypt(&nonce, Payload { msg: bytes, aad: purpose.as_bytes() }).map_err(|_| VaultError::TooLong)?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(out)
    }

    pub fn open_bytes(&self, purpose: &str, sealed: &[u8]) -> Result<Vec<u8>, VaultError> {
        if sealed.len() < NONCE_LEN {
            return Err(VaultError::Unreadable);
        }
        let (nonce, body) = sealed.split_at(NONCE_LEN);
        self.ciphers
            .iter()
            .find_map(|c| c.decrypt(Nonce::from_slice(nonce), Payload { msg: body, aad: purpose.as_bytes() }).ok())
            .ok_or(VaultError::Unreadable)
    }

    /// `text` sealed for `purpose`, as text for a column.
    pub fn seal(&self, purpose: &str, text: &str) -> Result<String, VaultError> {
        Ok(format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(self.seal_bytes(purpose, text.as_bytes())?)))
    }

    pub fn open(&self, purpose: &str, sealed: &str) -> Result<String, VaultError> {
        let body = sealed.strip_prefix(PREFIX).ok_or(VaultError::Unreadable)?;
        let bytes = URL_SAFE_NO_PAD.decode(body).map_err(|_| VaultError::Unreadable)?;
        String::from_utf8(self.open_bytes(purpose, &bytes)?).map_err(|_| VaultError::Unreadable)
    }

    /// The same for the same value under the same key; reveals nothing of the value.
    pub fn lookup_hash(&self, value: &str) -> String {
        hex::encode(hmac(&self.lookup_keys[0], value.as_bytes()))
    }

    /// The value's hash under every key: what a row not yet resealed may hold.
    pub fn lookup_hashes(&self, value: &str) -> Vec<String> {
        self.lookup_keys.iter().map(|k| hex::encode(hmac(k, value.as_bytes()))).collect()
    }
}

/// The key: `[module.kyc] encryption_key` (32 bytes in base64), or else one kept in
/// `<data_dir>/kyc.key`, made on the first start. Instances that share a database must share
/// the key, so a deployment of several sets it in its configuration.
pub fn load_key(configured: &str, data_dir: &Path) -> anyhow::Result<[u8; 32]> {
    let configured = configured.trim();
    if !configured.is_empty() {
        return decode_key("encryption_key", configured);
    }
    let path = data_dir.join("kyc.key");
    if let Ok(text) = std::fs::read_to_string(&path) {
        let bytes = STANDARD.decode(text.trim()).map_err(|e| anyhow::anyhow!("{} is not base64: {e}", path.display()))?;
        return <[u8; 32]>::try_from(bytes.as_slice()).map_err(|_| anyhow::anyhow!("{} must hold 32 bytes", path.display()));
    }
    let key: [u8; 32] = Aes256Gcm::generate_key(&mut OsRng).into();
    std::fs::create_dir_all(data_dir)?;
    if !write_private(&path, &STANDARD.encode(key))? {
        // Another instance made it at the same moment: its key is the one.
        return load_key("", data_dir);
    }
    tracing::warn!(path = %path.display(), "made a KYC encryption key: back it up, and set [module.kyc] encryption_key where several instances share the database");
    Ok(key)
}

/// A configured key: 32 bytes in base64. Errors name the setting, never the value.
pub fn decode_key(setting: &str, text: &str) -> anyhow::Result<[u8; 32]> {
    let bytes = STANDARD.decode(text.trim()).map_err(|_| anyhow::anyhow!("[module.kyc] {setting} is not base64"))?;
    <[u8; 32]>::try_from(bytes.as_slice())
        .map_err(|_| anyhow::anyhow!("[module.kyc] {setting} must be 32 bytes (44 characters of base64), it is {}", bytes.len()))
}

/// Writes a new file only its owner can read; false when the file exists already.
fn write_private(path: &Path, text: &str) -> anyhow::Result<bool> {
    use std::io::Write;
    let tmp = path.with_extension(format!("tmp-{}", uuid::Uuid::new_v4().simple()));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    // Written whole beside it, then linked into place: no reader ever sees half a key.
    options.open(&tmp)?.write_all(text.as_bytes())?;
    let linked = std::fs::hard_link(&tmp, path);
    std::fs::remove_file(&tmp)?;
    match linked {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn sealed_values_open_only_for_their_purpose_and_key() {
        let vault = Vault::new(&[7; 32]);
        let sealed = vault.seal("identity:1", "1000000008").unwrap();
        assert!(!sealed.contains("1000000008"));
        assert_ne!(sealed, vault.seal("identity:1", "1000000008").unwrap(), "a fresh nonce each time");
        assert_eq!(vault.open("identity:1", &sealed).unwrap(), "1000000008");
        assert!(vault.open("identity:2", &sealed).is_err(), "moved to another user");
        assert!(Vault::new(&[8; 32]).open("identity:1", &sealed).is_err(), "another key");
        let mut damaged = sealed.clone();
        damaged.pop();
        assert!(vault.open("identity:1", &damaged).is_err());
    }

    #[test]
    fn after_a_rotation_old_values_open_and_new_ones_use_the_new_key() {
        let old = Vault::new(&[7; 32]);
        let sealed = old.seal("identity:1", "1000000008").unwrap();
        let rotated = Vault::with_previous(&[9; 32], &[[7; 32]]);
        assert_eq!(rotated.open("identity:1", &sealed).unwrap(), "1000000008");
        let resealed = rotated.seal("identity:1", "1000000008").unwrap();
        assert!(Vault::new(&[9; 32]).open("identity:1", &resealed).is_ok(), "sealed under the new key alone");
        assert!(old.open("identity:1", &resealed).is_err());
        assert_eq!(rotated.lookup_hashes("1000000008"), [Vault::new(&[9; 32]).lookup_hash("1000000008"), old.lookup_hash("1000000008")]);
    }

    #[test]
    fn lookups_are_stable_and_keyed() {
        let vault = Vault::new(&[7; 32]);
        assert_eq!(vault.lookup_hash("1000000008"), vault.lookup_hash("1000000008"));
        assert_ne!(vault.lookup_hash("1000000008"), Vault::new(&[8; 32]).lookup_hash("1000000008"));
    }

    #[test]
    fn a_key_is_made_once_and_kept() {
        let dir = std::env::temp_dir().join(format!("kyc-key-{}", uuid::Uuid::new_v4()));
        let first = load_key("", &dir).unwrap();
        assert_eq!(load_key("", &dir).unwrap(), first);
        let configured = STANDARD.encode([3u8; 32]);
        assert_eq!(load_key(&configured, &dir).unwrap(), [3u8; 32]);
        assert!(load_key("c2hvcnQ=", &dir).is_err(), "too short");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
