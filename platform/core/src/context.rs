//! What every handler and job can reach: the database, settings, queue, mailer and storage.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::jobs::JobQueue;
use crate::mail::Mailer;
use crate::settings::Settings;
use crate::singletons::Singletons;
use crate::storage::Storage;

#[derive(Clone)]
pub struct AppContext {
    pub db: DatabaseConnection,
    pub settings: Arc<Settings>,
    pub queue: JobQueue,
    pub mailer: Mailer,
    pub storage: Storage,
    /// Values modules build once per application.
    pub singletons: Singletons,
}
