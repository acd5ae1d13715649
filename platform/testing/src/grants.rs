//! A test module that answers the `Entitlements` port from a set the test controls, so a module's
//! tests can open a paid feature without going through a checkout. Added with
//! `TestApp::spawn_with_extra_modules`, it replaces the subscriptions module's answer.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use platform::ports::{Entitlements, Feature, Grants, PortError, PortRegistry};
use platform::{AppContext, Module, ServiceConfig};

/// Grants per user; `EVERYONE` holds what every user has.
type Granted = Arc<Mutex<HashMap<i64, HashSet<Feature>>>>;

const EVERYONE: i64 = i64::MIN;

/// What the test has granted; cheap to clone, shared with the module it made.
#[derive(Clone, Default)]
pub struct FakeGrants(Granted);

impl FakeGrants {
    pub fn new() -> Self {
        Self::default()
    }

    /// Every user holds these features (for tests about something else than paying).
    pub fn everyone(features: &[Feature]) -> Self {
        let grants = Self::new();
        for feature in features {
            grants.grant(EVERYONE, *feature);
        }
        grants
    }

    /// The module to add to the app.
    pub fn module(&self) -> Box<dyn Module> {
        Box::new(FakeGrantsModule(self.0.clone()))
    }

    pub fn grant(&self, user_id: i64, feature: Feature) {
        self.0.lock().expect("the grants lock").entry(user_id).or_default().insert(feature);
    }

    fn of(&self, user_id: i64) -> HashSet<Feature> {
        let granted = self.0.lock().expect("the grants lock");
        [user_id, EVERYONE].iter().filter_map(|id| granted.get(id)).flatten().copied().collect()
    }
}

struct FakeGrantsModule(Granted);

#[async_trait]
impl Entitlements for FakeGrants {
    async fn has(&self, user_id: i64, feature: Feature) -> Result<bool, PortError> {
        Ok(self.of(user_id).contains(&feature))
    }

    async fn granted(&self, user_id: i64) -> Result<Grants, PortError> {
        Ok(Grants(self.of(user_id)))
    }
}

impl Module for FakeGrantsModule {
    fn id(&self) -> &'static str {
        "test_grants"
    }

    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}

    fn provide(&self, _ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Entitlements>(Arc::new(FakeGrants(self.0.clone())));
    }
}
