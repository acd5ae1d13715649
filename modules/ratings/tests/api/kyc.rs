//! Subscribing to a list needs a verified identity where a kyc module is on.

use std::sync::Arc;

use eva_testing::TestApp;
use platform::ports::{Identity, KycState, PortError, PortRegistry};
use platform::{AppContext, Module, ServiceConfig};
use serde_json::json;

use crate::list_form;

/// Stands for the kyc module (not built yet): nobody has verified their identity.
struct NobodyVerified;

#[async_trait::async_trait]
impl Identity for NobodyVerified {
    async fn kyc(&self, _user_id: i64) -> Result<KycState, PortError> {
        Ok(KycState::Needed)
    }
}

struct KycProbe;

impl Module for KycProbe {
    fn id(&self) -> &'static str {
        "kyc_probe"
    }
    fn provide(&self, _ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Identity>(Arc::new(NobodyVerified));
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
}

#[tokio::test]
async fn subscribing_to_a_list_needs_kyc_where_a_kyc_module_is_on() {
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(KycProbe)]).await;
    let analyst = app.signed_in_analyst().await;
    let created = app.post("/api/rating-list/create").token(&analyst.token).json(&list_form("نمو", 1)).send().await;
    let path = created.body["data"]["subscribe_path"].as_str().unwrap().to_owned();
    let plan_id: i64 = path.rsplit('/').next().unwrap().parse().unwrap();
    let buyer = app.verified_subscriber().await;
    let body = json!({"plan_id": plan_id, "method": "mada", "idempotency_key": "0b6e8c2a-4b1e-4f7a-9d3c-2f1e8a7b6c5d", "accept_terms": true});
    let refused = app.post("/api/subscribe").token(&buyer.token).json(&body).send().await;
    assert_eq!((refused.status, refused.body["code"].clone()), (200, json!("22")), "{:?}", refused.body);
}
