//! Staff upload research PDFs; everyone lists them; signed-in users read them in either language;
//! investors are told.

use eva_testing::{TestApp, TestUser};
use reqwest::multipart::{Form, Part};

fn pdf(title: &str, pages: usize) -> Vec<u8> {
    research::pdf_file::sample(title, pages).unwrap()
}

fn form(title_ar: &str, ar: Option<Vec<u8>>, en: Option<Vec<u8>>) -> Form {
    let mut form = Form::new()
        .text("title_ar", title_ar.to_owned())
        .text("title_en", "Banking sector outlook")
        .text("summary_ar", "نظرة على أرباح المصارف")
        .text("summary_en", "Bank earnings ahead");
    if let Some(bytes) = ar {
        form = form.part("file_ar", Part::bytes(bytes).file_name("ar.pdf").mime_str("application/pdf").unwrap());
    }
    if let Some(bytes) = en {
        form = form.part("file_en", Part::bytes(bytes).file_name("en.pdf").mime_str("application/pdf").unwrap());
    }
    form
}

async fn upload(app: &TestApp, staff: &TestUser, form: Form) -> eva_testing::TestResponse {
    app.post("/api/staff/financial-research").token(&staff.token).multipart(form).send().await
}

#[tokio::test]
async fn research_is_uploaded_listed_read_by_signed_in_users_and_withdrawn() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let arabic = pdf("توقعات القطاع المصرفي", 3);
    let english = pdf("Banking sector outlook", 2);
    let created = upload(&app, &staff, form("توقعات القطاع المصرفي", Some(arabic.clone()), Some(english.clone()))).await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let doc = &created.body["data"];
    assert_eq!((doc["pages_ar"].as_i64(), doc["pages_en"].as_i64()), (Some(3), Some(2)));
    assert_eq!(doc["languages"], serde_json::json!(["ar", "en"]));
    assert_eq!(doc["title"], "توقعات القطاع المصرفي");
    let id = doc["id"].as_i64().unwrap();

    let listed = app.get("/api/financial-research").lang("en").send().await;
    assert_eq!(listed.body["meta"]["total"], 1);
    assert_eq!(listed.body["data"][0]["title"], "Banking sector outlook", "in the request's language");
    assert_eq!(app.get("/api/financial-research-weekly").send().await.body["meta"]["total"], 1, "published this week");
    assert_eq!(app.get(&format!("/api/financial-research?id={id}")).send().await.body["data"][0]["id"], id);

    let path = format!("/api/financial-research/{id}/read?language=en");
    assert_eq!(app.get(&path).send().await.status, 401, "signed-in users only");
    let reader = app.verified_subscriber().await;
    let read = reqwest::Client::new().get(format!("{}{path}", app.address)).bearer_auth(&reader.token).send().await.unwrap();
    assert_eq!(read.status(), 200);
    assert_eq!(read.headers()["content-type"], "application/pdf");
    assert_eq!(read.bytes().await.unwrap().to_vec(), english);
    let default_language = reqwest::Client::new()
        .get(format!("{}/api/financial-research/{id}/read", app.address))
        .bearer_auth(&reader.token)
        .send()
        .await
        .unwrap();
    assert_eq!(default_language.bytes().await.unwrap().to_vec(), arabic, "Arabic first");
    assert_eq!(app.get(&format!("/api/financial-research/{id}/read?language=fr")).token(&reader.token).send().await.status, 422);

    assert_eq!(app.delete(&format!("/api/staff/financial-research/{id}")).token(&reader.token).send().await.status, 403);
    assert_eq!(app.delete(&format!("/api/staff/financial-research/{id}")).token(&staff.token).send().await.status, 204);
    assert_eq!(app.get(&path).token(&reader.token).send().await.status, 404);
    assert_eq!(app.get("/api/financial-research").send().await.body["meta"]["total"], 0);
}

#[tokio::test]
async fn only_real_pdfs_are_taken_and_every_missing_part_is_named() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let nothing =
        app.post("/api/staff/financial-research").token(&staff.token).lang("en").multipart(Form::new().text("title_ar", "")).send().await;
    assert_eq!(nothing.status, 422);
    assert_eq!(nothing.field_error("title_ar"), Some("This field is required"));
    assert_eq!(nothing.field_error("file_ar"), Some("Please upload the research file in Arabic or in English"));

    let png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR".to_vec();
    let not_pdf = upload(&app, &staff, form("عنوان", Some(png), None)).await;
    assert_eq!((not_pdf.status, not_pdf.field_error("file_ar")), (422, Some("الملف يجب أن يكون PDF")));
    let broken = upload(&app, &staff, form("عنوان", None, Some(b"%PDF-1.7\n% broken".to_vec()))).await;
    assert_eq!((broken.status, broken.field_error("file_en")), (422, Some("تعذر فتح ملف PDF، تأكد من سلامته")));
    let huge = upload(&app, &staff, form("عنوان", Some(vec![b'%'; research::pdf_file::MAX_BYTES + 1]), None)).await;
    assert_eq!(huge.status, 413);
    assert_eq!(app.get("/api/financial-research").send().await.body["meta"]["total"], 0, "nothing was kept");
}

#[tokio::test]
async fn investors_are_told_of_new_research() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let investor = app.verified_subscriber().await;
    let created = upload(&app, &staff, form("توقعات القطاع المصرفي", Some(pdf("توقعات", 1)), None)).await;
    assert_eq!(created.status, 201);
    for _ in 0..200 {
        let feed = app.get("/api/notifications").token(&investor.token).send().await;
        if let Some(first) = feed.body["data"].as_array().and_then(|a| a.first()) {
            assert_eq!(first["kind"], "research_published");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the investor was not told");
}
