//! Subscribing to a list needs a verified identity where the kyc module is on.

use eva_testing::TestApp;
use serde_json::json;

use crate::list_form;

#[tokio::test]
async fn subscribing_to_a_list_needs_kyc_where_the_kyc_module_is_on() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let created = app.post("/api/rating-list/create").token(&analyst.token).json(&list_form("نمو", 1)).send().await;
    let path = created.body["data"]["subscribe_path"].as_str().unwrap().to_owned();
    let plan_id: i64 = path.rsplit('/').next().unwrap().parse().unwrap();
    let buyer = app.verified_subscriber().await;
    let body =
        json!({"plan_id": plan_id, "method": "mada", "idempotency_key": "0b6e8c2a-4b1e-4f7a-9d3c-2f1e8a7b6c5d", "accept_terms": true});
    let refused = app.post("/api/subscribe").token(&buyer.token).json(&body).send().await;
    assert_eq!((refused.status, refused.body["code"].clone()), (200, json!("22")), "{:?}", refused.body);

    app.kyc_verify(&buyer).await;
    let started = app.post("/api/subscribe").token(&buyer.token).json(&body).send().await;
    assert_eq!(started.status, 201, "a verified client goes on to pay: {:?}", started.body);
}
