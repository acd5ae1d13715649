use serde_json::{Value, json};

use crate::Desk;

fn plan_ids(packages: &Value) -> Vec<i64> {
    packages
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["plans"].as_array().unwrap().iter().map(|plan| plan["id"].as_i64().unwrap()))
        .collect()
}

#[tokio::test]
async fn chat_plans_are_sold_through_the_subscriptions_checkout() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let offers = desk.app.post("/api/chat/plans").token(&user.token).lang("en").json(&json!({})).send().await;
    assert_eq!(offers.status, 200, "{:?}", offers.body);
    let names: Vec<&str> = offers.body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"Eva Chat"), "{names:?}");
    let chat_plan = plan_ids(&offers.body["data"])[0];

    let one = desk.app.post("/api/chat/plans").token(&user.token).json(&json!({"planId": chat_plan})).send().await;
    assert!(plan_ids(&one.body["data"]).contains(&chat_plan));
    let all = desk.app.get("/api/all-packages").lang("en").send().await;
    let other = all.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Eva Reports")
        .map(|p| p["plans"][0]["id"].as_i64().unwrap())
        .unwrap();
    let refused = desk.app.post("/api/chat/plans").token(&user.token).lang("en").json(&json!({"planId": other})).send().await;
    assert_eq!((refused.status, refused.message()), (404, "This plan is not an Eva Chat plan"));

    let attempt = |plan: i64| json!({"plan_id": plan, "method": "mada", "idempotency_key": uuid_like(plan), "accept_terms": true});
    let started = desk.app.post("/api/chat/subscribe").token(&user.token).lang("en").json(&attempt(chat_plan)).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    assert!(started.body["data"]["redirect_url"].is_string());
    let wrong = desk.app.post("/api/chat/subscribe").token(&user.token).lang("en").json(&attempt(other)).send().await;
    assert_eq!(wrong.status, 422, "{:?}", wrong.body);
    let unsigned = desk.app.post("/api/chat/plans").json(&json!({})).send().await;
    assert_eq!(unsigned.status, 401);
}

fn uuid_like(n: i64) -> String {
    format!("00000000-0000-4000-8000-{n:012}")
}
