//! Each user's choice per kind: in the app, by email, pushed.

use eva_testing::TestApp;
use platform::events::{KycDecided, PaymentFailed};
use serde_json::json;

use crate::{choose, feed, feed_of, settle};

#[tokio::test]
async fn every_kind_has_a_choice_and_bad_choices_are_refused_in_the_users_language() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    let prefs = app.get("/api/notification-preferences").token(&user.token).lang("en").send().await;
    assert_eq!(prefs.status, 200, "{:?}", prefs.body);
    let list = prefs.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 18);
    assert_eq!(list.iter().find(|p| p["kind"] == "alert_fired").unwrap()["label"], "My stock alerts");
    let one = |kind: &str| list.iter().find(|p| p["kind"] == kind).unwrap().clone();
    assert_eq!(
        one("rating_published"),
        json!({"kind": "rating_published", "label": "New ratings in Eva lists", "in_app": true, "email": true, "email_always": false, "push": false})
    );
    assert_eq!(one("alert_fired")["push"], true, "the user's own alerts are pushed until they say otherwise");
    assert_eq!(one("order_filled")["email"], false, "busy list news is not emailed until asked");
    assert_eq!(
        (one("analysis_delivered")["email"].as_bool(), one("analysis_delivered")["email_always"].as_bool()),
        (Some(true), Some(true))
    );

    let unknown = app
        .put("/api/notification-preferences")
        .token(&user.token)
        .json(&json!({"preferences": [{"kind": "weather", "in_app": true, "email": true}]}))
        .send()
        .await;
    assert_eq!(unknown.status, 422);
    assert_eq!(unknown.field_error("preferences.0.kind"), Some("نوع الإشعار غير معروف"));
    let twice = json!({"preferences": [{"kind": "kyc_decided", "in_app": true, "email": true}, {"kind": "kyc_decided", "in_app": false, "email": true}]});
    let twice = app.put("/api/notification-preferences").token(&user.token).lang("en").json(&twice).send().await;
    assert_eq!((twice.status, twice.field_error("preferences.1.kind")), (422, Some("A notification kind is repeated in the request")));
    let not_a_flag = app
        .put("/api/notification-preferences")
        .token(&user.token)
        .json(&json!({"preferences": [{"kind": "kyc_decided", "in_app": "yes", "email": true}]}))
        .send()
        .await;
    assert_eq!(not_a_flag.status, 422);

    let saved = app
        .put("/api/notification-preferences")
        .token(&user.token)
        .json(&json!({"preferences": [{"kind": "order_filled", "in_app": false, "email": true}]}))
        .send()
        .await;
    let saved = saved.body["data"].as_array().unwrap().iter().find(|p| p["kind"] == "order_filled").unwrap().clone();
    assert_eq!((saved["in_app"].as_bool(), saved["email"].as_bool()), (Some(false), Some(true)));
    let kept = app.get("/api/notification-preferences").token(&user.token).send().await;
    assert_eq!(kept.body["data"].as_array().unwrap().iter().find(|p| p["kind"] == "order_filled").unwrap()["in_app"], false);
}

#[tokio::test]
async fn a_kind_turned_off_is_neither_shown_nor_emailed_and_the_others_still_are() {
    let app = TestApp::spawn().await;
    let user = app.verified_subscriber().await;
    choose(&app, &user, "payment_failed", false, false).await;
    choose(&app, &user, "kyc_decided", true, false).await;
    app.ctx
        .publish(&PaymentFailed { payment_id: 9, user_id: user.id, product: "platform".into(), name: Default::default() })
        .await
        .unwrap();
    app.ctx.publish(&KycDecided { user_id: user.id, approved: true }).await.unwrap();
    let notes = feed_of(&app, &user, 1).await;
    settle().await;
    let notes_now = feed(&app, &user).await;
    assert_eq!(notes_now.len(), 1, "{notes:?}");
    assert_eq!(notes_now[0]["kind"], "kyc_decided");
    assert_eq!(app.mail.count_to(&user.email), 1, "only the sign-up code: both kinds are off by email");

    // By email only: not in the feed, but emailed.
    choose(&app, &user, "payment_failed", false, true).await;
    app.ctx
        .publish(&PaymentFailed { payment_id: 10, user_id: user.id, product: "platform".into(), name: Default::default() })
        .await
        .unwrap();
    app.mail.wait_for_where(&user.email, 1, |m| m.subject == "لم تكتمل عملية الدفع").await;
    assert_eq!(feed(&app, &user).await.len(), 1);
}
