//! The user's own data: download, the photo, deletion kept as a record; staff readings logged.

use eva_testing::TestApp;
use eva_testing::kyc::saudi_identity_number;
use reqwest::multipart::{Form, Part};
use serde_json::json;

use crate::foreign::photo;

#[tokio::test]
async fn a_client_downloads_and_deletes_their_kyc_data_and_a_record_of_it_stays() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    assert_eq!(app.get("/api/kyc/export").token(&user.token).send().await.status, 404, "nothing to export yet");
    app.kyc_verify(&user).await;
    let number = saudi_identity_number(10_000 + u64::try_from(user.id).unwrap());

    let export = app.get("/api/kyc/export").token(&user.token).send().await;
    let data = &export.body["data"];
    assert_eq!(
        (data["identity_number"].as_str(), data["birth_date"].as_str(), data["status"].as_str()),
        (Some(number.as_str()), Some("1990-04-15"), Some("verified"))
    );
    assert!(data["answers"].as_array().unwrap().iter().any(|a| a["field"] == "bank" && a["name_en"] == "Al Rajhi Bank"));
    assert_eq!(app.get("/api/kyc/export").send().await.status, 401);

    let erased = app.delete("/api/kyc").token(&user.token).send().await;
    assert_eq!(
        (erased.body["data"]["status"].as_str(), erased.body["data"]["identity_masked"].is_null()),
        (Some("erased"), true),
        "{:?}",
        erased.body
    );
    assert!(erased.body["data"]["erased_at"].is_string());
    assert!(app.ctx.require_kyc(user.id).await.is_err(), "no longer verified");
    assert_eq!(app.get("/api/kyc/export").token(&user.token).send().await.status, 404, "nothing personal is left");
    let staff = app.signed_in_staff().await;
    let list = app.get("/api/staff/kyc?status=erased").token(&staff.token).send().await;
    let id = list.body["data"][0]["id"].as_i64().unwrap();
    let detail = app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await;
    let d = &detail.body["data"];
    assert!(d["identity_number"].is_null() && d["birth_date"].is_null() && d["answers"].as_array().unwrap().is_empty());
    let moves: Vec<&str> = d["transitions"].as_array().unwrap().iter().filter_map(|t| t["to_status"].as_str()).collect();
    assert_eq!(moves, ["awaiting_agreement", "verified", "erased"], "the deletion is kept as a move");

    // The number is free again: the same person verifies once more.
    app.kyc_verify(&user).await;
    assert!(app.ctx.require_kyc(user.id).await.is_ok());
}

#[tokio::test]
async fn a_passport_is_downloaded_by_its_owner_deleted_with_the_data_and_every_staff_reading_is_kept() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let original = photo(25_000);
    let form = Form::new()
        .text("name", "Amina Yusuf")
        .text("nationality", "NG")
        .part("passport", Part::bytes(original.clone()).file_name("p.png"));
    assert_eq!(app.post("/api/addKyc2").token(&user.token).multipart(form).send().await.status, 201);

    let http = reqwest::Client::new();
    let mine = http.get(format!("{}/api/kyc/passport", app.address)).bearer_auth(&user.token).send().await.unwrap();
    assert_eq!(mine.status(), 200);
    assert!(mine.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
    assert_eq!(mine.bytes().await.unwrap().to_vec(), original, "the owner gets their photo back");
    let stranger = app.verified_subscriber().await;
    let theirs = http.get(format!("{}/api/kyc/passport", app.address)).bearer_auth(&stranger.token).send().await.unwrap();
    assert_eq!(theirs.status(), 404, "another user has no photo here");

    let staff = app.signed_in_staff().await;
    let id = app.get("/api/staff/kyc?status=in_review").token(&staff.token).send().await.body["data"][0]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await.status, 200);
    assert_eq!(
        http.get(format!("{}/api/staff/kyc/{id}/passport", app.address)).bearer_auth(&staff.token).send().await.unwrap().status(),
        200
    );
    let detail = app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await;
    let readings: Vec<(&str, &str)> = detail.body["data"]["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["what"].as_str().unwrap(), r["staff_email"].as_str().unwrap()))
        .collect();
    assert_eq!(
        readings,
        [("record", staff.email.as_str()), ("passport", staff.email.as_str()), ("record", staff.email.as_str())],
        "newest first, this reading included"
    );

    assert_eq!(app.delete("/api/kyc").token(&user.token).send().await.status, 200);
    let keys: Vec<(String, u64)> = futures_util::TryStreamExt::try_collect(app.ctx.storage.list("kyc-passports/")).await.unwrap();
    assert!(keys.is_empty(), "the photo is deleted from storage: {keys:?}");
    assert_eq!(http.get(format!("{}/api/kyc/passport", app.address)).bearer_auth(&user.token).send().await.unwrap().status(), 404);
    let after = app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await;
    assert!(after.body["data"]["full_name"].is_null() && after.body["data"]["row"]["nationality"].is_null());
    assert_eq!(after.body["data"]["has_passport"], false);
    assert_eq!(json!(after.body["data"]["row"]["status"]), json!("erased"));
}
