//! Request bodies that stop arriving are cut: a client that sends headers and then a byte now and
//! then would otherwise hold a connection and a worker's attention for as long as it likes.
//! Each body must keep arriving (a pause of at most `[http] body_idle_secs`) and be whole within
//! `[http] body_total_secs`; past either, reading it fails with a timeout, answered 408.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::middleware::Next;
use actix_web::{HttpMessage, web};
use bytes::Bytes;
use futures_util::Stream;
use tokio::time::{Instant, Sleep, sleep};

use crate::AppContext;

/// Whether a body read failed because it stopped arriving.
pub fn timed_out(error: &PayloadError) -> bool {
    matches!(error, PayloadError::Io(e) if e.kind() == std::io::ErrorKind::TimedOut)
}

struct Deadlined {
    inner: Payload,
    idle: Duration,
    pause: Pin<Box<Sleep>>,
    whole: Pin<Box<Sleep>>,
}

impl Stream for Deadlined {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_next(cx) {
            Poll::Ready(Some(Ok(chunk))) => {
                this.pause.as_mut().reset(Instant::now() + this.idle);
                Poll::Ready(Some(Ok(chunk)))
            }
            Poll::Pending => {
                if this.pause.as_mut().poll(cx).is_ready() || this.whole.as_mut().poll(cx).is_ready() {
                    let late = std::io::Error::new(std::io::ErrorKind::TimedOut, "the request body stopped arriving");
                    return Poll::Ready(Some(Err(PayloadError::Io(late))));
                }
                Poll::Pending
            }
            done => done,
        }
    }
}

/// The middleware: every request's body is read under the deadlines.
pub async fn body_deadline(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let (idle, whole) = req
        .app_data::<web::Data<AppContext>>()
        .map_or((15, 300), |ctx| (ctx.settings.http.body_idle_secs, ctx.settings.http.body_total_secs));
    let (idle, whole) = (Duration::from_secs(idle.max(1)), Duration::from_secs(whole.max(1)));
    let inner = req.take_payload();
    let timed = Deadlined { inner, idle, pause: Box::pin(sleep(idle)), whole: Box::pin(sleep(whole)) };
    let boxed: Pin<Box<dyn Stream<Item = Result<Bytes, PayloadError>>>> = Box::pin(timed);
    req.set_payload(Payload::from(boxed));
    next.call(req).await
}
