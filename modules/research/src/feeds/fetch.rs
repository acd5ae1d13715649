//! Reading a feed: over HTTP(S) with a time and size limit, or from a file the operator keeps.

use std::time::Duration;

/// Feeds are small; anything larger is not a news feed.
const MAX_BYTES: usize = 5 * 1024 * 1024;

pub async fn read(url: &str) -> anyhow::Result<Vec<u8>> {
    let parsed = url::Url::parse(url)?;
    match parsed.scheme() {
        "file" => {
            let path = parsed.to_file_path().map_err(|()| anyhow::anyhow!("not a file path: {url}"))?;
            let bytes = tokio_fs_read(&path).await?;
            anyhow::ensure!(bytes.len() <= MAX_BYTES, "the feed file is larger than {MAX_BYTES} bytes");
            Ok(bytes)
        }
        "http" | "https" => {
            let client = reqwest::Client::builder().timeout(Duration::from_secs(20)).user_agent("Eva news reader").build()?;
            let mut response = client.get(parsed).send().await?.error_for_status()?;
            let mut body = Vec::new();
            while let Some(chunk) = response.chunk().await? {
                body.extend_from_slice(&chunk);
                anyhow::ensure!(body.len() <= MAX_BYTES, "the feed is larger than {MAX_BYTES} bytes");
            }
            Ok(body)
        }
        other => anyhow::bail!("feeds are read over http(s) or from a file, not {other}"),
    }
}

async fn tokio_fs_read(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    let path = path.to_owned();
    actix_web::rt::task::spawn_blocking(move || std::fs::read(path)).await.map_err(std::io::Error::other)?
}
