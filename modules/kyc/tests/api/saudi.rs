//! The Saudi path with the sandbox provider: identity check, form, agreement; enforcement.

use std::sync::{Arc, Mutex};

use eva_testing::TestApp;
use eva_testing::kyc::saudi_form;
use platform::events::KycDecided;
use platform::jobs::JobRegistry;
use platform::{Module, ServiceConfig};
use sea_orm::{ConnectionTrait, Statement};
use serde_json::json;

use crate::settled_check;

/// Records the `KycDecided` events that reach a subscriber.
#[derive(Clone, Default)]
pub struct DecisionProbe(pub Arc<Mutex<Vec<KycDecided>>>);

impl Module for DecisionProbe {
    fn id(&self) -> &'static str {
        "kyc_probe"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut JobRegistry) {
        let seen = self.0.clone();
        registry.on::<KycDecided, _, _>("kyc_probe.record", move |event, _delivery, _ctx| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(event);
                Ok(())
            }
        });
    }
}

impl DecisionProbe {
    pub async fn wait_for(&self, n: usize) -> Vec<KycDecided> {
        for _ in 0..200 {
            let seen = self.0.lock().unwrap().clone();
            if seen.len() >= n {
                return seen;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("{n} KycDecided events did not arrive");
    }
}

#[tokio::test]
async fn a_saudi_client_confirms_in_nafath_answers_the_form_and_accepts_the_risk_agreement() {
    let probe = DecisionProbe::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(probe.clone())]).await;
    let user = app.verified_subscriber().await;
    assert!(app.ctx.require_kyc(user.id).await.is_err(), "not verified yet");

    let values = app.get("/api/kycValues").send().await;
    let v = &values.body["data"];
    assert_eq!(v["risk_questions"].as_array().map(Vec::len), Some(6));
    assert!(v["banks"].as_array().unwrap().iter().any(|b| b["code"] == "rajhi" && b["name_ar"] == "مصرف الراجحي"));
    assert!(
        v["nationalities"].as_array().unwrap().iter().any(|n| n == "EG")
            && !v["nationalities"].as_array().unwrap().iter().any(|n| n == "SA")
    );
    assert_eq!(app.get("/api/kyc").token(&user.token).send().await.body["data"]["status"], "none");

    // The identity number: required, then checked (ten digits, 1 or 2, its check digit).
    let empty = app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({})).send().await;
    assert_eq!((empty.status, empty.message()), (422, "Please fill in all fields"));
    let wrong = app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({"identity_number": "1000000007"})).send().await;
    assert_eq!(
        wrong.field_error("identity_number"),
        Some("The identity number is not valid: ten digits starting with 1 for citizens or 2 for residents")
    );
    let started = app.post("/api/call_ap_web").token(&user.token).json(&json!({"identity_number": "١٠٠٠٠٠٠٠٠٨"})).send().await;
    assert_eq!(started.status, 201, "Arabic-Indic digits are read: {:?}", started.body);
    assert_eq!(settled_check(&app, &user).await["status"], "completed");

    // The form: every field required with the spec's message, then each checked.
    let mut form = saudi_form("1000000008");
    form["bank"] = json!("");
    form["risk_answers"] = json!([true, false]);
    let missing = app.post("/api/addKyc").token(&user.token).lang("en").json(&form).send().await;
    assert_eq!((missing.status, missing.message()), (422, "Please fill in all fields"));
    assert_eq!(
        (missing.field_error("bank"), missing.field_error("risk_answers")),
        (Some("This field is required"), Some("This field is required"))
    );
    let mut young = saudi_form("1000000008");
    young["birth_year"] = json!(2015);
    let refused = app.post("/api/addKyc").token(&user.token).lang("en").json(&young).send().await;
    assert_eq!(refused.field_error("birth_date"), Some("You must be 18 or older"));
    let mut no_day = saudi_form("1000000008");
    (no_day["birth_calendar"], no_day["birth_year"], no_day["birth_month"], no_day["birth_day"]) =
        (json!("hijri"), json!(1410), json!(1), json!(31));
    assert_eq!(
        app.post("/api/addKyc").token(&user.token).lang("en").json(&no_day).send().await.field_error("birth_date"),
        Some("The date of birth is not a valid date")
    );
    // Before the published Umm al-Qura tables: refused with why, in the user's language.
    let mut early = saudi_form("1000000008");
    (early["birth_calendar"], early["birth_year"], early["birth_month"], early["birth_day"]) =
        (json!("hijri"), json!(1340), json!(1), json!(1));
    let refused = app.post("/api/addKyc").token(&user.token).lang("ar").json(&early).send().await;
    assert_eq!(
        refused.field_error("birth_date"),
        Some("يُقبل التاريخ الهجري من عام 1343 إلى عام 1500 هـ فقط (تقويم أم القرى)؛ أدخل تاريخ ميلادك بالميلادي")
    );
    let other_number = saudi_form("2000000006");
    let unconfirmed = app.post("/api/addKyc").token(&user.token).lang("en").json(&other_number).send().await;
    assert_eq!((unconfirmed.status, unconfirmed.message()), (409, "Please confirm your identity in the Nafath app first"));

    // A Hijri date of birth (12 Jumada al-Ula 1410) is kept as its Gregorian day: 10 December
    // 1989 by the published tables (ICU's computed calendar said the 11th).
    let mut hijri = saudi_form("1000000008");
    (hijri["birth_calendar"], hijri["birth_year"], hijri["birth_month"], hijri["birth_day"]) =
        (json!("hijri"), json!(1410), json!(5), json!(12));
    let sent = app.post("/api/addKyc").token(&user.token).json(&hijri).send().await;
    assert_eq!(sent.status, 201, "{:?}", sent.body);
    let kyc = &sent.body["data"];
    assert_eq!(
        (kyc["status"].as_str(), kyc["risk_profile"].as_str(), kyc["risk_score"].as_i64()),
        (Some("awaiting_agreement"), Some("moderate"), Some(14))
    );
    assert_eq!(kyc["identity_masked"], "••••••0008");
    assert!(app.ctx.require_kyc(user.id).await.is_err(), "not before the agreement");

    // Nothing personal is stored in the clear.
    let sql = "SELECT identity_sealed, birth_date_sealed, answers FROM kyc_records".to_owned();
    let row = app.ctx.db.query_one_raw(Statement::from_string(app.ctx.db.get_database_backend(), sql)).await.unwrap().unwrap();
    let stored: Vec<String> = ["identity_sealed", "birth_date_sealed", "answers"]
        .iter()
        .map(|c| row.try_get::<Option<String>>("", c).unwrap().unwrap())
        .collect();
    assert!(
        stored.iter().all(|v| v.starts_with("v1.") && !v.contains("1000000008") && !v.contains("1989") && !v.contains("rajhi")),
        "{stored:?}"
    );

    let unticked = app.post("/api/kycRiskAgree").token(&user.token).lang("en").json(&json!({"agree": false})).send().await;
    assert_eq!(unticked.field_error("agree"), Some("Please accept the risk agreement to continue"));
    let agreed = app.post("/api/kycRiskAgree").token(&user.token).json(&json!({"agree": true})).send().await;
    assert_eq!(agreed.body["data"]["status"], "verified", "{:?}", agreed.body);
    assert!(agreed.body["data"]["agreed_at"].is_string() && agreed.body["data"]["profiled_at"].is_string());
    assert!(app.ctx.require_kyc(user.id).await.is_ok(), "the Identity port answers verified");
    let again = app.post("/api/call_ap_web").token(&user.token).lang("en").json(&json!({"identity_number": "1000000008"})).send().await;
    assert_eq!((again.status, again.message()), (409, "Your identity is already verified"));
    let seen = probe.wait_for(1).await;
    assert_eq!((seen[0].user_id, seen[0].approved), (user.id, true));

    // Staff see the profile with its date and the answers by name.
    let staff = app.signed_in_staff().await;
    let list = app.get("/api/staff/kyc?status=verified").token(&staff.token).send().await;
    let id = list.body["data"][0]["id"].as_i64().unwrap();
    assert_eq!(list.body["data"][0]["risk_profile"], "moderate");
    let detail = app.get(&format!("/api/staff/kyc/{id}")).token(&staff.token).send().await;
    let d = &detail.body["data"];
    assert_eq!(
        (d["identity_number"].as_str(), d["birth_date"].as_str(), d["birth_calendar"].as_str()),
        (Some("1000000008"), Some("1989-12-10"), Some("hijri"))
    );
    assert!(d["answers"].as_array().unwrap().iter().any(|a| a["field"] == "bank" && a["name_en"] == "Al Rajhi Bank"));
    assert_eq!(d["transitions"].as_array().map(Vec::len), Some(2));
    assert_eq!(app.get(&format!("/api/staff/kyc/{id}")).token(&user.token).send().await.status, 403);
}

#[tokio::test]
async fn one_identity_number_verifies_one_account_and_the_sandbox_can_refuse() {
    let app = TestApp::spawn().await;
    let first = app.verified_subscriber().await;
    app.kyc_verify(&first).await;
    let taken = eva_testing::kyc::saudi_identity_number(10_000 + u64::try_from(first.id).unwrap());
    let second = app.verified_subscriber().await;
    let refused = app.post("/api/call_ap_web").token(&second.token).lang("en").json(&json!({"identity_number": taken})).send().await;
    assert_eq!((refused.status, refused.message()), (409, "This identity number is registered to another account"));

    let started =
        app.post("/api/call_ap_web").token(&second.token).json(&json!({"identity_number": kyc::SANDBOX_REJECTED_NUMBER})).send().await;
    assert_eq!(started.status, 201);
    assert_eq!(settled_check(&app, &second).await["status"], "rejected", "refused in the provider's app");
    let agree_first = app.post("/api/kycRiskAgree").token(&second.token).lang("en").json(&json!({"agree": true})).send().await;
    assert_eq!((agree_first.status, agree_first.message()), (409, "Please complete the verification form first"));
}

#[tokio::test]
async fn a_check_not_confirmed_in_time_expires() {
    let app = TestApp::spawn_with(
        |s| {
            s.module.insert(
                "kyc".into(),
                json!({"provider": "sandbox", "sandbox_confirm_after_secs": 3600, "check_ttl_secs": 1, "poll_min_interval_ms": 0}),
            );
        },
        |_| {},
    )
    .await;
    let user = app.verified_subscriber().await;
    assert_eq!(app.post("/api/call_ap_web").token(&user.token).json(&json!({"identity_number": "1000000008"})).send().await.status, 201);
    assert_eq!(app.get("/api/kyc/identity-check").token(&user.token).send().await.body["data"]["status"], "waiting");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    assert_eq!(settled_check(&app, &user).await["status"], "expired");
}
