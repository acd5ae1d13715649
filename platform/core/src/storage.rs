//! Stored files (avatars, documents) under `data/storage`, addressed by a relative key.

use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct Storage {
    root: PathBuf,
}

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("invalid storage key {0}")]
    BadKey(String),
    #[error("storage i/o: {0}")]
    Io(#[from] std::io::Error),
}

impl Storage {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    /// Keys are relative paths of plain segments; anything that could escape the root is refused.
    fn path_of(&self, key: &str) -> Result<PathBuf, StorageError> {
        let ok = !key.is_empty()
            && key.split('/').all(|seg| {
                !seg.is_empty() && seg != "." && seg != ".." && seg.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
            });
        if ok { Ok(self.root.join(key)) } else { Err(StorageError::BadKey(key.to_owned())) }
    }

    /// Writes atomically (temp file then rename), so a reader never sees half a file.
    pub async fn put(&self, key: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let path = self.path_of(key)?;
        if let Some(dir) = path.parent() {
            tokio::fs::create_dir_all(dir).await?;
        }
        let tmp = path.with_extension(format!("tmp-{}", uuid::Uuid::new_v4()));
        tokio::fs::write(&tmp, bytes).await?;
        tokio::fs::rename(&tmp, &path).await?;
        Ok(())
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match tokio::fs::read(self.path_of(key)?).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    pub async fn delete(&self, key: &str) -> Result<(), StorageError> {
        match tokio::fs::remove_file(self.path_of(key)?).await {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.into()),
            _ => Ok(()),
        }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_cannot_escape_the_root() {
        let s = Storage::new("/tmp/x");
        assert!(s.path_of("avatars/1.png").is_ok());
        for bad in ["../etc/passwd", "/abs", "a//b", "a/./b", "", "a b"] {
            assert!(s.path_of(bad).is_err(), "{bad}");
        }
    }
}
