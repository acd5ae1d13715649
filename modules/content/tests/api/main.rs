//! The content API, black-box through HTTP, on a fresh database per test: staff edit site texts
//! and the FAQ as versions, bodies cannot carry script, public texts answer conditional
//! requests, and every "I agree" is recorded by version.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use actix_web::{HttpResponse, post, web};
use eva_testing::{TestApp, TestResponse, TestUser};
use platform::auth::SignedIn;
use platform::ports::documents;
use platform::{ApiResult, AppContext, Module, ServiceConfig};
use reqwest::Method;
use serde_json::{Value, json};

fn terms_edit(title_en: &str, body_en: &str, material: bool) -> Value {
    json!({
        "title_ar": "الشروط والأحكام",
        "title_en": title_en,
        "body_ar": "<h2>البند الأول</h2><p>نص <strong>عربي</strong> جديد.</p>",
        "body_en": body_en,
        "material": material,
    })
}

async fn edit(app: &TestApp, staff: &TestUser, key: &str, body: &Value) -> TestResponse {
    app.put(&format!("/api/staff/contents/{key}")).token(&staff.token).json(body).send().await
}

async fn my_consent(app: &TestApp, user: &TestUser, document: &str) -> Value {
    let res = app.get("/api/consents").token(&user.token).lang("en").send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"]["documents"].as_array().unwrap().iter().find(|d| d["key"] == document).cloned().unwrap_or(Value::Null)
}

#[tokio::test]
async fn guests_get_401_and_non_staff_403_on_every_staff_route() {
    let app = TestApp::spawn().await;
    let subscriber = app.verified_subscriber().await;
    let analyst = app.signed_in_analyst().await;
    let edit_body = terms_edit("Terms", "<p>x</p>", false);
    let faq = json!({"question_ar": "س", "question_en": "Q", "answer_ar": "<p>ج</p>", "answer_en": "<p>A</p>"});
    let routes: Vec<(Method, &str, Option<Value>)> = vec![
        (Method::GET, "/api/staff/contents", None),
        (Method::GET, "/api/staff/contents/terms", None),
        (Method::PUT, "/api/staff/contents/terms", Some(edit_body)),
        (Method::GET, "/api/staff/contents/terms/versions", None),
        (Method::GET, "/api/staff/contents/terms/versions/1", None),
        (Method::POST, "/api/staff/contents/terms/versions/1/restore", Some(json!({"material": false}))),
        (Method::POST, "/api/staff/content-preview", Some(json!({"body_ar": "<p>x</p>"}))),
        (Method::GET, "/api/staff/faq", None),
        (Method::POST, "/api/staff/faq", Some(faq.clone())),
        (Method::PUT, "/api/staff/faq/1", Some(faq)),
        (Method::PUT, "/api/staff/faq-order", Some(json!({"ids": [1]}))),
        (Method::GET, "/api/staff/content-audit", None),
        (Method::GET, "/api/staff/consents/export?document=terms&from=2026-01-01&to=2026-12-31", None),
    ];
    for (method, path, body) in &routes {
        let send = |token: Option<&str>| {
            let mut req = app.request(method.clone(), path).lang("en");
            if let Some(t) = token {
                req = req.token(t);
            }
            if let Some(b) = body {
                req = req.json(b);
            }
            req.send()
        };
        let guest = send(None).await;
        assert_eq!(guest.status, 401, "{method} {path} as a guest: {:?}", guest.body);
        assert_eq!(guest.message(), "You must be signed in");
        for user in [&subscriber, &analyst] {
            let res = send(Some(&user.token)).await;
            assert_eq!(res.status, 403, "{method} {path} as a non-staff user: {:?}", res.body);
        }
    }
    // Nothing changed on the way.
    let terms = app.get("/api/contents/terms").send().await;
    assert_eq!(terms.body["data"]["version"], 1);
    assert_eq!(app.get("/api/faq").send().await.body["data"].as_array().unwrap().len(), 5);
    assert_eq!(app.get("/api/consents").send().await.status, 401);
}

#[tokio::test]
async fn seeded_texts_are_version_one_and_a_staff_save_serves_a_new_version() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;

    let before = app.get("/api/contents/terms").lang("en").send().await;
    assert_eq!(before.status, 200);
    assert_eq!(before.body["data"]["version"], 1);
    assert_eq!(before.body["data"]["format"], "html");
    assert!(before.body["data"]["body"].as_str().unwrap().starts_with("<p>By using the Eva platform"), "{:?}", before.body);
    let history = app.get("/api/staff/contents/terms/versions").token(&staff.token).send().await;
    assert_eq!(history.body["meta"]["total"], 1);
    assert_eq!(history.body["data"][0]["material"], true);
    assert!(history.body["data"][0]["created_by"].is_null(), "the seeded text has no author");
    // Contact numbers stay bare values.
    let whatsapp = app.get("/api/contents/whatsapp").send().await;
    assert_eq!(whatsapp.body["data"]["body"], "+966500000000");
    assert_eq!(whatsapp.body["data"]["format"], "text");

    let saved = edit(
        &app,
        &staff,
        "terms",
        &terms_edit("Terms of use", "<h2>One</h2><ul><li>First</li></ul><p>Read <a href=\"/privacy-policy\">this</a>.</p>", false),
    )
    .await;
    assert_eq!(saved.status, 200, "{:?}", saved.body);
    assert_eq!(saved.body["data"]["version"], 2);
    assert_eq!(saved.body["data"]["updated_by"]["id"], staff.id);

    let en = app.get("/api/contents/terms").lang("en").send().await;
    assert_eq!(en.body["data"]["version"], 2);
    assert_eq!(en.body["data"]["title"], "Terms of use");
    assert_eq!(
        en.body["data"]["body"],
        "<h2>One</h2><ul><li>First</li></ul><p>Read <a href=\"/privacy-policy\" rel=\"noopener noreferrer nofollow\">this</a>.</p>"
    );
    let updated_at = chrono::DateTime::parse_from_rfc3339(en.body["data"]["updated_at"].as_str().unwrap()).unwrap();
    assert!((chrono::Utc::now() - updated_at.to_utc()).num_seconds() < 60);
    let ar = app.get("/api/contents/terms").send().await;
    assert_eq!(ar.body["data"]["title"], "الشروط والأحكام");
    assert!(ar.body["data"]["body"].as_str().unwrap().contains("<strong>عربي</strong>"));

    // The history says who changed what, and when; the audit log has the edit.
    let history = app.get("/api/staff/contents/terms/versions").token(&staff.token).send().await;
    assert_eq!(history.body["meta"]["total"], 2);
    let newest = &history.body["data"][0];
    assert_eq!(newest["version"], 2);
    assert_eq!(newest["created_by"]["name"], "مستثمر تجريبي");
    assert_eq!(newest["changed"], json!(["title_en", "body_ar", "body_en"]));
    assert_eq!(newest["material"], false);
    let audit = app.get("/api/staff/content-audit").token(&staff.token).send().await;
    assert_eq!(audit.status, 200);
    assert_eq!(audit.body["data"][0]["action"], "content.update");
    assert_eq!(audit.body["data"][0]["target"], "terms");
    assert_eq!(audit.body["data"][0]["actor"]["id"], staff.id);
    assert_eq!(audit.body["data"][0]["details"]["version"], 2);
    // The same text again makes no version: staff are told nothing changed.
    let again = app
        .put("/api/staff/contents/terms")
        .token(&staff.token)
        .lang("en")
        .json(&terms_edit("Terms of use", "<h2>One</h2><ul><li>First</li></ul><p>Read <a href=\"/privacy-policy\">this</a>.</p>", false))
        .send()
        .await;
    assert_eq!((again.status, again.message()), (422, "Nothing changed: no new version was saved"));
    assert_eq!(app.get("/api/staff/contents/terms/versions").token(&staff.token).send().await.body["meta"]["total"], 2);

    // A contact number is saved as a bare value.
    let phone = edit(
        &app,
        &staff,
        "whatsapp",
        &json!({"title_ar": "واتساب", "title_en": "WhatsApp", "body_ar": "+966511111111", "body_en": "+966511111111"}),
    )
    .await;
    assert_eq!(phone.status, 200, "{:?}", phone.body);
    assert_eq!(app.get("/api/contents/whatsapp").send().await.body["data"]["body"], "+966511111111");
    // An unknown key is not created.
    assert_eq!(edit(&app, &staff, "nope", &terms_edit("x", "<p>x</p>", false)).await.status, 404);
}

#[tokio::test]
async fn invalid_edits_are_refused_in_the_users_language() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;

    let res = app.put("/api/staff/contents/terms").token(&staff.token).json(&json!({})).send().await;
    assert_eq!(res.status, 422);
    for field in ["title_ar", "title_en", "body_ar", "body_en"] {
        assert_eq!(res.field_error(field), Some("هذا الحقل مطلوب"), "{field}");
    }
    let bad = json!({
        "title_ar": "ع".repeat(201),
        "title_en": "<b>Terms</b>",
        "body_ar": "<script>alert(1)</script>",
        "body_en": "x".repeat(100_001),
    });
    let res = app.put("/api/staff/contents/terms").token(&staff.token).lang("en").json(&bad).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("title_ar"), Some("This text is too long"));
    assert_eq!(res.field_error("title_en"), Some("HTML tags are not allowed in this field"));
    assert_eq!(
        res.field_error("body_ar"),
        Some("The text holds what is not allowed and would be removed on saving: check the preview, then confirm"),
        "never stripped without a word"
    );
    assert_eq!(res.field_error("body_en"), Some("This text is too long"));
    let res = app.put("/api/staff/contents/terms").token(&staff.token).lang("ar").json(&bad).send().await;
    assert_eq!(res.field_error("title_en"), Some("لا يُسمح بوسوم HTML في هذا الحقل"));

    // Wrong types and bad JSON are 422 / 400, never a 500.
    let res =
        app.put("/api/staff/contents/terms").token(&staff.token).lang("en").json(&json!({"title_ar": 5, "material": "yes"})).send().await;
    assert_eq!(res.status, 422);
    let res = app.put("/api/staff/contents/terms").token(&staff.token).raw_body("application/json", "{").send().await;
    assert_eq!(res.status, 400);
    // A contact number is plain text.
    let res =
        edit(&app, &staff, "contact_us", &json!({"title_ar": "اتصل", "title_en": "Call", "body_ar": "<a href=x>1</a>", "body_en": "1"}))
            .await;
    assert_eq!(res.field_error("body_ar"), Some("لا يُسمح بوسوم HTML في هذا الحقل"));

    // Nothing was saved.
    assert_eq!(app.get("/api/contents/terms").send().await.body["data"]["version"], 1);
}

#[tokio::test]
async fn script_does_not_survive_in_stored_or_served_text() {
    use sea_orm::EntityTrait;
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let payloads = [
        "<p>safe</p><script>alert('x')</script>",
        "<p>img</p><img src=x onerror=alert(1)>",
        "<p><a href=\"javascript:alert(1)\">click</a> <a href=\" JaVaScRiPt:alert(1)\">again</a></p>",
        "<p>svg</p><svg onload=alert(1)><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>",
        "<p style=\"width: expression(alert(1)); background:url(javascript:alert(1))\">css</p><style>*{x:expression(alert(1))}</style>",
        "<p onclick=\"alert(1)\" onmouseover=alert(1)>handlers</p><iframe src=\"javascript:alert(1)\"></iframe><object data=\"x.swf\"></object>",
        "<p>math</p><math><mtext><p>m</p><img src=x onerror=alert(1)></mtext></math>",
    ];
    let forbidden = [
        "<script",
        "onerror",
        "onload",
        "onclick",
        "onmouseover",
        "javascript:",
        "expression(",
        "alert(",
        "<svg",
        "<iframe",
        "<object",
        "<style",
        "style=",
        "<img",
    ];
    let check = |where_: &str, text: &str| {
        let lower = text.to_lowercase();
        for bad in forbidden {
            assert!(!lower.contains(bad), "{bad} survived in {where_}: {text}");
        }
    };
    for (i, payload) in payloads.iter().enumerate() {
        let mut body = json!({"title_ar": "الشروط", "title_en": "Terms", "body_ar": payload, "body_en": format!("<p>keep {i}</p>{payload}"), "material": false});
        // Refused until staff accept what the preview says cleaning takes out.
        let unconfirmed = edit(&app, &staff, "terms", &body).await;
        assert_eq!(
            unconfirmed.field_error("body_ar"),
            Some("يحتوي النص على ما لا يُسمح به وسيُحذف عند الحفظ؛ راجع المعاينة ثم أكّد الحفظ"),
            "{payload}"
        );
        body["accept_removed"] = json!(true);
        let saved = edit(&app, &staff, "terms", &body).await;
        assert_eq!(saved.status, 200, "{payload}: {:?}", saved.body);
        check("the save's answer", saved.body["data"]["body_en"].as_str().unwrap());
        let served = app.get("/api/contents/terms").lang("en").send().await;
        let text = served.body["data"]["body"].as_str().unwrap();
        check("the public page", text);
        assert!(text.contains(&format!("keep {i}")), "the harmless part stays: {text}");
        check("the public page (ar)", app.get("/api/contents/terms").send().await.body["data"]["body"].as_str().unwrap());
        let version = saved.body["data"]["version"].as_i64().unwrap();
        let stored = app.get(&format!("/api/staff/contents/terms/versions/{version}")).token(&staff.token).send().await;
        check("the stored version", stored.body["data"]["body_ar"].as_str().unwrap());
        let preview =
            app.post("/api/staff/content-preview").token(&staff.token).json(&json!({"body_ar": payload, "body_en": payload})).send().await;
        assert_eq!(preview.status, 200);
        check("the preview", preview.body["data"]["body_en"].as_str().unwrap());
        assert!(!preview.body["data"]["removed_ar"].as_array().unwrap().is_empty(), "the preview names what goes: {payload}");
    }
    // Straight from the database: every stored version and the current text.
    for row in content::entities::content_versions::Entity::find().all(&app.ctx.db).await.unwrap() {
        check("content_versions", &format!("{} {}", row.body_ar, row.body_en));
    }
    let current = content::entities::contents::Entity::find_by_id("terms").one(&app.ctx.db).await.unwrap().unwrap();
    check("contents", &format!("{} {}", current.body_ar, current.body_en));

    // FAQ answers are cleaned the same way.
    let faq = app
        .post("/api/staff/faq")
        .token(&staff.token)
        .json(&json!({"question_ar": "سؤال", "question_en": "Question", "answer_ar": payloads[1], "answer_en": payloads[3], "accept_removed": true}))
        .send()
        .await;
    assert_eq!(faq.status, 201, "{:?}", faq.body);
    let public = app.get("/api/faq").lang("en").send().await;
    let answers: Vec<&str> = public.body["data"].as_array().unwrap().iter().map(|f| f["answer"].as_str().unwrap()).collect();
    for answer in answers {
        check("the FAQ", answer);
    }
}

#[tokio::test]
async fn conditional_requests_answer_304_until_the_text_changes() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let first = app.get("/api/contents/privacy-policy").lang("en").send().await;
    let etag = first.headers["etag"].to_str().unwrap().to_owned();
    let last_modified = first.headers["last-modified"].to_str().unwrap().to_owned();
    assert!(etag.contains("v1"), "{etag}");

    let again = app.get("/api/contents/privacy-policy").lang("en").header("If-None-Match", &etag).send().await;
    assert_eq!(again.status, 304);
    assert_eq!(again.headers["etag"].to_str().unwrap(), etag);
    assert_eq!(app.get("/api/contents/privacy-policy").lang("en").header("If-None-Match", &format!("W/{etag}")).send().await.status, 304);
    assert_eq!(app.get("/api/contents/privacy-policy").lang("en").header("If-Modified-Since", &last_modified).send().await.status, 304);
    // The Arabic text is another representation.
    let ar = app.get("/api/contents/privacy-policy").lang("ar").header("If-None-Match", &etag).send().await;
    assert_eq!(ar.status, 200);
    assert_eq!(app.get("/api/contents/privacy-policy").lang("en").header("If-None-Match", "\"other\"").send().await.status, 200);
    assert_eq!(
        app.get("/api/contents/privacy-policy").lang("en").header("If-Modified-Since", "Mon, 01 Jan 2001 00:00:00 GMT").send().await.status,
        200
    );

    // Wait a second so Last-Modified moves too (HTTP dates have whole seconds).
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let body = json!({"title_ar": "سياسة الخصوصية", "title_en": "Privacy policy", "body_ar": "<p>جديد</p>", "body_en": "<p>New</p>"});
    assert_eq!(edit(&app, &staff, "privacy-policy", &body).await.status, 200);
    let changed = app.get("/api/contents/privacy-policy").lang("en").header("If-None-Match", &etag).send().await;
    assert_eq!(changed.status, 200);
    assert_eq!(changed.body["data"]["version"], 2);
    assert_ne!(changed.headers["etag"].to_str().unwrap(), etag);
    let since = app.get("/api/contents/privacy-policy").lang("en").header("If-Modified-Since", &last_modified).send().await;
    assert_eq!(since.status, 200, "modified after the client's copy");
}

#[tokio::test]
async fn an_earlier_version_can_be_viewed_and_restored_as_a_new_version() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    assert_eq!(
        edit(
            &app,
            &staff,
            "disclaimer",
            &json!({"title_ar": "إخلاء", "title_en": "Disclaimer v2", "body_ar": "<p>٢</p>", "body_en": "<p>two</p>"})
        )
        .await
        .status,
        200
    );
    assert_eq!(
        edit(
            &app,
            &staff,
            "disclaimer",
            &json!({"title_ar": "إخلاء", "title_en": "Disclaimer v3", "body_ar": "<p>٣</p>", "body_en": "<p>three</p>"})
        )
        .await
        .status,
        200
    );

    let v1 = app.get("/api/staff/contents/disclaimer/versions/1").token(&staff.token).send().await;
    assert_eq!(v1.status, 200);
    assert_eq!(v1.body["data"]["title_en"], "Disclaimer");
    assert!(v1.body["data"]["body_en"].as_str().unwrap().contains("Past performance"));
    assert_eq!(app.get("/api/staff/contents/disclaimer/versions/9").token(&staff.token).send().await.status, 404);
    assert_eq!(app.get("/api/staff/contents/disclaimer/versions/abc").token(&staff.token).send().await.status, 404);

    // A stale editor cannot overwrite a newer save.
    let stale = app
        .post("/api/staff/contents/disclaimer/versions/1/restore")
        .token(&staff.token)
        .lang("en")
        .json(&json!({"material": false, "base_version": 2}))
        .send()
        .await;
    assert_eq!(stale.status, 409);
    assert_eq!(stale.message(), "Someone saved a newer version of this text: reload it, then save again");
    let stale_put = app
        .put("/api/staff/contents/disclaimer")
        .token(&staff.token)
        .json(&json!({"title_ar": "إ", "title_en": "D", "body_ar": "<p>x</p>", "body_en": "<p>x</p>", "base_version": 1}))
        .send()
        .await;
    assert_eq!(stale_put.status, 409);

    let restored = app
        .post("/api/staff/contents/disclaimer/versions/1/restore")
        .token(&staff.token)
        .json(&json!({"material": false, "base_version": 3}))
        .send()
        .await;
    assert_eq!(restored.status, 200, "{:?}", restored.body);
    assert_eq!(restored.body["data"]["version"], 4);
    let public = app.get("/api/contents/disclaimer").lang("en").send().await;
    assert_eq!(public.body["data"]["version"], 4);
    assert_eq!(public.body["data"]["title"], "Disclaimer");
    let history = app.get("/api/staff/contents/disclaimer/versions?per_page=2").token(&staff.token).send().await;
    assert_eq!(history.body["meta"]["total"], 4);
    assert_eq!(history.body["data"].as_array().unwrap().len(), 2);
    assert_eq!(history.body["data"][0]["restored_from"], 1);
    assert_eq!(history.body["data"][1]["version"], 3, "the history keeps everything");
    let audit = app.get("/api/staff/content-audit").token(&staff.token).send().await;
    assert_eq!(audit.body["data"][0]["action"], "content.restore");
    assert_eq!(audit.body["data"][0]["details"]["restored_from"], 1);
}

#[tokio::test]
async fn faq_items_are_created_edited_reordered_and_hidden() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let created = app
        .post("/api/staff/faq")
        .token(&staff.token)
        .json(&json!({"question_ar": "هل يوجد تطبيق؟", "question_en": "Is there an app?", "answer_ar": "<p>نعم</p>", "answer_en": "<p>Yes</p>"}))
        .send()
        .await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let id = created.body["data"]["id"].as_i64().unwrap();
    let public = app.get("/api/faq").lang("en").send().await;
    let list = public.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 6);
    assert_eq!(list[5]["question"], "Is there an app?");
    assert_eq!(list[5]["answer"], "<p>Yes</p>");

    let edited = app
        .put(&format!("/api/staff/faq/{id}"))
        .token(&staff.token)
        .json(&json!({"question_ar": "هل يوجد تطبيق للجوال؟", "question_en": "Is there a mobile app?", "answer_ar": "<p>نعم</p>", "answer_en": "<p>Yes, <b>two</b>.</p>"}))
        .send()
        .await;
    assert_eq!(edited.status, 200);

    // Move it to the top.
    let staff_list = app.get("/api/staff/faq").token(&staff.token).send().await;
    let mut ids: Vec<i64> = staff_list.body["data"].as_array().unwrap().iter().map(|f| f["id"].as_i64().unwrap()).collect();
    ids.retain(|i| *i != id);
    ids.insert(0, id);
    let ordered = app.put("/api/staff/faq-order").token(&staff.token).json(&json!({"ids": ids})).send().await;
    assert_eq!(ordered.status, 200, "{:?}", ordered.body);
    let public = app.get("/api/faq").lang("en").send().await;
    assert_eq!(public.body["data"][0]["question"], "Is there a mobile app?");
    assert_eq!(public.body["data"][0]["answer"], "<p>Yes, <b>two</b>.</p>");
    let ar = app.get("/api/faq").send().await;
    assert_eq!(ar.body["data"][0]["question"], "هل يوجد تطبيق للجوال؟");

    // An order that leaves one out (or repeats one) is refused.
    let partial = app.put("/api/staff/faq-order").token(&staff.token).lang("en").json(&json!({"ids": [id]})).send().await;
    assert_eq!(partial.status, 422);
    assert_eq!(partial.field_error("ids"), Some("The order must list every question exactly once"));

    // Hidden: gone from the page, kept for staff; shown again.
    let body = json!({"question_ar": "هل يوجد تطبيق للجوال؟", "question_en": "Is there a mobile app?", "answer_ar": "<p>نعم</p>", "answer_en": "<p>Yes</p>", "hidden": true});
    assert_eq!(app.put(&format!("/api/staff/faq/{id}")).token(&staff.token).json(&body).send().await.status, 200);
    let public = app.get("/api/faq").lang("en").send().await;
    assert_eq!(public.body["data"].as_array().unwrap().len(), 5);
    assert!(public.body["data"].as_array().unwrap().iter().all(|f| f["id"] != id));
    let staff_list = app.get("/api/staff/faq").token(&staff.token).send().await;
    assert!(staff_list.body["data"].as_array().unwrap().iter().any(|f| f["id"] == id && f["hidden"] == true));
    let mut shown = body.clone();
    shown["hidden"] = json!(false);
    assert_eq!(app.put(&format!("/api/staff/faq/{id}")).token(&staff.token).json(&shown).send().await.status, 200);
    assert_eq!(app.get("/api/faq").send().await.body["data"].as_array().unwrap().len(), 6);

    // Validation in both languages; a missing item is 404.
    let res = app.post("/api/staff/faq").token(&staff.token).json(&json!({"question_en": "<i>Q</i>"})).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("question_ar"), Some("هذا الحقل مطلوب"));
    assert_eq!(res.field_error("question_en"), Some("لا يُسمح بوسوم HTML في هذا الحقل"));
    let res = app
        .post("/api/staff/faq")
        .token(&staff.token)
        .lang("en")
        .json(&json!({"question_ar": "س", "question_en": "Q", "answer_ar": "<p> </p>", "answer_en": "a".repeat(20_001)}))
        .send()
        .await;
    assert_eq!(res.field_error("answer_ar"), Some("This field is required"));
    assert_eq!(res.field_error("answer_en"), Some("This text is too long"));
    assert_eq!(app.put("/api/staff/faq/999999").token(&staff.token).json(&shown).send().await.status, 404);

    // Every edit is in the audit log.
    let audit = app.get("/api/staff/content-audit").token(&staff.token).send().await;
    let actions: Vec<&str> = audit.body["data"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(actions, vec!["faq.update", "faq.update", "faq.reorder", "faq.update", "faq.create"]);
}

#[tokio::test]
async fn sign_up_records_the_accepted_versions_and_a_material_change_asks_again() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;

    let terms = my_consent(&app, &user, "terms").await;
    assert_eq!(terms["accepted_version"], 1, "{terms:?}");
    assert_eq!(terms["needs_acceptance"], false);
    assert_eq!(terms["title"], "Terms and conditions");
    assert_eq!(my_consent(&app, &user, "privacy-policy").await["accepted_version"], 1);
    let payment = my_consent(&app, &user, "payment-terms").await;
    assert!(payment["accepted_version"].is_null());
    assert_eq!(payment["needs_acceptance"], true, "never accepted");

    // A correction that is not material keeps the acceptance current.
    assert_eq!(edit(&app, &staff, "terms", &terms_edit("Terms and conditions", "<p>Typo fixed.</p>", false)).await.status, 200);
    let terms = my_consent(&app, &user, "terms").await;
    assert_eq!((terms["current_version"].as_i64(), terms["needs_acceptance"].as_bool()), (Some(2), Some(false)));

    // A material change asks again.
    assert_eq!(edit(&app, &staff, "terms", &terms_edit("Terms and conditions", "<p>New fees.</p>", true)).await.status, 200);
    let terms = my_consent(&app, &user, "terms").await;
    assert_eq!(
        (terms["current_version"].as_i64(), terms["accepted_version"].as_i64(), terms["needs_acceptance"].as_bool()),
        (Some(3), Some(1), Some(true))
    );

    // The checkbox is required, with the spec's message in both languages.
    let res = app.post("/api/consents").token(&user.token).lang("en").json(&json!({"document": "terms"})).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("accepted"), Some("You must agree to the terms and conditions"));
    let res = app.post("/api/consents").token(&user.token).lang("ar").json(&json!({"document": "terms", "accepted": false})).send().await;
    assert_eq!(res.field_error("accepted"), Some("يجب الموافقة على الشروط والأحكام"));
    let res = app.post("/api/consents").token(&user.token).lang("en").json(&json!({"document": "about-us", "accepted": true})).send().await;
    assert_eq!(res.field_error("document"), Some("The selected document does not exist"));
    assert_eq!(app.post("/api/consents").json(&json!({"document": "terms", "accepted": true})).send().await.status, 401);

    let accepted =
        app.post("/api/consents").token(&user.token).lang("en").json(&json!({"document": "terms", "accepted": true})).send().await;
    assert_eq!(accepted.status, 201, "{:?}", accepted.body);
    assert_eq!(accepted.body["data"]["version"], 3);
    let terms = my_consent(&app, &user, "terms").await;
    assert_eq!((terms["accepted_version"].as_i64(), terms["needs_acceptance"].as_bool()), (Some(3), Some(false)));

    // The profile's history lists each accepted version, newest first.
    let mine = app.get("/api/consents").token(&user.token).lang("en").send().await;
    let history: Vec<(String, i64)> = mine.body["data"]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["document"].as_str().unwrap().to_owned(), h["version"].as_i64().unwrap()))
        .collect();
    assert_eq!(history[0], ("terms".to_owned(), 3));
    assert!(history.contains(&("terms".to_owned(), 1)) && history.contains(&("privacy-policy".to_owned(), 1)));
    assert_eq!(history.len(), 3);
}

/// A stand-in for checkout and the other paid actions not built yet: it asks the platform for
/// a current acceptance of the terms, as they will.
struct PaidActionProbe;

#[utoipa::path(tag = "probe", responses((status = 200)))]
#[post("/api/probe/paid-action")]
async fn paid_action(user: SignedIn, ctx: web::Data<AppContext>) -> ApiResult<HttpResponse> {
    ctx.require_consents(user.id(), &[documents::TERMS, documents::PRIVACY_POLICY]).await?;
    Ok(HttpResponse::Ok().json(json!({"data": "paid"})))
}

impl Module for PaidActionProbe {
    fn id(&self) -> &'static str {
        "paid_probe"
    }
    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(paid_action);
    }
}

#[tokio::test]
async fn a_paid_action_is_refused_until_the_new_version_is_accepted() {
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(PaidActionProbe)]).await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;
    assert_eq!(app.post("/api/probe/paid-action").token(&user.token).send().await.status, 200);

    assert_eq!(edit(&app, &staff, "terms", &terms_edit("Terms and conditions", "<p>Material.</p>", true)).await.status, 200);
    let refused = app.post("/api/probe/paid-action").token(&user.token).lang("en").send().await;
    assert_eq!(refused.status, 422);
    assert_eq!(refused.field_error("terms"), Some("This document has changed: please read the new version and accept it"));
    assert!(refused.field_error("privacy-policy").is_none(), "only the changed document is named");
    let ar = app.post("/api/probe/paid-action").token(&user.token).lang("ar").send().await;
    assert_eq!(ar.field_error("terms"), Some("تم تحديث هذه الوثيقة، يرجى قراءة النسخة الجديدة والموافقة عليها"));

    let accepted = app.post("/api/consents").token(&user.token).json(&json!({"document": "terms", "accepted": true})).send().await;
    assert_eq!(accepted.status, 201);
    assert_eq!(app.post("/api/probe/paid-action").token(&user.token).send().await.status, 200);
}

#[tokio::test]
async fn staff_export_acceptances_of_a_document_and_date_range_as_csv() {
    use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let first = app.verified_subscriber().await;
    let second = app.verified_subscriber().await;
    // One acceptance from long ago, outside the range.
    let old = content::entities::content_consents::Entity::find()
        .all(&app.ctx.db)
        .await
        .unwrap()
        .into_iter()
        .find(|c| c.user_id == second.id && c.document_key == "terms")
        .unwrap();
    let mut moved = old.into_active_model();
    moved.accepted_at = Set(chrono::DateTime::parse_from_rfc3339("2020-03-01T10:00:00Z").unwrap().to_utc());
    moved.update(&app.ctx.db).await.unwrap();
    // A name typed as a formula reaches staff's spreadsheet as text.
    let person = platform::entities::users::Entity::find_by_id(first.id).one(&app.ctx.db).await.unwrap().unwrap();
    let mut renamed = person.into_active_model();
    renamed.name = Set(r#"=HYPERLINK("http://evil.example","x")"#.to_owned());
    renamed.update(&app.ctx.db).await.unwrap();

    let today = chrono::Utc::now().date_naive();
    let range = format!("from={}&to={}", today.pred_opt().unwrap(), today.succ_opt().unwrap());
    let res = app.get(&format!("/api/staff/consents/export?document=terms&{range}")).token(&staff.token).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert!(res.headers["content-type"].to_str().unwrap().starts_with("text/csv"));
    assert!(res.headers["content-disposition"].to_str().unwrap().contains("consents-terms-"));
    let csv = res.body.as_str().unwrap().trim_start_matches('\u{feff}');
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "user_id,name,email,document,version,accepted_at_utc,client_address");
    let first_line = lines.iter().find(|l| l.starts_with(&format!("{},", first.id))).expect("the first user's acceptance");
    assert!(first_line.contains(&first.email) && first_line.contains(",terms,1,") && first_line.ends_with(",127.0.0.1"), "{first_line}");
    assert!(first_line.contains(r#","'=HYPERLINK(""http://evil.example"",""x"")","#), "{first_line}");
    assert_eq!(res.headers["cache-control"], "private, no-store");
    assert!(!csv.contains(&second.email), "the old acceptance is outside the range:\n{csv}");
    assert!(!csv.contains(",privacy-policy,"), "only the asked document");

    let old_range = app.get("/api/staff/consents/export?document=terms&from=2020-03-01&to=2020-03-01").token(&staff.token).send().await;
    assert!(old_range.body.as_str().unwrap().contains(&second.email));

    let res = app.get("/api/staff/consents/export?document=nope&from=2026-13-01&to=x").token(&staff.token).lang("en").send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("document"), Some("The selected document does not exist"));
    assert_eq!(res.field_error("from"), Some("Please enter a valid date as YYYY-MM-DD"));
    assert_eq!(res.field_error("to"), Some("Please enter a valid date as YYYY-MM-DD"));
    let res = app.get("/api/staff/consents/export?document=terms&from=2026-02-01&to=2026-01-01").token(&staff.token).send().await;
    assert_eq!(res.field_error("to"), Some("يجب ألا يسبق تاريخ النهاية تاريخ البداية"));
    let res = app.get("/api/staff/consents/export").token(&staff.token).send().await;
    assert_eq!(res.field_error("document"), Some("هذا الحقل مطلوب"));
}

#[tokio::test]
async fn the_migration_keeps_existing_texts_as_version_one() {
    use migrations::{Migrator, MigratorTrait};
    use sea_orm::{ConnectionTrait, EntityTrait};
    let app = TestApp::spawn().await;
    let db = &app.ctx.db;
    // Back to the schema before versions, with texts as an older deployment stored them.
    let applied = Migrator::get_applied_migrations(db).await.unwrap();
    let ours = applied.iter().position(|m| m.name() == "m20261123_000009_content_versions").unwrap();
    Migrator::down(db, Some(u32::try_from(applied.len() - ours).unwrap())).await.unwrap();
    db.execute_unprepared("DELETE FROM faqs").await.unwrap();
    db.execute_unprepared(
        "UPDATE contents SET body_en = 'Old terms & rules.\n\nSecond paragraph.', title_en = 'Old terms' WHERE key = 'terms'",
    )
    .await
    .unwrap();
    db.execute_unprepared(
        "INSERT INTO faqs (position, question_ar, question_en, answer_ar, answer_en) VALUES (0, 'س', 'Q', 'ج', 'Old answer')",
    )
    .await
    .unwrap();

    Migrator::up(db, None).await.unwrap();
    let terms = content::entities::contents::Entity::find_by_id("terms").one(db).await.unwrap().unwrap();
    assert_eq!(terms.version, 1);
    assert_eq!(terms.body_en, "<p>Old terms &amp; rules.</p><p>Second paragraph.</p>");
    let versions = content::entities::content_versions::Entity::find().all(db).await.unwrap();
    let v1 = versions.iter().find(|v| v.content_key == "terms").unwrap();
    assert_eq!((v1.version, v1.material, v1.title_en.as_str(), v1.body_en.as_str()), (1, true, "Old terms", terms.body_en.as_str()));
    assert_eq!(versions.len(), 9, "one version 1 per text");
    let whatsapp = versions.iter().find(|v| v.content_key == "whatsapp").unwrap();
    assert_eq!(whatsapp.body_en, "+966500000000", "contact numbers stay bare");
    let faq = content::entities::faqs::Entity::find().all(db).await.unwrap();
    assert_eq!((faq[0].answer_en.as_str(), faq[0].hidden), ("<p>Old answer</p>", false));

    let served = app.get("/api/contents/terms").lang("en").send().await;
    assert_eq!((served.body["data"]["version"].as_i64(), served.body["data"]["title"].as_str()), (Some(1), Some("Old terms")));
}

mod advisors;
mod feedback;
mod workshops;
