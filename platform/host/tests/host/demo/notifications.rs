//! The demo investor's feed: the news of their verified identity, and nothing of the years of
//! list history the demo replays (history is not news).

use eva_testing::TestApp;

use super::login;

pub async fn the_demo_investor_has_one_notice_and_no_history(app: &TestApp) {
    let token = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    // Give any event the seed let through the time to reach the feed.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let feed = app.get("/api/notifications?per_page=100").token(&token).send().await;
    assert_eq!(feed.status, 200, "{:?}", feed.body);
    let notes = feed.body["data"].as_array().unwrap();
    let kinds: Vec<&str> = notes.iter().map(|n| n["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["kyc_decided"], "{notes:?}");
    assert_eq!(notes[0]["title"], "تم التحقق من هويتك");
    let me = app.get("/api/user").token(&token).send().await;
    assert_eq!(me.body["data"]["has_notification"], "1", "the bell shows it");
}
