//! With the notifications module off the others go on working, and nothing is notified.

use eva_testing::TestApp;

#[tokio::test]
async fn a_disabled_notifications_module_leaves_the_others_working() {
    let app = TestApp::spawn_with(
        |s| {
            let all =
                ["accounts", "content", "market", "subscriptions", "analysts", "ratings", "opinions", "chat", "stock_analysis", "kyc"];
            s.modules.enabled = Some(all.iter().map(|m| (*m).to_owned()).collect());
        },
        |_| {},
    )
    .await;
    let user = app.verified_subscriber().await;
    // A real event of another module (KycDecided) with nobody to hear it.
    app.kyc_verify(&user).await;
    let kyc = app.get("/api/kyc").token(&user.token).send().await;
    assert_eq!(kyc.body["data"]["status"], "verified");
    let me = app.get("/api/user").token(&user.token).send().await;
    assert_eq!(me.body["data"]["has_notification"], "0");
    assert_eq!(app.get("/api/notifications").token(&user.token).send().await.status, 404);
    assert_eq!(app.get("/api/notification-preferences").token(&user.token).send().await.status, 404);
    let modules = app.get("/api/modules").send().await;
    assert!(!modules.body.to_string().contains("\"notifications\""), "{:?}", modules.body);
    crate::settle().await;
    assert_eq!(app.mail.count_to(&user.email), 1, "no notification email, only the sign-up code");
}
