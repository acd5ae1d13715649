//! Staff keep the firm's licensed advisors; everyone sees the visible ones, in order.

use eva_testing::TestApp;
use serde_json::json;

fn advisor(name_en: &str, licence: &str) -> serde_json::Value {
    json!({
        "name_ar": "فهد العتيبي",
        "name_en": name_en,
        "title_ar": "مستشار استثمار معتمد",
        "title_en": "Licensed investment advisor",
        "bio_ar": "خبرة 12 عاماً في أسواق الأسهم الخليجية.",
        "bio_en": "12 years in Gulf equity markets.",
        "licence_number": licence,
        "licence_type": "investment_adviser",
        "licence_expires_on": "2028-06-30",
    })
}

#[tokio::test]
async fn staff_keep_the_advisors_and_everyone_sees_the_visible_ones() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let first = app.post("/api/staff/advisors").token(&staff.token).json(&advisor("Fahad Alotaibi", "CMA-0412")).send().await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    let second = app.post("/api/staff/advisors").token(&staff.token).json(&advisor("Sara Alqahtani", "CMA-0413")).send().await;
    let second_id = second.body["data"]["id"].as_i64().unwrap();
    assert_eq!(second.body["data"]["position"], 1, "at the end of the list");

    let shown = app.get("/api/get-advisors").lang("en").send().await;
    let names: Vec<&str> = shown.body["data"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Fahad Alotaibi", "Sara Alqahtani"]);
    assert_eq!(shown.body["data"][0]["licence_number"], "CMA-0412");
    assert_eq!(shown.body["data"][0]["licence_expires_on"], "2028-06-30");
    assert_eq!(app.get("/api/get-advisors").send().await.body["data"][0]["name"], "فهد العتيبي");

    let mut hidden = advisor("Sara Alqahtani", "CMA-0413");
    hidden["hidden"] = json!(true);
    assert_eq!(app.put(&format!("/api/staff/advisors/{second_id}")).token(&staff.token).json(&hidden).send().await.status, 200);
    assert_eq!(app.get("/api/get-advisors").send().await.body["data"].as_array().unwrap().len(), 1);
    assert_eq!(
        app.get("/api/staff/advisors").token(&staff.token).send().await.body["data"].as_array().unwrap().len(),
        2,
        "staff still see it"
    );
    assert_eq!(app.delete(&format!("/api/staff/advisors/{second_id}")).token(&staff.token).send().await.status, 204);
    assert_eq!(app.delete(&format!("/api/staff/advisors/{second_id}")).token(&staff.token).send().await.status, 404);

    let bad = app
        .post("/api/staff/advisors")
        .token(&staff.token)
        .lang("en")
        .json(&json!({"name_ar": "<b>x</b>", "licence_number": "رقم ١٢"}))
        .send()
        .await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.field_error("name_ar"), Some("HTML tags are not allowed in this field"));
    assert_eq!(bad.field_error("licence_number"), Some("The licence number has only digits and Latin letters"));
    assert_eq!(bad.field_error("title_en"), Some("This field is required"));
    let user = app.verified_subscriber().await;
    assert_eq!(app.post("/api/staff/advisors").token(&user.token).json(&advisor("X", "1")).send().await.status, 403);
}
