//! What every handler and job can reach: the database, settings, queue, mailer, storage, the
//! other modules' ports, the event bus and the live module switches.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::cache_sync::CacheSync;
use crate::events::{Event, EventBus};
use crate::jobs::{JobQueue, QueueError};
use crate::mail::Mailer;
use crate::ports::{CONSENT_NEEDED, Consents, Entitlements, Feature, Identity, KycState, NothingGranted, NotificationFeed, Ports};
use crate::settings::Settings;
use crate::singletons::Singletons;
use crate::storage::Storage;
use crate::switches::ModuleSwitches;
use crate::{ApiError, ApiResult};

#[derive(Clone)]
pub struct AppContext {
    pub db: DatabaseConnection,
    pub settings: Arc<Settings>,
    pub queue: JobQueue,
    pub mailer: Mailer,
    pub storage: Storage,
    /// Values modules build once per application.
    pub singletons: Singletons,
    /// What the modules offer each other.
    pub ports: Ports,
    pub events: EventBus,
    /// Which modules are on right now.
    pub switches: ModuleSwitches,
    /// What one process caches, every process forgets when it changes.
    pub caches: CacheSync,
}

impl AppContext {
    /// The provider of port `P` while its module is on.
    pub fn port<P: ?Sized + Send + Sync + 'static>(&self) -> Option<Arc<P>> {
        self.ports.get::<P>().filter(|(module, _)| self.switches.is_on(module)).map(|(_, p)| p)
    }

    /// The provider of a port the calling module names in `depends_on` (the host starts it only
    /// with its dependencies on); its absence is a deployment fault, so an internal error.
    pub fn required_port<P: ?Sized + Send + Sync + 'static>(&self) -> ApiResult<Arc<P>> {
        self.port::<P>().ok_or_else(|| ApiError::internal(anyhow::anyhow!("no enabled module offers {}", std::any::type_name::<P>())))
    }

    /// Who may use what; while no module sells anything, nothing paid is granted.
    pub fn entitlements(&self) -> Arc<dyn Entitlements> {
        self.port::<dyn Entitlements>().unwrap_or_else(|| Arc::new(NothingGranted))
    }

    /// Ok when the user may use `feature` now; code 999 otherwise.
    pub async fn require_entitlement(&self, user_id: i64, feature: Feature) -> ApiResult<()> {
        if self.entitlements().has(user_id, feature).await? { Ok(()) } else { Err(ApiError::no_payment()) }
    }

    /// Ok when KYC is verified, or when no module asks for it (kyc off); code "22" otherwise.
    pub async fn require_kyc(&self, user_id: i64) -> ApiResult<()> {
        match self.port::<dyn Identity>() {
            None => Ok(()),
            Some(identity) => match identity.kyc(user_id).await? {
                KycState::Verified => Ok(()),
                KycState::Needed => Err(ApiError::kyc_required()),
            },
        }
    }

    /// Whether the user has unread notifications; none while no module keeps a feed.
    pub async fn has_unread_notifications(&self, user_id: i64) -> ApiResult<bool> {
        match self.port::<dyn NotificationFeed>() {
            None => Ok(false),
            Some(feed) => Ok(feed.has_unread(user_id).await?),
        }
    }

    /// Who records "I agree" (the content module); `None` while no module keeps legal documents.
    pub fn consents(&self) -> Option<Arc<dyn Consents>> {
        self.port::<dyn Consents>()
    }

    /// Records the user's acceptance of the current version of each of `documents`; the caller
    /// has checked that the box was ticked. Without a content module there is nothing to accept.
    pub async fn record_consents(&self, user_id: i64, documents: &[&str], client_address: &str) -> ApiResult<()> {
        if let Some(consents) = self.consents() {
            for document in documents {
                consents.record(user_id, document, client_address).await?;
            }
        }
        Ok(())
    }

    /// Ok when the user's acceptance of each of `documents` is current; otherwise 422 naming
    /// each document changed materially since (or never accepted), so the web app shows it.
    /// For paid actions and applications, before they go ahead.
    pub async fn require_consents(&self, user_id: i64, documents: &[&str]) -> ApiResult<()> {
        let Some(consents) = self.consents() else { return Ok(()) };
        let mut needed = std::collections::BTreeMap::new();
        for document in documents {
            if consents.status(user_id, document).await?.is_needed() {
                needed.insert((*document).to_owned(), vec![CONSENT_NEEDED]);
            }
        }
        if needed.is_empty() { Ok(()) } else { Err(ApiError::fields(needed)) }
    }

    /// Publishes an event to the subscribers whose modules are on, at once. A fact stored in the
    /// database stages its events in the same transaction instead ([`Self::stage_events`]).
    pub async fn publish<E: Event>(&self, event: &E) -> Result<usize, QueueError> {
        self.events.publish(event).await
    }

    /// Stores events in `db` (the transaction that stores their fact) for [`Self::relay_events`]
    /// to send once it commits. Events no enabled module listens to are not stored.
    pub async fn stage_events<E: Event>(&self, db: &impl sea_orm::ConnectionTrait, events: &[E]) -> Result<(), sea_orm::DbErr> {
        if self.events.subscribers_of(E::NAME).is_empty() {
            return Ok(());
        }
        crate::events::outbox::stage(db, events, self.events.deaf()).await
    }

    /// Relays the events staged by transactions that have committed. Never fails the caller:
    /// what cannot be relayed now stays in the outbox for the workers' sweep.
    pub async fn relay_events(&self) {
        if let Err(e) = crate::events::outbox::relay(&self.db, &self.events).await {
            tracing::warn!(error = %e, "events stay in the outbox for the next sweep");
        }
    }
}
