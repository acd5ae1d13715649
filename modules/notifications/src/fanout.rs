//! Sending a notice to its audience. One user: delivered at once, in the event's delivery. Many
//! (a list's subscribers, every investor): a chain of `FanOutBatch` jobs, each taking the next
//! batch of user ids after the last one it saw and queueing the next batch before it ends. A
//! retried batch re-inserts nothing (unique per user and source) and so emails nobody twice.

use platform::AppContext;
use platform::auth::Role;
use platform::jobs::{Job, JobError};
use serde::{Deserialize, Serialize};

use crate::deliver::{self, Delivered};
use crate::notice::{Audience, Notice};
use crate::settings_of;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FanOutBatch {
    pub notice: Notice,
    pub audience: Audience,
    /// The event's delivery id: the same across retries.
    pub source_key: String,
    /// The last user id the previous batch covered (0 for the first).
    pub after_user_id: i64,
    /// Emails earlier batches queued (the throttle counts on from there).
    pub emails_before: u64,
}

/// Starts delivering `notice`; returns what was delivered now (for one user, everything).
pub async fn start(ctx: &AppContext, notice: Notice, audience: Audience, source_key: String) -> anyhow::Result<Delivered> {
    match audience {
        Audience::User { user_id } => {
            let settings = settings_of(ctx)?;
            deliver::to_users(ctx, &settings, &notice, &source_key, &[user_id], 0).await
        }
        Audience::ListSubscribers { .. } | Audience::Investors => {
            ctx.queue.push(FanOutBatch { notice, audience, source_key, after_user_id: 0, emails_before: 0 }).await?;
            Ok(Delivered::default())
        }
    }
}

/// The next recipients of a many-people audience.
async fn next_recipients(ctx: &AppContext, audience: Audience, after: i64, limit: u64) -> anyhow::Result<Vec<i64>> {
    Ok(match audience {
        Audience::User { user_id } => {
            if user_id > after {
                vec![user_id]
            } else {
                Vec::new()
            }
        }
        Audience::ListSubscribers { kind, list_id } => ctx.entitlements().list_subscribers(kind, list_id, after, limit).await?,
        Audience::Investors => deliver::users_with_role(ctx, Role::Subscriber.as_str(), after, limit).await?,
    })
}

impl Job for FanOutBatch {
    const QUEUE: &'static str = "notifications.fan_out";
    const MAX_ATTEMPTS: usize = 8;

    async fn run(self, ctx: AppContext) -> Result<(), JobError> {
        let settings = settings_of(&ctx)?;
        let limit = settings.batch();
        let recipients = next_recipients(&ctx, self.audience, self.after_user_id, limit).await?;
        let Some(last) = recipients.last().copied() else { return Ok(()) };
        let delivered = deliver::to_users(&ctx, &settings, &self.notice, &self.source_key, &recipients, self.emails_before).await?;
        if recipients.len() as u64 == limit {
            let next = FanOutBatch { after_user_id: last, emails_before: self.emails_before + delivered.emailed as u64, ..self };
            ctx.queue.push(next).await?;
        } else {
            tracing::info!(kind = self.notice.kind.id(), source = %self.source_key, "a notice reached its whole audience");
        }
        Ok(())
    }
}
