//! A module of the tests' own: fake providers for ports whose modules are not built yet, event
//! subscribers that record what reaches them, and routes that exercise the platform's
//! requirement extractors.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use actix_web::{HttpResponse, get};
use async_trait::async_trait;
use platform::events::DailyBarsStored;
use platform::jobs::JobRegistry;
use platform::ports::{Entitlements, Feature, Grants, Identity, KycState, PortError, PortRegistry};
use platform::requirements::features::Signals;
use platform::requirements::{Entitled, Granted, KycVerified, PhoneOnFile};
use platform::{AppContext, Module, ServiceConfig};

/// What the probe's fakes grant and what its subscribers saw.
#[derive(Default)]
pub struct ProbeState {
    pub entitled: Mutex<HashSet<i64>>,
    pub kyc_verified: Mutex<HashSet<i64>>,
    pub delivered: Mutex<Vec<(String, DailyBarsStored)>>,
    /// The delivery id of each of `delivered`, in the same order.
    pub delivery_ids: Mutex<Vec<uuid::Uuid>>,
    /// How often the fake was asked for all of a user's grants.
    pub grant_reads: std::sync::atomic::AtomicUsize,
}

pub struct Probe {
    pub id: &'static str,
    pub state: Arc<ProbeState>,
    pub depends_on: &'static [&'static str],
}

struct FakeEntitlements(Arc<ProbeState>);

#[async_trait]
impl Entitlements for FakeEntitlements {
    async fn has(&self, user_id: i64, feature: Feature) -> Result<bool, PortError> {
        Ok(feature == Feature::Signals && self.0.entitled.lock().is_ok_and(|s| s.contains(&user_id)))
    }

    async fn granted(&self, user_id: i64) -> Result<Grants, PortError> {
        self.0.grant_reads.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let signals = self.0.entitled.lock().is_ok_and(|s| s.contains(&user_id));
        Ok(Grants(if signals { [Feature::Signals].into() } else { Default::default() }))
    }
}

struct FakeIdentity(Arc<ProbeState>);

#[async_trait]
impl Identity for FakeIdentity {
    async fn kyc(&self, user_id: i64) -> Result<KycState, PortError> {
        let verified = self.0.kyc_verified.lock().is_ok_and(|s| s.contains(&user_id));
        Ok(if verified { KycState::Verified } else { KycState::Needed })
    }
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/signals")]
async fn probe_signals(user: Entitled<Signals>) -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"data": {"user": user.id()}}))
}

/// Two checks of one request: the grants are read once.
#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/grants")]
async fn probe_grants(_user: Entitled<Signals>, granted: Granted) -> HttpResponse {
    let reports = granted.require(Feature::Reports).is_ok();
    HttpResponse::Ok().json(serde_json::json!({"data": {"signals": granted.grants.has(Feature::Signals), "reports": reports}}))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/phone")]
async fn probe_phone(user: PhoneOnFile) -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"data": {"user": user.0.id()}}))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/kyc")]
async fn probe_kyc(user: KycVerified) -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"data": {"user": user.0.id()}}))
}

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[get("/api/probe/panic")]
async fn probe_panic() -> HttpResponse {
    let numbers: Vec<u64> = Vec::new();
    #[allow(clippy::indexing_slicing)]
    let n = numbers[3];
    HttpResponse::Ok().json(n)
}

impl Module for Probe {
    fn id(&self) -> &'static str {
        self.id
    }

    fn depends_on(&self) -> &'static [&'static str] {
        self.depends_on
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(probe_signals).service(probe_grants).service(probe_phone).service(probe_kyc).service(probe_panic);
    }

    fn provide(&self, _ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Entitlements>(Arc::new(FakeEntitlements(self.state.clone())));
        ports.provide::<dyn Identity>(Arc::new(FakeIdentity(self.state.clone())));
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        let state = self.state.clone();
        registry.on::<DailyBarsStored, _, _>("probe.record", move |event, delivery, _ctx| {
            let state = state.clone();
            async move {
                if let (Ok(mut seen), Ok(mut ids)) = (state.delivered.lock(), state.delivery_ids.lock()) {
                    seen.push(("probe.record".into(), event));
                    ids.push(delivery);
                }
                Ok(())
            }
        });
        registry.on::<DailyBarsStored, _, _>("probe.always_fails", |_event, _delivery, _ctx| async {
            Err::<(), platform::jobs::JobError>("this subscriber always fails".into())
        });
    }
}
