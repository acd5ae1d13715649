//! Stored files (avatars, documents), addressed by a relative key, in an object store: a local
//! folder by default (`data/storage`), an S3-compatible store in production (`[storage] url =
//! "s3://BUCKET/PREFIX"`, endpoint and keys from the standard `AWS_*` variables). Any process may
//! serve a file another one stored. Uploads and downloads stream; a private file leaves only
//! through its module's authorised route or a short-lived signed URL the module hands out.

use std::collections::BTreeMap;
use std::path::{Path as FsPath, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::stream::BoxStream;
use futures_util::{Stream, StreamExt, TryStreamExt};
use object_store::aws::{AmazonS3, AmazonS3Builder, AmazonS3ConfigKey};
use object_store::buffered::BufWriter;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::signer::Signer;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use crate::settings::Secret;

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("invalid storage key {0}")]
    BadKey(String),
    #[error("invalid storage address {0}")]
    BadUrl(String),
    #[error("object store: {0}")]
    Store(#[from] object_store::Error),
    #[error("storage i/o: {0}")]
    Io(#[from] std::io::Error),
}

/// A stored file opened for reading: its size and its bytes as they arrive.
pub struct StoredFile {
    pub size: u64,
    pub bytes: BoxStream<'static, Result<Bytes, StorageError>>,
}

impl std::fmt::Debug for StoredFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredFile").field("size", &self.size).finish()
    }
}

/// A new key in `folder` for a file of `extension`: a full random UUID, so two instances
/// storing at the same moment can never write over each other's files.
pub fn unique_key(folder: &str, extension: &str) -> String {
    format!("{}/{}.{extension}", folder.trim_end_matches('/'), uuid::Uuid::new_v4())
}

/// What one key holds: size and SHA-256, to compare copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    pub size: u64,
    pub sha256: String,
}

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
    /// Only S3-compatible stores sign URLs; a local folder is served by the module's route.
    signer: Option<Arc<AmazonS3>>,
    /// Prepended to every key (the `PREFIX` of `s3://BUCKET/PREFIX`).
    prefix: String,
    /// Where the files are, for messages (never with credentials).
    location: String,
    /// The folder of a local store; a local store is what tests check stays empty.
    local_root: Option<PathBuf>,
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Storage").field("location", &self.location).finish()
    }
}

/// Accepts plain segments of letters, digits, `-`, `_` and `.`; anything that could escape is refused.
fn checked(key: &str) -> Result<&str, StorageError> {
    let ok = !key.is_empty()
        && key
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != ".." && seg.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)));
    if ok { Ok(key) } else { Err(StorageError::BadKey(key.to_owned())) }
}

impl Storage {
    /// A folder on this machine (the embedded default).
    pub fn local(root: impl Into<PathBuf>) -> Result<Self, StorageError> {
        let root = root.into();
        std::fs::create_dir_all(&root)?;
        let store = LocalFileSystem::new_with_prefix(&root)?;
        Ok(Self {
            store: Arc::new(store),
            signer: None,
            prefix: String::new(),
            location: root.display().to_string(),
            local_root: Some(root),
        })
    }

    /// The store named by `url`: `s3://BUCKET/PREFIX`, `file:///PATH` or a plain path. S3 settings
    /// come from the `AWS_*` environment, then `options` (e.g. `endpoint`, `allow_http`).
    pub fn open(url: &str, options: &BTreeMap<String, Secret>) -> Result<Self, StorageError> {
        if let Some(rest) = url.strip_prefix("s3://") {
            let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
            if bucket.is_empty() {
                return Err(StorageError::BadUrl(url.to_owned()));
            }
            crate::tls::install_crypto_provider();
            let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket);
            for (key, value) in options {
                let key: AmazonS3ConfigKey = key.parse().map_err(|_| StorageError::BadUrl(format!("unknown S3 option {key}")))?;
                builder = builder.with_config(key, value.expose());
            }
            let s3 = Arc::new(builder.build()?);
            let prefix = prefix.trim_matches('/').to_owned();
            if !prefix.is_empty() {
                checked(&prefix)?;
            }
            return Ok(Self { store: s3.clone(), signer: Some(s3), prefix, location: format!("s3://{rest}"), local_root: None });
        }
        let path = url.strip_prefix("file://").unwrap_or(url);
        if path.is_empty() || (url.contains("://") && !url.starts_with("file://")) {
            return Err(StorageError::BadUrl(url.to_owned()));
        }
        Self::local(path)
    }

    fn path(&self, key: &str) -> Result<Path, StorageError> {
        let key = checked(key)?;
        Ok(if self.prefix.is_empty() { Path::from(key) } else { Path::from(format!("{}/{key}", self.prefix)) })
    }

    /// Where the files are ("s3://bucket/prefix" or a folder).
    pub fn location(&self) -> &str {
        &self.location
    }

    /// The folder of a local store; None for an object store.
    pub fn local_root(&self) -> Option<&FsPath> {
        self.local_root.as_deref()
    }

    /// Stores a small file whole (a reader never sees half a file).
    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let path = self.path(key)?;
        self.store.put(&path, PutPayload::from(Bytes::copy_from_slice(bytes))).await?;
        Ok(())
    }

    /// Stores a file as its bytes arrive (large uploads go up in parts, never whole in memory);
    /// nothing is left behind when the stream fails. Answers the stored size.
    pub async fn put_stream<S, E>(&self, key: &str, mut chunks: S) -> Result<u64, StorageError>
    where
        S: Stream<Item = Result<Bytes, E>> + Unpin,
        E: Into<StorageError>,
    {
        let path = self.path(key)?;
        let mut writer = BufWriter::new(self.store.clone(), path);
        let mut size = 0u64;
        while let Some(chunk) = chunks.next().await {
            let chunk = match chunk {
                Ok(chunk) => chunk,
                Err(e) => {
                    let _ = writer.abort().await;
                    return Err(e.into());
                }
            };
            size += chunk.len() as u64;
            if let Err(e) = writer.write_all(&chunk).await {
                let _ = writer.abort().await;
                return Err(e.into());
            }
        }
        writer.shutdown().await?;
        Ok(size)
    }

    /// A small file whole, or None when there is none under `key`.
    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match self.store.get(&self.path(key)?).await {
            Ok(found) => Ok(Some(found.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The file as a stream, for answering a download without holding it in memory.
    pub async fn open_file(&self, key: &str) -> Result<Option<StoredFile>, StorageError> {
        match self.store.get(&self.path(key)?).await {
            Ok(found) => Ok(Some(StoredFile { size: found.meta.size, bytes: found.into_stream().map_err(StorageError::from).boxed() })),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), StorageError> {
        match self.store.delete(&self.path(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// A URL that lets whoever holds it download the file for `expires_in`, for a module to hand
    /// out after its own check; None where the store cannot sign (a local folder: the module's
    /// route serves the file instead).
    pub async fn signed_url(&self, key: &str, expires_in: Duration) -> Result<Option<url::Url>, StorageError> {
        let Some(signer) = &self.signer else { return Ok(None) };
        Ok(Some(signer.signed_url(object_store::signer::Method::GET, &self.path(key)?, expires_in).await?))
    }

    /// Every key under `prefix` (all keys for ""), with its size.
    pub fn list(&self, prefix: &str) -> BoxStream<'static, Result<(String, u64), StorageError>> {
        let own = self.prefix.clone();
        let under = match (own.is_empty(), prefix.is_empty()) {
            (true, true) => None,
            (true, false) => Some(Path::from(prefix)),
            (false, true) => Some(Path::from(own.clone())),
            (false, false) => Some(Path::from(format!("{own}/{prefix}"))),
        };
        self.store
            .list(under.as_ref())
            .map(move |meta| {
                let meta = meta?;
                let full = meta.location.to_string();
                let key = if own.is_empty() { full } else { full.strip_prefix(&format!("{own}/")).unwrap_or(&full).to_owned() };
                Ok((key, meta.size))
            })
            .boxed()
    }

    /// Size and SHA-256 of what `key` holds, read as a stream; None when there is nothing.
    pub async fn fingerprint(&self, key: &str) -> Result<Option<Fingerprint>, StorageError> {
        let Some(mut file) = self.open_file(key).await? else { return Ok(None) };
        let mut hasher = Sha256::new();
        let mut size = 0u64;
        while let Some(chunk) = file.bytes.next().await {
            let chunk = chunk?;
            size += chunk.len() as u64;
            hasher.update(&chunk);
        }
        Ok(Some(Fingerprint { size, sha256: hex::encode(hasher.finalize()) }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_cannot_escape_the_root() {
        assert!(checked("avatars/1.png").is_ok());
        for bad in ["../etc/passwd", "/abs", "a//b", "a/./b", "", "a b", "a/../../b", "a\\b"] {
            assert!(checked(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn addresses_are_checked() {
        let none = BTreeMap::new();
        assert!(matches!(Storage::open("s3:///x", &none), Err(StorageError::BadUrl(_))));
        assert!(matches!(Storage::open("ftp://host/x", &none), Err(StorageError::BadUrl(_))));
        let mut bad = BTreeMap::new();
        bad.insert("colour".to_owned(), Secret::new("blue"));
        assert!(matches!(Storage::open("s3://bucket/p", &bad), Err(StorageError::BadUrl(m)) if m.contains("colour")));
    }
}
