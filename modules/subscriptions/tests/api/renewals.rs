//! Renewals and the expiry run: reminders three days ahead and the end of what has passed.

use super::*;

#[tokio::test]
async fn a_renewal_starts_when_the_running_period_ends() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    buy(&app, &user, plan).await;
    buy(&app, &user, plan).await;
    let mine = app.get("/api/subscriptions").token(&user.token).lang("en").send().await;
    let paid: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().filter(|s| s["source"] == "paid").collect();
    assert_eq!(paid.len(), 2);
    // Newest first: the renewal begins where the first period ends.
    assert_eq!(time(&paid[0]["starts_at"]), time(&paid[1]["ends_at"]));
    assert_eq!(paid[0]["active"], false);
    assert_eq!(paid[1]["active"], true);
    // Each renewal's free reports lie within the period it bought: they never stack past it.
    let bonus: Vec<&Value> = mine.body["data"].as_array().unwrap().iter().filter(|s| s["source"] == "bonus").collect();
    assert_eq!(bonus.len(), 2);
    for (free, bought) in bonus.iter().zip(&paid) {
        assert!(
            time(&free["starts_at"]) >= time(&bought["starts_at"]) && time(&free["ends_at"]) <= time(&bought["ends_at"]),
            "{free} within {bought}"
        );
    }
}

#[tokio::test]
async fn the_expiry_run_reminds_three_days_ahead_once_and_ends_what_has_passed() {
    let app = spawn().await;
    let ana = app.verified_subscriber().await;
    let ben = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let english = app.post("/api/update-language").token(&ana.token).json(&json!({"language": "en"})).send().await;
    assert_eq!(english.status, 200, "{:?}", english.body);
    buy(&app, &ana, plan).await;
    // Ben has already renewed: his first period is followed by the next one.
    buy(&app, &ben, plan).await;
    buy(&app, &ben, plan).await;
    let shift = |user: i64| {
        format!(
            "UPDATE subscriptions_subscriptions SET starts_at = starts_at - INTERVAL_28, ends_at = ends_at - INTERVAL_28 WHERE user_id = {user}"
        )
    };
    let backend = app.ctx.db.get_database_backend();
    for user in [ana.id, ben.id] {
        let sql = match backend {
            sea_orm::DatabaseBackend::Postgres => shift(user).replace("INTERVAL_28", "INTERVAL '28 days'"),
            _ => format!(
                "UPDATE subscriptions_subscriptions SET starts_at = strftime('%Y-%m-%d %H:%M:%f+00:00', starts_at, '-28 days'), ends_at = strftime('%Y-%m-%d %H:%M:%f+00:00', ends_at, '-28 days') WHERE user_id = {user}"
            ),
        };
        app.ctx.db.execute_unprepared(&sql).await.unwrap();
    }

    let now = Utc::now();
    let first = subscriptions::expiry::run_at(&app.ctx, now).await.unwrap();
    // Ana's paid month ends in two days; her free reports (14 days) have ended; Ben renewed.
    assert_eq!(first.reminded, 1, "{first:?}");
    // In the language Ana chose for her notifications.
    let mail = app.mail.wait_for_where(&ana.email, 1, |m| m.subject.contains("ends soon")).await;
    assert_eq!(mail.subject, "Your Eva subscription ends soon");
    assert!(mail.text.contains("Your Eva Chat subscription ends on"), "{}", mail.text);
    assert!(app.mail.all().iter().all(|m| !m.to.contains(&ben.email) || !m.subject.contains("ends soon")));
    assert_eq!(subscriptions::expiry::run_at(&app.ctx, now).await.unwrap().reminded, 0);
    assert_eq!(probe(&app, &ana, "chat").await["data"], "chat");

    let later = now + chrono::Duration::days(3);
    let ended = subscriptions::expiry::run_at(&app.ctx, later).await.unwrap();
    assert_eq!(ended.ended, 2, "{ended:?}");
    assert_eq!(subscriptions::expiry::run_at(&app.ctx, later).await.unwrap(), subscriptions::expiry::ExpiryReport::default());
    // An ended period grants nothing, even before its recorded end.
    assert_eq!(probe(&app, &ana, "chat").await["code"], 999);
    // Ben's renewal carries on.
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE user_id = {} AND ended_at IS NULL AND source = 'paid'",
                ben.id
            )
        )
        .await,
        1
    );
}
