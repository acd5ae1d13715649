//! The demo subscriber's subscriptions: a year of Eva Pro as a gift, and the lists they bought.

use chrono::{DateTime, Utc};
use eva_testing::TestApp;
use platform::ports::Feature;
use serde_json::Value;

use super::login;

pub async fn the_demo_subscriber_holds_eva_pro_as_a_gift(app: &TestApp) {
    let token = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    let summary = app.get("/api/v2/subscriptions").token(&token).lang("en").send().await;
    let active = summary.body["data"]["active"].as_array().unwrap();
    // Beside the gift, only the analysts' lists the demo subscriber bought last month.
    let gifts: Vec<&Value> = active.iter().filter(|s| s["source"] == "bonus").collect();
    assert_eq!(gifts.len(), 1, "{active:?}");
    assert_eq!((gifts[0]["name"].as_str(), gifts[0]["active"].as_bool()), (Some("Eva Pro"), Some(true)));
    let ends: DateTime<Utc> = gifts[0]["ends_at"].as_str().unwrap().parse().unwrap();
    assert!((ends - Utc::now()).num_days() >= 364);
    assert!(
        active.iter().filter(|s| s["source"] != "bonus").all(|s| s["product"] == "rating_list" || s["product"] == "opinion_list"),
        "{active:?}"
    );
    let me = app.get("/api/user").token(&token).send().await;
    let id = me.body["data"]["id"].as_i64().unwrap();
    for feature in [Feature::AiChat, Feature::Signals, Feature::Reports, Feature::TechnicalAnalysis] {
        assert!(app.ctx.entitlements().has(id, feature).await.unwrap(), "Eva Pro grants {feature:?}");
    }
}
