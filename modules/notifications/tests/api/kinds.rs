//! Each event about one user reaches that user, in their notification language, in the app and by
//! email as the kind allows; research reaches every investor.

use chrono::{Duration, Utc};
use eva_testing::TestApp;
use platform::events::{
    AnalysisDelivered, AnalystApproved, KycDecided, PaymentCaptured, PaymentFailed, PaymentRefunded, PayoutTransferred, ResearchPublished,
    SubscriptionEnded, SubscriptionExpiring, SubscriptionStarted,
};

use crate::{feed, feed_of, has_notification, settle, speaks};

/// Every event about one user, as their modules publish them.
async fn publish_everything_about(app: &TestApp, user_id: i64) {
    let ends = Utc::now() + Duration::days(30);
    let ctx = &app.ctx;
    ctx.publish(&AnalystApproved { user_id, application_id: 1 }).await.unwrap();
    ctx.publish(&PaymentCaptured {
        payment_id: 1,
        user_id,
        amount_halalas: 44_900,
        vat_halalas: 5_857,
        product: "rating_list".into(),
        name: Default::default(),
    })
    .await
    .unwrap();
    ctx.publish(&PaymentFailed { payment_id: 2, user_id, product: "platform".into(), name: Default::default() }).await.unwrap();
    ctx.publish(&PaymentRefunded {
        payment_id: 1,
        user_id,
        amount_halalas: 44_900,
        partial: false,
        product: "reports".into(),
        name: Default::default(),
    })
    .await
    .unwrap();
    ctx.publish(&SubscriptionStarted { subscription_id: 1, user_id, product: "reports".into(), ends_at: ends, name: Default::default() })
        .await
        .unwrap();
    ctx.publish(&SubscriptionExpiring { subscription_id: 1, user_id, product: "reports".into(), ends_at: ends, name: Default::default() })
        .await
        .unwrap();
    ctx.publish(&SubscriptionEnded { subscription_id: 1, user_id, product: "reports".into(), name: Default::default(), refunded: false })
        .await
        .unwrap();
    ctx.publish(&AnalysisDelivered { request_id: 42, user_id }).await.unwrap();
    ctx.publish(&KycDecided { user_id, approved: false }).await.unwrap();
    let transferred_on = chrono::NaiveDate::from_ymd_opt(2026, 11, 3).unwrap();
    ctx.publish(&PayoutTransferred {
        analyst_id: user_id,
        payout_id: 5,
        month: "2026-10".into(),
        amount_halalas: 1_234_550,
        transferred_on,
    })
    .await
    .unwrap();
}

#[tokio::test]
async fn each_event_about_a_user_reaches_only_them_in_their_language() {
    let app = TestApp::spawn().await;
    let arabic = app.verified_subscriber().await;
    let english = app.verified_subscriber().await;
    let bystander = app.verified_subscriber().await;
    speaks(&app, &english, "en").await;

    publish_everything_about(&app, arabic.id).await;
    publish_everything_about(&app, english.id).await;

    let ar = feed_of(&app, &arabic, 10).await;
    let en = feed_of(&app, &english, 10).await;
    let mut kinds: Vec<&str> = ar.iter().map(|n| n["kind"].as_str().unwrap()).collect();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        [
            "analysis_delivered",
            "analyst_approved",
            "kyc_decided",
            "payment_captured",
            "payment_failed",
            "payment_refunded",
            "payout_transferred",
            "subscription_ended",
            "subscription_expiring",
            "subscription_started"
        ]
    );
    let title =
        |feed: &[serde_json::Value], kind: &str| feed.iter().find(|n| n["kind"] == kind).unwrap()["title"].as_str().unwrap().to_owned();
    let body =
        |feed: &[serde_json::Value], kind: &str| feed.iter().find(|n| n["kind"] == kind).unwrap()["body"].as_str().unwrap().to_owned();
    assert_eq!(title(&ar, "payment_captured"), "تم استلام دفعتك");
    assert!(body(&ar, "payment_captured").contains("449.00 ر.س"));
    assert_eq!(title(&en, "payment_captured"), "Payment received");
    assert!(body(&en, "payment_captured").contains("SAR 449.00"));
    assert_eq!(title(&ar, "kyc_decided"), "لم نتمكن من التحقق من هويتك");
    assert_eq!(title(&en, "kyc_decided"), "We could not verify your identity");
    assert_eq!(title(&en, "subscription_ended"), "Your subscription ended");
    // An analyst hears of a payout sent (issue 36): how much, for which month, on which day.
    assert_eq!(title(&en, "payout_transferred"), "Your payout for 2026-10 was transferred");
    assert!(body(&en, "payout_transferred").contains("SAR 12345.50,"), "{}", body(&en, "payout_transferred"));
    assert!(body(&ar, "payout_transferred").contains("2026-11-03"));
    assert!(ar.iter().all(|n| n["read"] == false && n["link"].as_str().unwrap().starts_with('/')));
    assert_eq!(has_notification(&app, &arabic).await, "1");

    settle().await;
    assert!(feed(&app, &bystander).await.is_empty(), "nobody else hears of them");
    assert_eq!(has_notification(&app, &bystander).await, "0");

    // By email: the seven kinds this module emails (the analyst decision, the delivered analysis
    // and the renewal reminder are emailed by their own modules), after the sign-up code.
    app.mail.wait_for(&english.email, 8).await;
    settle().await;
    let mut subjects: Vec<String> =
        app.mail.all().into_iter().filter(|m| m.to.contains(&english.email)).skip(1).map(|m| m.subject).collect();
    subjects.sort();
    assert_eq!(
        subjects,
        [
            "Payment received",
            "We could not verify your identity",
            "Your payment did not go through",
            "Your payment was refunded",
            "Your payout for 2026-10 was transferred",
            "Your subscription ended",
            "Your subscription started"
        ]
    );
    let arabic_mail = app.mail.wait_for_where(&arabic.email, 1, |m| m.subject == "تم استلام دفعتك").await;
    assert!(arabic_mail.text.contains("449.00 ر.س"), "{}", arabic_mail.text);
    assert!(arabic_mail.html.contains("dir=\"rtl\""), "an Arabic email reads right to left");
    assert!(arabic_mail.text.contains("/my_profile#notifications"), "every email says where to turn it off");
}

#[tokio::test]
async fn a_real_identity_verification_is_notified() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    app.kyc_verify(&user).await;
    let notes = feed_of(&app, &user, 1).await;
    assert_eq!((notes[0]["kind"].as_str(), notes[0]["title"].as_str()), (Some("kyc_decided"), Some("تم التحقق من هويتك")));
    assert_eq!(notes[0]["link"], "/kyc");
    app.mail.wait_for_where(&user.email, 1, |m| m.subject == "تم التحقق من هويتك").await;
}

#[tokio::test]
async fn research_reaches_every_investor_and_not_analysts_or_staff() {
    let app = TestApp::spawn().await;
    let investors = [app.verified_subscriber().await, app.verified_subscriber().await];
    let analyst = app.signed_in_analyst().await;
    let staff = app.signed_in_staff().await;
    app.ctx.publish(&ResearchPublished { research_id: 5 }).await.unwrap();
    for investor in &investors {
        let notes = feed_of(&app, investor, 1).await;
        assert_eq!(notes[0]["kind"], "research_published");
        assert_eq!(notes[0]["link"], "/financial-research");
    }
    settle().await;
    assert!(feed(&app, &analyst).await.is_empty());
    assert!(feed(&app, &staff).await.is_empty());
}
