//! Wakes a worker at a fixed interval to look for new jobs.
//!
//! apalis-core 1.0's own `IntervalStrategy` replaces its timer when it fires without polling the
//! new one, so when the fetch that follows completes at once the worker is never woken again
//! (a lost wake-up, seen here as jobs left pending). This one arms the new timer before
//! returning, so a wake-up is always scheduled.

use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use apalis::prelude::{PollSnapshot, PollStrategy};
use tokio::time::{Sleep, sleep};

pub struct IntervalWake {
    interval: Duration,
    timer: Pin<Box<Sleep>>,
}

impl IntervalWake {
    pub fn new(interval: Duration) -> Self {
        Self { interval, timer: Box::pin(sleep(interval)) }
    }
}

impl PollStrategy for IntervalWake {
    fn poll_drive(&mut self, cx: &mut Context<'_>, _snapshot: &PollSnapshot) -> Poll<Option<()>> {
        match self.timer.as_mut().poll(cx) {
            Poll::Ready(()) => {
                self.timer = Box::pin(sleep(self.interval));
                // Registers this task's waker with the new timer.
                let _ = self.timer.as_mut().poll(cx);
                Poll::Ready(Some(()))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}
