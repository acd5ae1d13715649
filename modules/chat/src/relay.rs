//! Tells the answer streams of this process that an answer was written, so they read it at
//! once instead of at their next look. Streams served by another process find the text by
//! reading the database every `stream_poll_ms`: the database stays the one truth.

use std::sync::LazyLock;
use std::time::Duration;

use tokio::sync::broadcast;

static WRITTEN: LazyLock<broadcast::Sender<i64>> = LazyLock::new(|| broadcast::channel(1024).0);

/// Message `id`'s answer changed.
pub fn written(id: i64) {
    let _ = WRITTEN.send(id);
}

/// A stream's ear: waits for a write to its message, or `at_most`.
pub struct Ear(broadcast::Receiver<i64>);

impl Ear {
    pub fn new() -> Self {
        Self(WRITTEN.subscribe())
    }

    pub async fn wait(&mut self, id: i64, at_most: Duration) {
        let heard = async {
            loop {
                match self.0.recv().await {
                    Ok(written) if written == id => return,
                    Ok(_) => {}
                    // Missed some: the caller reads the database anyway.
                    Err(broadcast::error::RecvError::Lagged(_)) => return,
                    Err(broadcast::error::RecvError::Closed) => std::future::pending::<()>().await,
                }
            }
        };
        let _ = tokio::time::timeout(at_most, heard).await;
    }
}
