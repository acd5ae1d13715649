//! The analysts API, black-box through HTTP, on a fresh database per test: a signed-in
//! subscriber applies to join as an analyst with their certificate (checked by content and
//! size, kept in the file store), one open application at a time; staff review it, see the
//! certificate, approve once (the user becomes an analyst, is emailed in their language and
//! `AnalystApproved` is published) or reject with a reason (emailed; the user may apply again).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use eva_testing::{TestApp, TestResponse, TestUser};
use platform::events::AnalystApproved;
use platform::jobs::JobRegistry;
use platform::{Module, ServiceConfig};
use reqwest::multipart::{Form, Part};
use sea_orm::EntityTrait;
use serde_json::{Value, json};

mod moderation;
mod payouts;

/// A one-page PDF, as a scanner or a word processor makes one (opened through by the server).
static PDF: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| {
    let mut canvas = eva_pdf::Canvas::new().unwrap();
    canvas.text("CME1", eva_pdf::style(14.0, true, (0.0, 0.0, 0.0)), 56.0, 100.0, eva_pdf::Align::Left);
    canvas.finish("CME1", chrono::Utc::now()).unwrap()
});
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0\xff\xd9";

/// The text fields of a complete application.
fn fields() -> Vec<(&'static str, &'static str)> {
    vec![
        ("full_name", "سارة عبدالله القحطاني"),
        ("display_name", "سارة المحللة"),
        ("phone", "0551234567"),
        ("x_account", "@sara_charts"),
        ("experience_years", "5-10"),
        ("markets", "saudi"),
        ("analysis_type", "technical"),
        ("trader_type", "week"),
        ("timeframes", "اليومي والأسبوعي"),
        ("about", "محللة فنية مرخصة منذ ثماني سنوات."),
        ("terms", "true"),
    ]
}

fn form_with(fields: &[(&'static str, &'static str)], certificate: Option<(&[u8], &str, &str)>) -> Form {
    let mut form = Form::new();
    for (name, value) in fields {
        form = form.text(*name, *value);
    }
    if let Some((bytes, file_name, mime)) = certificate {
        form = form.part("certificate", Part::bytes(bytes.to_vec()).file_name(file_name.to_owned()).mime_str(mime).unwrap());
    }
    form
}

fn complete_form() -> Form {
    form_with(&fields(), Some((PDF.as_slice(), "cme1.pdf", "application/pdf")))
}

async fn apply(app: &TestApp, user: &TestUser, form: Form) -> TestResponse {
    app.post("/api/analyst").token(&user.token).multipart(form).send().await
}

async fn applied(app: &TestApp, user: &TestUser) -> i64 {
    let res = apply(app, user, complete_form()).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    res.body["data"]["id"].as_i64().unwrap()
}

async fn my_application(app: &TestApp, user: &TestUser) -> Value {
    let res = app.get("/api/analyst/application").token(&user.token).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"].clone()
}

async fn staff_post(app: &TestApp, staff: &TestUser, path: &str, body: Value) -> TestResponse {
    app.post(path).token(&staff.token).lang("en").json(&body).send().await
}

async fn is_analyst(app: &TestApp, user: &TestUser) -> bool {
    let me = app.get("/api/user").token(&user.token).send().await;
    assert_eq!(me.status, 200, "{:?}", me.body);
    me.body["data"]["is_analyst"].as_bool().unwrap()
}

async fn set_language(app: &TestApp, user: &TestUser, language: &str) {
    let res = app.post("/api/update-language").token(&user.token).json(&json!({"language": language})).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
}

/// Records the `AnalystApproved` events that reach a subscriber.
#[derive(Clone, Default)]
struct ApprovalProbe(Arc<Mutex<Vec<AnalystApproved>>>);

impl Module for ApprovalProbe {
    fn id(&self) -> &'static str {
        "approval_probe"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut JobRegistry) {
        let seen = self.0.clone();
        registry.on::<AnalystApproved, _, _>("approval_probe.record", move |event, _delivery, _ctx| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(event);
                Ok(())
            }
        });
    }
}

impl ApprovalProbe {
    async fn wait_for(&self, n: usize) -> Vec<AnalystApproved> {
        for _ in 0..200 {
            let seen = self.0.lock().unwrap().clone();
            if seen.len() >= n {
                return seen;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("{n} AnalystApproved events did not arrive");
    }
}

#[tokio::test]
async fn a_subscriber_applies_with_a_certificate_and_sees_the_application_submitted() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let before = my_application(&app, &user).await;
    assert_eq!(before["application"], Value::Null);
    assert_eq!(before["can_apply"], true);

    let res = apply(&app, &user, complete_form()).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let sent = &res.body["data"];
    assert_eq!(sent["state"], "submitted");
    assert_eq!(sent["phone"], "+966551234567", "the phone is kept in E.164");
    assert_eq!(sent["x_account"], "sara_charts");
    assert_eq!(sent["experience_years"], "5-10");

    let mine = my_application(&app, &user).await;
    assert_eq!(mine["application"]["state"], "submitted");
    assert_eq!(mine["application"]["display_name"], "سارة المحللة");
    assert_eq!(mine["can_apply"], false);
    assert_eq!((mine["review_days_min"].as_i64(), mine["review_days_max"].as_i64()), (Some(4), Some(7)));

    // The terms accepted with the checkbox are recorded by version.
    let consents = app.get("/api/consents").token(&user.token).send().await;
    let history = consents.body["data"]["history"].as_array().unwrap();
    assert!(history.iter().any(|h| h["document"] == "terms-analyst"), "{history:?}");
    assert!(!is_analyst(&app, &user).await, "applying alone grants nothing");
}

#[tokio::test]
async fn guests_cannot_apply_or_read_an_application() {
    let app = TestApp::spawn().await;
    assert_eq!(app.post("/api/analyst").multipart(complete_form()).send().await.status, 401);
    assert_eq!(app.get("/api/analyst/application").send().await.status, 401);
}

#[tokio::test]
async fn every_required_field_has_its_own_message_in_arabic_and_in_english() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let res = app.post("/api/analyst").token(&user.token).lang("en").multipart(Form::new().text("unrelated", "x")).send().await;
    assert_eq!(res.status, 422, "{:?}", res.body);
    let expected = [
        ("full_name", "Please enter your full name"),
        ("display_name", "Please enter your display name"),
        ("phone", "Please enter your phone number"),
        ("x_account", "Please enter your X account"),
        ("experience_years", "Please choose your years of experience"),
        ("markets", "Please choose the markets you target"),
        ("analysis_type", "Please choose the type of analysis"),
        ("trader_type", "Please choose the type of trader you target"),
        ("timeframes", "Please state the timeframes you rely on"),
        ("about", "Please write about yourself"),
        ("certificate", "Please attach the general securities trading certificate (CME1)"),
        ("terms", "You must agree to the terms and conditions"),
    ];
    for (field, message) in expected {
        assert_eq!(res.field_error(field), Some(message), "{field}: {:?}", res.body);
    }
    assert_eq!(res.body["errors"].as_object().unwrap().len(), expected.len());

    let blank: Vec<_> = fields().into_iter().map(|(name, _)| (name, "  ")).collect();
    let res = apply(&app, &user, form_with(&blank, None)).await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("full_name"), Some("يرجى إدخال الاسم الكامل"));
    assert_eq!(res.field_error("terms"), Some("يجب الموافقة على الشروط والأحكام"));
    assert_eq!(res.field_error("certificate"), Some("يرجى إرفاق شهادة التعامل في الأوراق المالية العامة (CME1)"));
    assert_eq!(my_application(&app, &user).await["application"], Value::Null, "nothing was kept");
}

#[tokio::test]
async fn values_outside_the_form_s_choices_and_malformed_ones_are_refused_per_field() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let mut wrong = fields();
    for (name, value) in wrong.iter_mut() {
        *value = match *name {
            "experience_years" => "7-8",
            "markets" => "europe",
            "analysis_type" => "astrology",
            "trader_type" => "year",
            "phone" => "12345",
            "x_account" => "not a handle!",
            "terms" => "false",
            "about" => value,
            _ => value,
        };
    }
    let res = app
        .post("/api/analyst")
        .token(&user.token)
        .lang("en")
        .multipart(form_with(&wrong, Some((PDF.as_slice(), "c.pdf", "application/pdf"))))
        .send()
        .await;
    assert_eq!(res.status, 422, "{:?}", res.body);
    for field in ["experience_years", "markets", "analysis_type", "trader_type"] {
        assert_eq!(res.field_error(field), Some("The selected value is invalid"), "{field}");
    }
    assert_eq!(res.field_error("phone"), Some("Please enter a valid phone number"));
    assert_eq!(res.field_error("x_account"), Some("Please enter a valid X account (letters, digits and _, up to 15)"));
    assert_eq!(res.field_error("terms"), Some("You must agree to the terms and conditions"));
    assert_eq!(res.field_error("full_name"), None);

    let long_about = "أ".repeat(2001);
    let mut long = fields();
    long.retain(|(n, _)| *n != "about");
    let form = form_with(&long, Some((PDF.as_slice(), "c.pdf", "application/pdf"))).text("about", long_about);
    let res = app.post("/api/analyst").token(&user.token).lang("en").multipart(form).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("about"), Some("This text is too long"));
}

#[tokio::test]
async fn the_certificate_is_recognised_by_its_content_not_its_name() {
    let app = TestApp::spawn().await;
    let disguised = app.verified_subscriber().await;
    let res = app
        .post("/api/analyst")
        .token(&disguised.token)
        .lang("en")
        .multipart(form_with(&fields(), Some((b"MZ\x90\0 this is a program, not a certificate", "cme1.pdf", "application/pdf"))))
        .send()
        .await;
    assert_eq!(res.status, 422, "{:?}", res.body);
    assert_eq!(res.field_error("certificate"), Some("The certificate must be a PDF, PNG or JPEG file"));
    // A file that only starts like a PDF is not one.
    let mut husk = b"%PDF-1.7\n".to_vec();
    husk.extend([b'x'; 2048]);
    let res = apply(&app, &disguised, form_with(&fields(), Some((&husk, "cme1.pdf", "application/pdf")))).await;
    assert_eq!(res.field_error("certificate"), Some("يجب أن تكون الشهادة ملف PDF أو PNG أو JPEG"), "{:?}", res.body);

    // A real picture is accepted whatever it is called, and kept with the type found in it.
    for (bytes, mime) in [(PNG, "image/png"), (JPEG, "image/jpeg")] {
        let user = app.verified_subscriber().await;
        let id = {
            let res = apply(&app, &user, form_with(&fields(), Some((bytes, "scan.txt", "text/plain")))).await;
            assert_eq!(res.status, 201, "{:?}", res.body);
            res.body["data"]["id"].as_i64().unwrap()
        };
        let staff = app.signed_in_staff().await;
        let detail = app.get(&format!("/api/staff/analyst-applications/{id}")).token(&staff.token).send().await;
        assert_eq!(detail.body["data"]["certificate"]["content_type"], mime);
    }
}

#[tokio::test]
async fn a_certificate_over_5_mb_is_refused_with_a_clear_message() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let mut big = PDF.to_vec();
    big.resize(5 * 1024 * 1024 + 1, b' ');
    let res = app
        .post("/api/analyst")
        .token(&user.token)
        .lang("en")
        .multipart(form_with(&fields(), Some((&big, "big.pdf", "application/pdf"))))
        .send()
        .await;
    assert_eq!(res.status, 413, "{:?}", res.body);
    assert_eq!(res.field_error("certificate"), Some("The certificate must not be larger than 5 MB"));

    // A scan of exactly 5 MB (a picture: bytes after its end are ignored by readers).
    let mut at_limit = PNG.to_vec();
    at_limit.resize(5 * 1024 * 1024, 0);
    let res = apply(&app, &user, form_with(&fields(), Some((&at_limit, "ok.png", "image/png")))).await;
    assert_eq!(res.status, 201, "exactly 5 MB is accepted: {:?}", res.body);
}

#[tokio::test]
async fn a_body_that_is_not_a_form_is_answered_in_json() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    for (content_type, body) in
        [("application/json", "{\"full_name\": \"x\"}"), ("text/plain", "hello"), ("multipart/form-data; boundary=zzz", "--zzz\r\nbroken")]
    {
        let res = app.post("/api/analyst").token(&user.token).raw_body(content_type, body).send().await;
        assert_eq!(res.status, 422, "{content_type}: {:?}", res.body);
        assert!(res.body["message"].is_string(), "{content_type}: {:?}", res.body);
    }
}

#[tokio::test]
async fn a_user_has_one_open_application_at_a_time_even_when_sending_twice_at_once() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let (first, second) = tokio::join!(apply(&app, &user, complete_form()), apply(&app, &user, complete_form()));
    let mut statuses = [first.status, second.status];
    statuses.sort();
    assert_eq!(statuses, [201, 409], "{:?} {:?}", first.body, second.body);

    let again = app.post("/api/analyst").token(&user.token).lang("en").multipart(complete_form()).send().await;
    assert_eq!(again.status, 409);
    assert_eq!(again.message(), "You already have an application under review; we will answer within 4 to 7 days");
    let staff = app.signed_in_staff().await;
    let listed = app.get("/api/staff/analyst-applications").token(&staff.token).send().await;
    assert_eq!(listed.body["meta"]["total"], 1);
}

#[tokio::test]
async fn analysts_and_staff_do_not_apply() {
    let app = TestApp::spawn().await;
    for user in [app.signed_in_analyst().await, app.signed_in_staff().await] {
        let res = app.post("/api/analyst").token(&user.token).lang("en").multipart(complete_form()).send().await;
        assert_eq!(res.status, 409, "{:?}", res.body);
        assert_eq!(res.message(), "Your account is already an analyst account");
        assert_eq!(my_application(&app, &user).await["can_apply"], false);
    }
}

#[tokio::test]
async fn only_staff_list_applications_and_can_filter_them_by_state() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let (ana, ben) = (app.verified_subscriber().await, app.verified_subscriber().await);
    let ana_id = applied(&app, &ana).await;
    let ben_id = applied(&app, &ben).await;
    assert_eq!(staff_post(&app, &staff, &format!("/api/staff/analyst-applications/{ben_id}/review"), json!({})).await.status, 200);

    assert_eq!(app.get("/api/staff/analyst-applications").token(&ana.token).send().await.status, 403);
    assert_eq!(app.get("/api/staff/analyst-applications").send().await.status, 401);

    let all = app.get("/api/staff/analyst-applications").token(&staff.token).send().await;
    assert_eq!(all.status, 200, "{:?}", all.body);
    assert_eq!(all.body["meta"]["total"], 2);
    let submitted = app.get("/api/staff/analyst-applications?state=submitted").token(&staff.token).send().await;
    let rows = submitted.body["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["id"], ana_id);
    assert_eq!(rows[0]["user_email"], ana.email.as_str());
    let reviewing = app.get("/api/staff/analyst-applications?state=under_review").token(&staff.token).send().await;
    assert_eq!(reviewing.body["data"][0]["id"], ben_id);
    let wrong = app.get("/api/staff/analyst-applications?state=lost").token(&staff.token).lang("en").send().await;
    assert_eq!(wrong.status, 422);
    assert_eq!(wrong.field_error("state"), Some("The selected value is invalid"));
}

#[tokio::test]
async fn staff_see_the_certificate_as_it_was_sent_and_nobody_else_does() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let res = apply(&app, &user, form_with(&fields(), Some((PNG, "scan.png", "image/png")))).await;
    let id = res.body["data"]["id"].as_i64().unwrap();
    let staff = app.signed_in_staff().await;
    let detail = app.get(&format!("/api/staff/analyst-applications/{id}")).token(&staff.token).send().await;
    assert_eq!(detail.status, 200, "{:?}", detail.body);
    let url = detail.body["data"]["certificate"]["url"].as_str().unwrap().to_owned();
    assert_eq!(detail.body["data"]["certificate"]["size"], PNG.len());
    assert_eq!(detail.body["data"]["user_email"], user.email.as_str());

    let file = reqwest::Client::new().get(format!("{}{url}", app.address)).bearer_auth(&staff.token).send().await.unwrap();
    assert_eq!(file.status(), 200);
    assert_eq!(file.headers()["content-type"], "image/png");
    assert_eq!(file.headers()["x-content-type-options"], "nosniff");
    // Saved, never opened in the staff member's browser, whatever it holds.
    assert!(file.headers()["content-disposition"].to_str().unwrap().starts_with("attachment; filename="), "{:?}", file.headers());
    assert_eq!(file.bytes().await.unwrap().as_ref(), PNG);

    // The file is in the file store under the application's key; the database keeps the key.
    let row = analysts::entities::applications::Entity::find_by_id(id).one(&app.ctx.db).await.unwrap().unwrap();
    assert!(row.certificate_key.starts_with("analyst-certificates/"), "{}", row.certificate_key);
    assert_eq!(app.ctx.storage.open_file(&row.certificate_key).await.unwrap().map(|f| f.size), Some(PNG.len() as u64));
    assert_eq!(app.get(&url).token(&user.token).send().await.status, 403, "not even the applicant");
    assert_eq!(app.get(&url).send().await.status, 401);
    assert_eq!(app.get("/api/staff/analyst-applications/999999/certificate").token(&staff.token).send().await.status, 404);
}

#[tokio::test]
async fn approval_makes_the_user_an_analyst_emails_them_in_their_language_and_publishes_the_event() {
    let probe = ApprovalProbe::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(probe.clone())]).await;
    let user = app.verified_subscriber().await;
    set_language(&app, &user, "en").await;
    let id = applied(&app, &user).await;
    let staff = app.signed_in_staff().await;

    let review = staff_post(&app, &staff, &format!("/api/staff/analyst-applications/{id}/review"), json!({})).await;
    assert_eq!(review.status, 200, "{:?}", review.body);
    assert_eq!(review.body["data"]["application"]["state"], "under_review");
    assert_eq!(my_application(&app, &user).await["application"]["state"], "under_review");

    let approved = staff_post(&app, &staff, &format!("/api/staff/analyst-applications/{id}/approve"), json!({})).await;
    assert_eq!(approved.status, 200, "{:?}", approved.body);
    let detail = &approved.body["data"];
    assert_eq!(detail["application"]["state"], "approved");
    let moves: Vec<(Value, Value, Value)> = detail["transitions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["from_state"].clone(), t["to_state"].clone(), t["actor"].clone()))
        .collect();
    let staff_actor = json!(format!("staff:{}", staff.id));
    assert_eq!(
        moves,
        vec![
            (Value::Null, json!("submitted"), json!(format!("user:{}", user.id))),
            (json!("submitted"), json!("under_review"), staff_actor.clone()),
            (json!("under_review"), json!("approved"), staff_actor),
        ]
    );

    assert!(is_analyst(&app, &user).await);
    let mine = my_application(&app, &user).await;
    assert_eq!(mine["application"]["state"], "approved");
    assert_eq!(mine["can_apply"], false);
    let mail = app.mail.wait_for(&user.email, 2).await;
    assert_eq!(mail.subject, "You are now an analyst on Eva");
    assert!(mail.text.contains("was approved"), "{}", mail.text);
    let events = probe.wait_for(1).await;
    assert_eq!(events, vec![AnalystApproved { user_id: user.id, application_id: id }]);
}

#[tokio::test]
async fn two_staff_approving_at_once_approve_once() {
    let probe = ApprovalProbe::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(probe.clone())]).await;
    let user = app.verified_subscriber().await;
    let id = applied(&app, &user).await;
    let (first, second) = (app.signed_in_staff().await, app.signed_in_staff().await);
    let path = format!("/api/staff/analyst-applications/{id}/approve");
    let (a, b) = tokio::join!(staff_post(&app, &first, &path, json!({})), staff_post(&app, &second, &path, json!({})));
    let mut statuses = [a.status, b.status];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", a.body, b.body);
    let loser = if a.status == 409 { &a } else { &b };
    assert_eq!(loser.message(), "This application has already moved on: reload it");

    let detail = app.get(&format!("/api/staff/analyst-applications/{id}")).token(&first.token).send().await;
    let approvals = detail.body["data"]["transitions"].as_array().unwrap().iter().filter(|t| t["to_state"] == "approved").count();
    assert_eq!(approvals, 1);
    assert_eq!(probe.wait_for(1).await.len(), 1);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(probe.0.lock().unwrap().len(), 1, "one event for one approval");
    app.mail.wait_for_where(&user.email, 1, |m| m.subject.contains("محللاً")).await;
    assert_eq!(app.mail.all().iter().filter(|m| m.to.contains(&user.email) && m.subject.contains("محللاً")).count(), 1);
}

#[tokio::test]
async fn rejection_needs_a_reason_emails_it_and_the_user_may_apply_again() {
    let probe = ApprovalProbe::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(probe.clone())]).await;
    let user = app.verified_subscriber().await;
    let id = applied(&app, &user).await;
    let staff = app.signed_in_staff().await;
    let path = format!("/api/staff/analyst-applications/{id}/reject");

    let without = staff_post(&app, &staff, &path, json!({"reason": "   "})).await;
    assert_eq!(without.status, 422);
    assert_eq!(without.field_error("reason"), Some("Please write the reason for the rejection"));
    assert_eq!(my_application(&app, &user).await["application"]["state"], "submitted", "nothing moved");

    let reason = "الشهادة المرفقة غير واضحة، يرجى إرفاق نسخة أوضح";
    let rejected = staff_post(&app, &staff, &path, json!({"reason": reason})).await;
    assert_eq!(rejected.status, 200, "{:?}", rejected.body);
    let last = rejected.body["data"]["transitions"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["to_state"].clone(), last["detail"].clone()), (json!("rejected"), json!(reason)));

    let mine = my_application(&app, &user).await;
    assert_eq!(mine["application"]["state"], "rejected");
    assert_eq!(mine["application"]["rejection_reason"], reason);
    assert_eq!(mine["can_apply"], true);
    assert!(!is_analyst(&app, &user).await);
    let mail = app.mail.wait_for(&user.email, 2).await;
    assert_eq!(mail.subject, "بخصوص طلب انضمامك محللاً في إيفا", "Arabic is the default language");
    assert!(mail.text.contains(reason) && mail.html.contains(reason), "{}", mail.text);

    // A decided application stays decided.
    let approve = staff_post(&app, &staff, &format!("/api/staff/analyst-applications/{id}/approve"), json!({})).await;
    assert_eq!(approve.status, 409);
    assert!(!is_analyst(&app, &user).await);

    let again = apply(&app, &user, complete_form()).await;
    assert_eq!(again.status, 201, "a rejected user may apply again: {:?}", again.body);
    assert_ne!(again.body["data"]["id"].as_i64(), Some(id));
    assert_eq!(my_application(&app, &user).await["application"]["state"], "submitted");
    assert!(probe.0.lock().unwrap().is_empty(), "a rejection is not an approval");
}

#[tokio::test]
async fn review_moves_only_from_the_states_they_may_leave() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let id = applied(&app, &user).await;
    let staff = app.signed_in_staff().await;
    let review = format!("/api/staff/analyst-applications/{id}/review");
    assert_eq!(staff_post(&app, &staff, &review, json!({})).await.status, 200);
    assert_eq!(staff_post(&app, &staff, &review, json!({})).await.status, 409, "already under review");
    assert_eq!(staff_post(&app, &staff, "/api/staff/analyst-applications/424242/approve", json!({})).await.status, 404);
    assert_eq!(staff_post(&app, &staff, "/api/staff/analyst-applications/424242/reject", json!({"reason": "x"})).await.status, 404);
    let subscriber = app.verified_subscriber().await;
    assert_eq!(app.post(&format!("/api/staff/analyst-applications/{id}/approve")).token(&subscriber.token).send().await.status, 403);
    assert!(!is_analyst(&app, &user).await);
}

/// A complete list form: an Eva list on TASI, 10% off, every duration priced.
fn list_form(name: &str, service_type: &str) -> Value {
    json!({
        "name": name,
        "market_id": 1,
        "service_type": service_type,
        "discount_percent": 10,
        "about": "أسهم نمو في السوق السعودية",
        "stocks_count": 12,
        "plans": [
            {"plan_type": "monthly", "price_halalas": 15_000},
            {"plan_type": "quarterly", "price_halalas": 40_000},
            {"plan_type": "biannual", "price_halalas": 75_000},
            {"plan_type": "annual", "price_halalas": 140_000},
        ],
    })
}

async fn create_list(app: &TestApp, analyst: &TestUser, body: &Value) -> TestResponse {
    app.post("/api/rating-list/create").token(&analyst.token).lang("en").json(body).send().await
}

/// An analyst's new list is on sale at once, at its prices and discount, and buying it starts a
/// checkout; it is listed among the analyst's own lists of its kind only.
#[tokio::test]
async fn an_analyst_creates_a_list_that_is_on_sale_at_once() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let created = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let list = &created.body["data"];
    let id = list["id"].as_i64().unwrap();
    assert_eq!(
        (list["service_type"].as_str(), list["on_sale"].as_bool(), list["plans"].as_array().unwrap().len()),
        (Some("eva_lists"), Some(true), 4)
    );
    assert_eq!(list["monthly_total_halalas"], 13_500, "150 SAR less the list's 10%");

    // Investors see it in the catalogue: the analyst's price less the list's 10%.
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": id})).send().await;
    assert_eq!(plans.status, 200, "{:?}", plans.body);
    let monthly = plans.body["data"]["plans"].as_array().unwrap().iter().find(|p| p["plan_type"] == "monthly").unwrap().clone();
    assert_eq!((monthly["price"]["list_halalas"].as_i64(), monthly["price"]["total_halalas"].as_i64()), (Some(15_000), Some(13_500)));
    let buyer = app.verified_client().await;
    let attempt = json!({"plan_id": monthly["id"], "method": "mada", "idempotency_key": "list-purchase-0001", "accept_terms": true});
    let started = app.post("/api/subscribe").token(&buyer.token).lang("en").json(&attempt).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);

    let opinions = create_list(&app, &analyst, &list_form("خيارات أمريكية", "eva_opinions")).await;
    assert_eq!(opinions.status, 201, "{:?}", opinions.body);
    let mine = app.get("/api/analyst-ratings").token(&analyst.token).send().await;
    let ids: Vec<i64> = mine.body["data"].as_array().unwrap().iter().map(|l| l["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [id]);
    let mine = app.get("/api/analyst-opinions").token(&analyst.token).send().await;
    assert_eq!(mine.body["data"][0]["id"], opinions.body["data"]["id"]);
    let other = app.signed_in_analyst().await;
    assert_eq!(app.get("/api/analyst-ratings").token(&other.token).send().await.body["data"], json!([]));
    // The ratings and opinions modules find the lists through the port.
    let port = app.ctx.port::<dyn platform::ports::AnalystLists>().unwrap();
    let found = port.list(id).await.unwrap().unwrap();
    assert_eq!((found.analyst_id, found.kind, found.stocks_count), (analyst.id, platform::ports::ListKind::Rating, 12));
}

/// Every field is needed, in the user's language; only analysts make lists.
#[tokio::test]
async fn a_list_needs_every_field_and_an_analyst() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let empty = create_list(&app, &analyst, &json!({})).await;
    assert_eq!(empty.status, 422);
    for field in ["name", "market_id", "service_type", "discount_percent", "about", "stocks_count", "plans.monthly", "plans.annual"] {
        assert_eq!(empty.field_error(field), Some("Please fill in all fields"), "{field}: {:?}", empty.body);
    }
    let arabic = app.post("/api/rating-list/create").token(&analyst.token).json(&json!({})).send().await;
    assert_eq!(arabic.field_error("name"), Some("يرجى تعبئة جميع الحقول"));
    let mut bad = list_form("x", "eva_signals");
    bad["market_id"] = json!(9);
    bad["discount_percent"] = json!(101);
    bad["plans"][0]["price_halalas"] = json!(50);
    let bad = create_list(&app, &analyst, &bad).await;
    for field in ["market_id", "service_type", "discount_percent", "plans.monthly"] {
        assert!(bad.field_error(field).is_some(), "{field}: {:?}", bad.body);
    }
    // Never free (DECISIONS 16): a 100% discount, or a month under 10 SAR after the discount.
    let mut free = list_form("x", "eva_lists");
    free["discount_percent"] = json!(100);
    assert_eq!(create_list(&app, &analyst, &free).await.field_error("discount_percent"), Some("The discount must be below 100%"));
    let mut cheap = list_form("x", "eva_lists");
    cheap["discount_percent"] = json!(94);
    let cheap = create_list(&app, &analyst, &cheap).await;
    assert_eq!(
        cheap.field_error("plans.monthly"),
        Some("After the discount, a month must cost at least 10 SAR"),
        "150 SAR at 94% off is 9 SAR"
    );
    assert_eq!(app.get("/api/analyst-ratings").token(&analyst.token).send().await.body["data"], json!([]), "nothing was made");

    let subscriber = app.verified_subscriber().await;
    let refused = app.post("/api/rating-list/create").token(&subscriber.token).json(&list_form("x", "eva_lists")).send().await;
    assert_eq!(refused.status, 403);
    assert_eq!(app.post("/api/rating-list/create").json(&list_form("x", "eva_lists")).send().await.status, 401);
}

/// The analyst edits their list and its prices; nobody else can, and the service type stays.
#[tokio::test]
async fn an_analyst_edits_their_list_and_its_prices() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let id = create_list(&app, &analyst, &list_form("قائمة", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let mut changed = list_form("قائمة الدخل", "eva_lists");
    changed["list_id"] = json!(id);
    changed["discount_percent"] = json!(0);
    changed["plans"][0]["price_halalas"] = json!(19_900);
    let updated = app.post("/api/rating-list/update").token(&analyst.token).lang("en").json(&changed).send().await;
    assert_eq!(updated.status, 200, "{:?}", updated.body);
    assert_eq!(updated.body["data"]["name"], "قائمة الدخل");
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": id})).send().await;
    let monthly = plans.body["data"]["plans"].as_array().unwrap().iter().find(|p| p["plan_type"] == "monthly").unwrap().clone();
    assert_eq!(monthly["price"]["total_halalas"], 19_900, "the new price, no discount");

    let other = app.signed_in_analyst().await;
    let theirs = app.post("/api/rating-list/update").token(&other.token).json(&changed).send().await;
    assert_eq!(theirs.status, 404);
    changed["service_type"] = json!("eva_opinions");
    let switched = app.post("/api/rating-list/update").token(&analyst.token).lang("en").json(&changed).send().await;
    assert_eq!(switched.field_error("service_type"), Some("The service type of an existing list cannot be changed"));
    let missing = app.post("/api/rating-list/update").token(&analyst.token).lang("en").json(&list_form("x", "eva_lists")).send().await;
    assert_eq!(missing.field_error("list_id"), Some("Please fill in all fields"));
}

/// Buys a plan with the sandbox's card that succeeds, as a browser would; answers the payment.
async fn buy(app: &TestApp, buyer: &TestUser, plan_id: i64) -> i64 {
    // Following an analyst needs a verified identity.
    app.kyc_verify(buyer).await;
    let attempt = json!({"plan_id": plan_id, "method": "visa", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let started = app.post("/api/subscribe").token(&buyer.token).json(&attempt).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;
    started.body["data"]["payment_id"].as_i64().unwrap()
}

/// The statement counts the analyst's subscribers and subscriptions, per list with durations.
#[tokio::test]
async fn the_statement_counts_subscribers_and_subscriptions_per_list() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let list = create_list(&app, &analyst, &list_form("نمو السعودية", "eva_lists")).await.body["data"]["id"].as_i64().unwrap();
    let other = create_list(&app, &analyst, &list_form("آراء", "eva_opinions")).await.body["data"]["id"].as_i64().unwrap();
    let plans = app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": list})).send().await;
    let plan =
        |t: &str| plans.body["data"]["plans"].as_array().unwrap().iter().find(|p| p["plan_type"] == t).unwrap()["id"].as_i64().unwrap();
    let (ana, ben) = (app.verified_subscriber().await, app.verified_subscriber().await);
    buy(&app, &ana, plan("monthly")).await;
    buy(&app, &ana, plan("monthly")).await; // a renewal: starts when the first ends
    buy(&app, &ben, plan("annual")).await;

    let statement = app.get("/api/analyst/statement").token(&analyst.token).send().await;
    assert_eq!(statement.status, 200, "{:?}", statement.body);
    let s = &statement.body["data"];
    assert_eq!(
        (s["subscribers"].as_i64(), s["total_subscriptions"].as_i64(), s["active_subscriptions"].as_i64()),
        (Some(2), Some(3), Some(2))
    );
    let rating = s["lists"].as_array().unwrap().iter().find(|l| l["id"] == list).unwrap();
    assert_eq!(rating["active_subscriptions"], 2);
    let mut days: Vec<i64> = rating["subscriptions"].as_array().unwrap().iter().map(|p| p["duration_days"].as_i64().unwrap()).collect();
    days.sort_unstable();
    assert_eq!(days, [30, 30, 365]);
    let opinions = s["lists"].as_array().unwrap().iter().find(|l| l["id"] == other).unwrap();
    assert_eq!((opinions["active_subscriptions"].as_i64(), opinions["subscriptions"].as_array().unwrap().len()), (Some(0), 0));

    // Another analyst sees only their own; a subscriber has no statement.
    let stranger = app.signed_in_analyst().await;
    let theirs = app.get("/api/analyst/statement").token(&stranger.token).send().await;
    assert_eq!(theirs.body["data"]["total_subscriptions"], 0);
    assert_eq!(app.get("/api/analyst/statement").token(&ana.token).send().await.status, 403);
}
