//! One shutdown signal (SIGTERM or Ctrl-C) fanned out to the server and the workers.

use tokio::sync::watch;

/// Resolves on SIGTERM or SIGINT.
pub async fn os_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {},
                    _ = tokio::signal::ctrl_c() => {},
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
    tracing::info!("shutdown signal received: finishing requests and jobs in flight");
}

/// A switch that stops whoever listens to it.
#[derive(Clone)]
pub struct Shutdown {
    tx: watch::Sender<bool>,
}

impl Default for Shutdown {
    fn default() -> Self {
        Self::new()
    }
}

impl Shutdown {
    pub fn new() -> Self {
        Self { tx: watch::channel(false).0 }
    }

    pub fn trigger(&self) {
        self.tx.send_replace(true);
    }

    /// Resolves once triggered (at once if it already was).
    pub fn wait(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut rx = self.tx.subscribe();
        async move {
            let _ = rx.wait_for(|stopped| *stopped).await;
        }
    }
}
