//! `eva storage migrate`: copies every file from one store to another (a folder to S3 when a
//! deployment grows), resumable and verified: a file already there with the same size and
//! SHA-256 is skipped, and each copy is read back and compared before it counts.

use futures_util::StreamExt;

use crate::storage::{Storage, StorageError};

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CopyReport {
    pub copied: u64,
    /// Already there, identical (a resumed run).
    pub skipped: u64,
    pub bytes: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(transparent)]
    Storage(#[from] StorageError),
    #[error("{key}: the copy does not match the original (size or SHA-256 differ)")]
    Mismatch { key: String },
    #[error("{key} disappeared from the source during the copy")]
    Vanished { key: String },
}

/// Copies every file of `from` into `to`; `progress` hears each key as it is settled.
pub async fn copy_all(from: &Storage, to: &Storage, mut progress: impl FnMut(&str, bool)) -> Result<CopyReport, CopyError> {
    let mut report = CopyReport::default();
    let mut keys = from.list("");
    while let Some(entry) = keys.next().await {
        let (key, _) = entry?;
        // Temporary files of an interrupted local write are not files of the product.
        if key.split('/').any(|seg| seg.starts_with('.')) || key.contains("#") {
            continue;
        }
        let Some(original) = from.fingerprint(&key).await? else { return Err(CopyError::Vanished { key }) };
        if to.fingerprint(&key).await?.as_ref() == Some(&original) {
            report.skipped += 1;
            progress(&key, false);
            continue;
        }
        let Some(file) = from.open_file(&key).await? else { return Err(CopyError::Vanished { key }) };
        to.put_stream(&key, file.bytes).await?;
        if to.fingerprint(&key).await?.as_ref() != Some(&original) {
            return Err(CopyError::Mismatch { key });
        }
        report.copied += 1;
        report.bytes += original.size;
        progress(&key, true);
    }
    Ok(report)
}
