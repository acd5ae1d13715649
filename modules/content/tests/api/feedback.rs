//! Visitors send feedback (spam held back); clients' testimonials show once staff approve them.

use eva_testing::TestApp;
use serde_json::json;

fn message(email: &str) -> serde_json::Value {
    json!({"name": "زائر", "email": email, "message": "الموقع رائع لكن أتمنى إضافة تنبيهات الأسعار."})
}

#[tokio::test]
async fn visitors_send_feedback_within_limits_and_robots_are_ignored() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let sent = app.post("/api/feedback").json(&message("visitor@example.com")).send().await;
    assert_eq!((sent.status, sent.body["data"]["received"].as_bool()), (201, Some(true)), "{:?}", sent.body);

    let bad = app.post("/api/feedback").lang("en").json(&json!({"name": "", "email": "nope", "message": "short"})).send().await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.field_error("name"), Some("This field is required"));
    assert!(bad.field_error("email").is_some());
    assert_eq!(bad.field_error("message"), Some("The message is too short: write at least 10 characters"));
    let links = app
        .post("/api/feedback")
        .lang("en")
        .json(&json!({"name": "x", "email": "a@b.co", "message": "buy https://a.example https://b.example https://c.example"}))
        .send()
        .await;
    assert_eq!(links.field_error("message"), Some("The message has too many links"));

    let mut robot = message("robot@example.com");
    robot["website"] = json!("https://spam.example");
    assert_eq!(app.post("/api/feedback").json(&robot).send().await.status, 201, "thanked");
    let inbox = app.get("/api/staff/feedback?kind=site").token(&staff.token).send().await;
    assert_eq!(inbox.body["meta"]["total"], 1, "and ignored: {:?}", inbox.body);
    for _ in 0..3 {
        app.post("/api/feedback").json(&message("visitor@example.com")).send().await;
    }
    let limited = app.post("/api/feedback").json(&message("visitor@example.com")).send().await;
    assert_eq!(limited.status, 429, "five an hour from one address");

    let id = inbox.body["data"][0]["id"].as_i64().unwrap();
    let read = app.post(&format!("/api/staff/feedback/{id}/read")).token(&staff.token).send().await;
    assert_eq!(read.body["data"]["status"], "read");
    let approve = app.post(&format!("/api/staff/feedback/{id}/approve")).token(&staff.token).lang("en").send().await;
    assert_eq!((approve.status, approve.message()), (409, "This feedback is not a client testimonial"));
    assert_eq!(app.get("/api/staff/feedback?status=maybe").token(&staff.token).send().await.status, 422);
}

#[tokio::test]
async fn testimonials_show_only_once_approved() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let client = app.verified_subscriber().await;
    let body = json!({"message": "استفدت كثيراً من قوائم المحللين وتقارير الأسهم.", "rating": 5});
    assert_eq!(app.post("/api/client-feedback").json(&body).send().await.status, 401);
    let sent = app.post("/api/client-feedback").token(&client.token).json(&body).send().await;
    assert_eq!(sent.status, 201, "{:?}", sent.body);
    let bad = app
        .post("/api/client-feedback")
        .token(&client.token)
        .lang("en")
        .json(&json!({"message": "رائع جداً وممتاز", "rating": 9}))
        .send()
        .await;
    assert_eq!((bad.status, bad.field_error("rating")), (422, Some("The rating is from 1 to 5")));
    assert!(app.get("/api/get-feedback").send().await.body["data"].as_array().unwrap().is_empty(), "not before approval");

    let waiting = app.get("/api/staff/feedback?kind=testimonial&status=new").token(&staff.token).send().await;
    let id = waiting.body["data"][0]["id"].as_i64().unwrap();
    assert_eq!(waiting.body["data"][0]["name"], "مستثمر تجريبي");
    assert_eq!(app.post(&format!("/api/staff/feedback/{id}/approve")).token(&staff.token).send().await.status, 200);
    let shown = app.get("/api/get-feedback").send().await;
    assert_eq!((shown.body["data"][0]["rating"].as_i64(), shown.body["data"][0]["message"].as_str()), (Some(5), body["message"].as_str()));
    assert!(shown.body["data"][0].get("email").is_none(), "no email on the site");
    assert_eq!(app.post(&format!("/api/staff/feedback/{id}/reject")).token(&staff.token).send().await.status, 200);
    assert!(app.get("/api/get-feedback").send().await.body["data"].as_array().unwrap().is_empty(), "taken down");
    assert_eq!(app.delete(&format!("/api/staff/feedback/{id}")).token(&staff.token).send().await.status, 204);

    for _ in 0..2 {
        app.post("/api/client-feedback").token(&client.token).json(&body).send().await;
    }
    assert_eq!(app.post("/api/client-feedback").token(&client.token).json(&body).send().await.status, 429, "three a day");
}
