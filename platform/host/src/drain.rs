//! Stopping a web process without failing a request. Actix runs each worker on its own runtime,
//! and a pooled database connection belongs to the runtime that opened it: a worker that stops
//! early would break a connection another worker is still using. So on SIGTERM the server first
//! stops accepting (the proxy sends new connections elsewhere), answers what is in flight with
//! `Connection: close`, waits until nothing is in flight, and only then stops every worker.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::ConnectionType;
use actix_web::middleware::Next;
use actix_web::web;

#[derive(Default)]
struct State {
    in_flight: AtomicUsize,
    draining: AtomicBool,
}

/// Requests in flight and whether the process is stopping; shared by every worker.
#[derive(Clone, Default)]
pub struct Drain(Arc<State>);

/// Counts a request while it runs, even when its future is dropped.
struct InFlight(Drain);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Drain {
    pub fn is_draining(&self) -> bool {
        self.0.draining.load(Ordering::SeqCst)
    }

    /// From now on, answers close their connection.
    pub fn start(&self) {
        self.0.draining.store(true, Ordering::SeqCst);
    }

    /// Waits until no request has been in flight for a moment, or `grace` has passed.
    pub async fn settled(&self, grace: Duration) {
        let deadline = Instant::now() + grace;
        let mut quiet_since: Option<Instant> = None;
        while Instant::now() < deadline {
            if self.0.in_flight.load(Ordering::SeqCst) == 0 {
                let since = *quiet_since.get_or_insert_with(Instant::now);
                if since.elapsed() >= Duration::from_millis(200) {
                    return;
                }
            } else {
                quiet_since = None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tracing::warn!(
            in_flight = self.0.in_flight.load(Ordering::SeqCst),
            "stopping with requests still in flight after the grace period"
        );
    }
}

/// The middleware: counts the request, and closes the connection after it while draining.
pub async fn track_in_flight(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let drain = req.app_data::<web::Data<Drain>>().map(|d| d.get_ref().clone()).unwrap_or_default();
    drain.0.in_flight.fetch_add(1, Ordering::SeqCst);
    let _counted = InFlight(drain.clone());
    let mut response = next.call(req).await?;
    if drain.is_draining() {
        // The connection type, not a header: actix writes the Connection header from it.
        response.response_mut().head_mut().set_connection_type(ConnectionType::Close);
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn settles_only_when_nothing_is_in_flight() {
        let drain = Drain::default();
        let request = InFlight({
            drain.0.in_flight.fetch_add(1, Ordering::SeqCst);
            drain.clone()
        });
        let waiting = tokio::spawn({
            let drain = drain.clone();
            async move {
                let started = Instant::now();
                drain.settled(Duration::from_secs(5)).await;
                started.elapsed()
            }
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!waiting.is_finished(), "settled while a request was in flight");
        drop(request);
        let waited = waiting.await.unwrap_or_default();
        assert!(waited >= Duration::from_millis(300), "{waited:?}");
    }
}
