//! Wakes a worker to look for new jobs: at a fixed interval, and at once when this process has
//! just pushed a job on its queue (the doorbell), so a job pushed by a handler of `eva run`
//! starts without waiting for the next tick. Other processes' pushes are found at the interval.
//!
//! apalis-core 1.0's own `IntervalStrategy` replaces its timer when it fires without polling the
//! new one, so when the fetch that follows completes at once the worker is never woken again
//! (a lost wake-up, seen here as jobs left pending). This one arms the new timer before
//! returning, so a wake-up is always scheduled.

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::{Arc, LazyLock, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use apalis::prelude::{PollSnapshot, PollStrategy};
use tokio::sync::Notify;
use tokio::sync::futures::OwnedNotified;
use tokio::time::{Sleep, sleep};

static DOORBELLS: LazyLock<Mutex<HashMap<String, Arc<Notify>>>> = LazyLock::new(Mutex::default);

/// The doorbell of a queue (its full name) in this process.
pub(crate) fn doorbell(queue: &str) -> Arc<Notify> {
    let mut bells = DOORBELLS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    bells.entry(queue.to_owned()).or_default().clone()
}

/// Rings a queue's doorbell: a worker of this process on it looks now (a ring with no worker
/// waiting is kept for the next look, so none is lost).
pub(crate) fn ring(queue: &str) {
    doorbell(queue).notify_one();
}

pub struct IntervalWake {
    interval: Duration,
    timer: Pin<Box<Sleep>>,
    bell: Arc<Notify>,
    rung: Pin<Box<OwnedNotified>>,
}

impl IntervalWake {
    pub fn new(interval: Duration, queue: &str) -> Self {
        let bell = doorbell(queue);
        Self { interval, timer: Box::pin(sleep(interval)), rung: Box::pin(bell.clone().notified_owned()), bell }
    }

    fn rearm(&mut self, cx: &mut Context<'_>) {
        self.timer = Box::pin(sleep(self.interval));
        // Registers this task's waker with the new timer.
        let _ = self.timer.as_mut().poll(cx);
    }
}

impl PollStrategy for IntervalWake {
    fn poll_drive(&mut self, cx: &mut Context<'_>, _snapshot: &PollSnapshot) -> Poll<Option<()>> {
        if self.rung.as_mut().poll(cx).is_ready() {
            self.rung = Box::pin(self.bell.clone().notified_owned());
            let _ = self.rung.as_mut().poll(cx);
            self.rearm(cx);
            return Poll::Ready(Some(()));
        }
        match self.timer.as_mut().poll(cx) {
            Poll::Ready(()) => {
                self.rearm(cx);
                Poll::Ready(Some(()))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}
