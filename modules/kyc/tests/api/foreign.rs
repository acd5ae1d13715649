//! The non-Saudi path: name, nationality and passport photo; staff approve or reject.

use eva_testing::{TestApp, TestResponse, TestUser};
use reqwest::multipart::{Form, Part};
use serde_json::json;

use crate::saudi::DecisionProbe;

/// A PNG-headed photo of `size` bytes (the type is read from the content).
pub fn photo(size: usize) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x04\0\0\0\x03\0\x08\x02\0\0\0".to_vec();
    bytes.extend((0..size.saturating_sub(bytes.len())).map(|i| (i * 31 % 251) as u8));
    bytes
}

fn form(name: &str, nationality: &str, passport: Option<(Vec<u8>, &str)>) -> Form {
    let mut f = Form::new().text("name", name.to_owned()).text("nationality", nationality.to_owned());
    if let Some((bytes, file_name)) = passport {
        f = f.part("passport", Part::bytes(bytes).file_name(file_name.to_owned()));
    }
    f
}

async fn send(app: &TestApp, user: &TestUser, f: Form) -> TestResponse {
    app.post("/api/addKyc2").token(&user.token).lang("en").multipart(f).send().await
}

#[tokio::test]
async fn a_passport_request_is_received_reviewed_and_decided_by_staff() {
    let probe = DecisionProbe::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(probe.clone())]).await;
    let user = app.verified_subscriber().await;

    let no_photo = send(&app, &user, form("John Smith", "GB", None)).await;
    assert_eq!((no_photo.status, no_photo.message()), (422, "Please upload your passport photo"));
    let missing = send(&app, &user, form(" ", "", Some((photo(20_000), "p.png")))).await;
    assert_eq!((missing.status, missing.message()), (422, "Please fill in all fields"));
    assert!(missing.field_error("name").is_some() && missing.field_error("nationality").is_some());
    let gif = send(&app, &user, form("John Smith", "GB", Some((b"GIF89a".iter().copied().cycle().take(20_000).collect(), "p.png")))).await;
    assert_eq!(
        gif.field_error("passport"),
        Some("The passport photo must be a PNG or JPG image"),
        "the name says png, the content does not"
    );
    let tiny = send(&app, &user, form("John Smith", "GB", Some((photo(500), "p.png")))).await;
    assert_eq!(tiny.field_error("passport"), Some("The passport photo is too small to read"));
    let big = send(&app, &user, form("John Smith", "GB", Some((photo(5 * 1024 * 1024 + 1), "p.png")))).await;
    assert_eq!((big.status, big.field_error("passport")), (413, Some("The passport photo must not be larger than 5 MB")));
    let saudi = send(&app, &user, form("John Smith", "SA", Some((photo(20_000), "p.png")))).await;
    assert_eq!(
        saudi.field_error("nationality"),
        Some("Citizens and residents of Saudi Arabia verify with their identity number through Nafath")
    );
    assert_eq!(
        send(&app, &user, form("John Smith", "XX", Some((photo(20_000), "p.png")))).await.field_error("nationality"),
        Some("Please choose your nationality")
    );

    let original = photo(30_000);
    let received = send(&app, &user, form("John Smith", "gb", Some((original.clone(), "passport.png")))).await;
    assert_eq!(received.status, 201, "{:?}", received.body);
    assert_eq!((received.body["data"]["status"].as_str(), received.body["data"]["nationality"].as_str()), (Some("in_review"), Some("GB")));
    let twice = send(&app, &user, form("John Smith", "GB", Some((photo(20_000), "p.png")))).await;
    assert_eq!((twice.status, twice.message()), (409, "Your request is being reviewed; we will let you know the outcome"));
    assert!(app.ctx.require_kyc(user.id).await.is_err());

    // Staff: the waiting request, the photo as sent (kept sealed in storage), the decision.
    let staff = app.signed_in_staff().await;
    let waiting = app.get("/api/staff/kyc?status=in_review").token(&staff.token).send().await;
    assert_eq!(waiting.body["meta"]["total"], 1, "{:?}", waiting.body);
    let id = waiting.body["data"][0]["id"].as_i64().unwrap();
    assert_eq!(waiting.body["data"][0]["user_email"], user.email);
    let detail = app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await;
    assert_eq!(
        (detail.body["data"]["full_name"].as_str(), detail.body["data"]["has_passport"].as_bool()),
        (Some("John Smith"), Some(true))
    );
    let http = reqwest::Client::new();
    let passport = http.get(format!("{}/api/staff/kyc/{id}/passport", app.address)).bearer_auth(&staff.token).send().await.unwrap();
    assert_eq!(passport.headers()["content-type"], "image/png");
    assert_eq!(passport.bytes().await.unwrap().to_vec(), original);
    let as_user = http.get(format!("{}/api/staff/kyc/{id}/passport", app.address)).bearer_auth(&user.token).send().await.unwrap();
    assert_eq!(as_user.status(), 403);
    let key = platform::storage::Storage::list(&app.ctx.storage, "kyc-passports/");
    let keys: Vec<(String, u64)> = futures_util::TryStreamExt::try_collect(key).await.unwrap();
    assert_eq!(keys.len(), 1);
    let stored = app.ctx.storage.get(&keys[0].0).await.unwrap().unwrap();
    assert!(!stored.windows(8).any(|w| w == b"\x89PNG\r\n\x1a\n"), "the stored photo is sealed");

    let no_reason =
        app.post(&format!("/api/staff/kyc/{id}/reject")).token(&staff.token).lang("en").json(&json!({"reason": "  "})).send().await;
    assert_eq!(no_reason.field_error("reason"), Some("Please give the reason for the rejection"));
    let rejected =
        app.post(&format!("/api/staff/kyc/{id}/reject")).token(&staff.token).json(&json!({"reason": "The photo is blurred"})).send().await;
    assert_eq!(rejected.body["data"]["row"]["status"], "rejected", "{:?}", rejected.body);
    let mine = app.get("/api/kyc").token(&user.token).send().await;
    assert_eq!(
        (mine.body["data"]["status"].as_str(), mine.body["data"]["reject_reason"].as_str()),
        (Some("rejected"), Some("The photo is blurred"))
    );
    let late = app.post(&format!("/api/staff/kyc/{id}/approve")).token(&staff.token).lang("en").send().await;
    assert_eq!((late.status, late.message()), (409, "This request has already been decided"));

    // Sent again with a clear photo, approved: verified.
    assert_eq!(send(&app, &user, form("John Smith", "GB", Some((photo(40_000), "clear.jpg")))).await.status, 201);
    assert_eq!(app.post(&format!("/api/staff/kyc/{id}/approve")).token(&user.token).send().await.status, 403);
    let approved = app.post(&format!("/api/staff/kyc/{id}/approve")).token(&staff.token).send().await;
    assert_eq!(approved.body["data"]["row"]["status"], "verified", "{:?}", approved.body);
    assert_eq!(approved.body["data"]["transitions"].as_array().map(Vec::len), Some(4));
    assert!(app.ctx.require_kyc(user.id).await.is_ok());
    let seen = probe.wait_for(2).await;
    assert_eq!(seen.iter().map(|e| (e.user_id, e.approved)).collect::<Vec<_>>(), [(user.id, false), (user.id, true)]);
}
