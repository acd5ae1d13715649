//! Workshops: staff publish dates with seats; users book one seat each and get a confirmation
//! email; a full workshop is never overbooked, however many book at once.

use chrono::{Duration, Utc};
use eva_testing::{TestApp, TestUser};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
use serde_json::{Value, json};

fn workshop(seats: i32) -> Value {
    json!({
        "title_ar": "أساسيات التحليل الفني",
        "title_en": "Technical analysis basics",
        "description_ar": "ورشة عملية لقراءة الرسوم البيانية والمؤشرات.",
        "description_en": "A hands-on workshop on reading charts and indicators.",
        "location_ar": "الرياض، مقر إيفا",
        "location_en": "Riyadh, Eva's office",
        "starts_at": (Utc::now() + Duration::days(7)).to_rfc3339(),
        "duration_minutes": 120,
        "seats": seats,
    })
}

async fn published(app: &TestApp, staff: &TestUser, seats: i32) -> i64 {
    let created = app.post("/api/staff/workshops").token(&staff.token).json(&workshop(seats)).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    created.body["data"]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn many_booking_at_once_never_overbook_a_workshop() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let id = published(&app, &staff, 5).await;
    let mut people = Vec::new();
    for _ in 0..12 {
        people.push(app.verified_subscriber().await);
    }
    let path = format!("/api/workshops/{id}/book");
    let answers = futures_util::future::join_all(people.iter().map(|p| app.post(&path).token(&p.token).send())).await;
    let booked = answers.iter().filter(|a| a.status == 201).count();
    let full: Vec<_> = answers.iter().filter(|a| a.status == 409).collect();
    assert_eq!((booked, full.len()), (5, 7), "{:?}", answers.iter().map(|a| a.status).collect::<Vec<_>>());
    assert!(full.iter().all(|a| a.message() == "اكتمل العدد في هذه الورشة"));

    let listed = app.get("/api/workshops").send().await;
    assert_eq!((listed.body["data"][0]["seats_left"].as_i64(), listed.body["data"][0]["booked_by_me"].as_bool()), (Some(0), Some(false)));
    let seats = app.get(&format!("/api/staff/workshops/{id}/bookings")).token(&staff.token).send().await;
    assert_eq!(seats.body["data"].as_array().unwrap().len(), 5);
    let staff_view = app.get("/api/staff/workshops").token(&staff.token).send().await;
    assert_eq!(staff_view.body["data"][0]["booked"], 5);
}

#[tokio::test]
async fn a_user_books_once_is_emailed_cancels_and_staff_cannot_shrink_below_the_bookings() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let id = published(&app, &staff, 2).await;
    let user = app.verified_subscriber().await;
    let guest = app.post(&format!("/api/workshops/{id}/book")).send().await;
    assert_eq!(guest.status, 401);

    let booked = app.post(&format!("/api/workshops/{id}/book")).token(&user.token).send().await;
    assert_eq!(booked.status, 201, "{:?}", booked.body);
    assert_eq!((booked.body["data"]["seats_left"].as_i64(), booked.body["data"]["booked_by_me"].as_bool()), (Some(1), Some(true)));
    let mail = app.mail.wait_for_where(&user.email, 1, |m| m.subject.contains("أساسيات التحليل الفني")).await;
    assert!(mail.text.contains("بتوقيت الرياض") && mail.text.contains("120 دقيقة"), "{}", mail.text);
    let twice = app.post(&format!("/api/workshops/{id}/book")).token(&user.token).lang("en").send().await;
    assert_eq!((twice.status, twice.message()), (409, "You already have a seat at this workshop"));
    let mine = app.get("/api/workshops").token(&user.token).send().await;
    assert_eq!(
        (mine.body["data"][0]["booked_by_me"].as_bool(), mine.body["data"][0]["seats_left"].as_i64()),
        (Some(true), Some(1)),
        "the refused second booking gave its seat back"
    );

    let mut shrink = workshop(0);
    shrink["seats"] = json!(0);
    let refused = app.put(&format!("/api/staff/workshops/{id}")).token(&staff.token).lang("en").json(&shrink).send().await;
    assert_eq!((refused.status, refused.field_error("seats")), (422, Some("The seats are between 1 and 10,000")));
    let second = app.verified_subscriber().await;
    assert_eq!(app.post(&format!("/api/workshops/{id}/book")).token(&second.token).send().await.status, 201);
    let mut one = workshop(1);
    one["seats"] = json!(1);
    let below = app.put(&format!("/api/staff/workshops/{id}")).token(&staff.token).lang("en").json(&one).send().await;
    assert_eq!((below.status, below.field_error("seats")), (422, Some("The seats cannot be fewer than those already booked")));

    let cancelled = app.delete(&format!("/api/workshops/{id}/book")).token(&user.token).send().await;
    assert_eq!((cancelled.status, cancelled.body["data"]["seats_left"].as_i64()), (200, Some(1)));
    let again = app.delete(&format!("/api/workshops/{id}/book")).token(&user.token).send().await;
    assert_eq!(again.status, 404, "{:?}", again.body);
    assert_eq!(app.post(&format!("/api/workshops/{id}/book")).token(&user.token).send().await.status, 201, "the seat can be booked again");
}

#[tokio::test]
async fn cancelled_started_and_bad_workshops_are_refused_in_the_users_language() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;
    let empty = app.post("/api/staff/workshops").token(&staff.token).json(&json!({})).send().await;
    assert_eq!(empty.status, 422);
    for field in ["title_ar", "title_en", "starts_at", "duration_minutes", "seats"] {
        assert_eq!(empty.field_error(field), Some("هذا الحقل مطلوب"), "{field}");
    }
    let mut past = workshop(3);
    past["starts_at"] = json!((Utc::now() - Duration::hours(1)).to_rfc3339());
    past["duration_minutes"] = json!(5);
    let past = app.post("/api/staff/workshops").token(&staff.token).lang("en").json(&past).send().await;
    assert_eq!(past.field_error("starts_at"), Some("The workshop must start in the future"));
    assert_eq!(past.field_error("duration_minutes"), Some("The duration is between 15 minutes and 24 hours"));
    assert_eq!(app.post("/api/staff/workshops").token(&user.token).json(&workshop(3)).send().await.status, 403);

    let id = published(&app, &staff, 3).await;
    let cancelled = app.post(&format!("/api/staff/workshops/{id}/cancel")).token(&staff.token).send().await;
    assert_eq!(cancelled.body["data"]["cancelled"], true);
    let refused = app.post(&format!("/api/workshops/{id}/book")).token(&user.token).lang("en").send().await;
    assert_eq!((refused.status, refused.message()), (409, "This workshop was cancelled"));

    let started = published(&app, &staff, 3).await;
    let row = content::entities::workshops::Entity::find_by_id(started).one(&app.ctx.db).await.unwrap().unwrap();
    let mut row = row.into_active_model();
    row.starts_at = Set(Utc::now() - Duration::minutes(5));
    row.update(&app.ctx.db).await.unwrap();
    let late = app.post(&format!("/api/workshops/{started}/book")).token(&user.token).send().await;
    assert_eq!((late.status, late.message()), (409, "بدأت هذه الورشة ولم يعد الحجز متاحاً"));
    assert_eq!(app.post("/api/workshops/999999/book").token(&user.token).send().await.status, 404);
}
