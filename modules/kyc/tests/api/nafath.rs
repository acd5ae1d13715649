//! The Nafath adapter against a local server of the same shape.

use eva_testing::TestApp;
use eva_testing::kyc::saudi_form;
use serde_json::json;

use crate::fake_nafath::FakeNafath;
use crate::settled_check;

async fn with_nafath(fake: &FakeNafath) -> TestApp {
    let base_url = fake.base_url.clone();
    TestApp::spawn_with(
        move |s| {
            s.module.insert(
                "kyc".into(),
                json!({"provider": "nafath", "poll_min_interval_ms": 0, "nafath": {"base_url": base_url, "app_id": "eva-app", "app_key": "secret-key", "service": "DigitalServiceEnrollmentWithoutBio", "timeout_secs": 1}}),
            );
        },
        |_| {},
    )
    .await
}

#[tokio::test]
async fn the_number_goes_to_nafath_and_its_status_is_followed_until_completed() {
    let fake = FakeNafath::start().await;
    let app = with_nafath(&fake).await;
    let user = app.verified_subscriber().await;
    let started = app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({"identity_number": "2000000006"})).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    assert_eq!((started.body["data"]["random"].as_str(), started.body["data"]["status"].as_str()), (Some("42"), Some("waiting")));
    assert_eq!(started.body["data"]["identity_masked"], "••••••0006");

    let check = app.get("/api/kyc/identity-check").token(&user.token).send().await;
    assert_eq!(check.body["data"]["status"], "waiting");
    fake.set_status("COMPLETED");
    assert_eq!(settled_check(&app, &user).await["status"], "completed");

    let calls = fake.calls();
    let (target, app_id, app_key, body) = &calls[0];
    assert!(target.starts_with("/stg/api/v1/mfa/request?local=en&requestId="), "{target}");
    assert_eq!((app_id.as_str(), app_key.as_str()), ("eva-app", "secret-key"));
    assert_eq!(body, &json!({"nationalId": "2000000006", "service": "DigitalServiceEnrollmentWithoutBio"}));
    let (target, _, _, body) = calls.last().unwrap();
    assert_eq!(target, "/stg/api/v1/mfa/request/status");
    assert_eq!(body, &json!({"nationalId": "2000000006", "transId": "trans-1", "random": "42"}));

    let form = app.post("/api/addKyc").token(&user.token).json(&saudi_form("2000000006")).send().await;
    assert_eq!(form.status, 201, "a resident's iqama verifies too: {:?}", form.body);
}

#[tokio::test]
async fn a_refusal_or_an_outage_is_told_plainly_and_a_rejection_is_final() {
    let fake = FakeNafath::start().await;
    let app = with_nafath(&fake).await;
    let user = app.verified_subscriber().await;
    let start = || app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({"identity_number": "1000000008"}));

    fake.fail_with(400);
    let refused = start().send().await;
    assert_eq!(
        (refused.status, refused.field_error("identity_number")),
        (422, Some("Nafath refused the request: check the identity number and that you are registered with Nafath"))
    );
    fake.fail_with(500);
    let down = start().send().await;
    assert_eq!((down.status, down.message()), (503, "Nafath is not available right now, please try again shortly"));

    fake.fail_with(0);
    assert_eq!(start().send().await.status, 201);
    fake.set_status("REJECTED");
    assert_eq!(settled_check(&app, &user).await["status"], "rejected");
    let form = app.post("/api/addKyc").token(&user.token).lang("en").json(&saudi_form("1000000008")).send().await;
    assert_eq!((form.status, form.message()), (409, "Please confirm your identity in the Nafath app first"));
}

#[tokio::test]
async fn a_check_nafath_lets_expire_or_a_nafath_too_slow_to_answer_is_told_plainly() {
    let fake = FakeNafath::start().await;
    let app = with_nafath(&fake).await;
    let user = app.verified_subscriber().await;
    let start = || app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({"identity_number": "1000000008"}));
    assert_eq!(start().send().await.status, 201);
    fake.set_status("EXPIRED");
    assert_eq!(settled_check(&app, &user).await["status"], "expired", "not confirmed in the app in time");

    fake.delay(1500);
    let slow = start().send().await;
    assert_eq!(
        (slow.status, slow.message()),
        (503, "Nafath is not available right now, please try again shortly"),
        "the call times out after a second"
    );
}
