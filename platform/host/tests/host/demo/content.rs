//! The demo's advisors, workshops to book and an approved testimonial.

use eva_testing::TestApp;

pub async fn advisors_workshops_and_a_testimonial(app: &TestApp) {
    let advisors = app.get("/api/get-advisors").send().await;
    assert_eq!(advisors.body["data"].as_array().unwrap().len(), 3, "{:?}", advisors.body);
    let workshops = app.get("/api/workshops").send().await;
    let upcoming = workshops.body["data"].as_array().unwrap();
    assert_eq!(upcoming.len(), 2);
    assert!(upcoming.iter().all(|w| w["seats_left"].as_i64().unwrap() > 0));
    assert_eq!(app.get("/api/get-feedback").send().await.body["data"].as_array().unwrap().len(), 1);
}
