//! The `NotificationFeed` port behind `has_notification` in `GET /api/user`.

use async_trait::async_trait;
use platform::ports::{NotificationFeed, PortError};
use sea_orm::DatabaseConnection;

pub struct Feed {
    pub db: DatabaseConnection,
}

#[async_trait]
impl NotificationFeed for Feed {
    async fn has_unread(&self, user_id: i64) -> Result<bool, PortError> {
        crate::read_state::has_unread(&self.db, user_id).await.map_err(|e| PortError::new("notifications", e))
    }
}
