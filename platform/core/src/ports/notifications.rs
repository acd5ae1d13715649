//! `NotificationFeed`, provided by the notifications module: does this user have unread
//! notifications (the header's `has_notification`).

use async_trait::async_trait;

use super::PortError;

#[async_trait]
pub trait NotificationFeed: Send + Sync {
    async fn has_unread(&self, user_id: i64) -> Result<bool, PortError>;
}
