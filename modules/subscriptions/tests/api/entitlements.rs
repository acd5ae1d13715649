//! What a plan opens: features by package, analysis packages one by one, plans other modules sell
//! through the `Checkout` port, and upgrades that credit what remains.

use super::*;

#[tokio::test]
async fn signals_bring_technical_analysis_and_an_analysis_package_opens_only_itself() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    assert_eq!(probe(&app, &user, "technical-analysis").await["code"], 999);
    buy(&app, &user, plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await).await;
    assert_eq!(probe(&app, &user, "technical-analysis").await["data"], "technical");

    let analysis = app.post("/api/plans").lang("en").json(&json!({"package_id": 5})).send().await;
    assert_eq!(analysis.body["data"]["name"], "One stock analysis", "{:?}", analysis.body);
    assert_eq!(probe(&app, &user, "analysis-package/5").await["code"], 999);
    let plan = analysis.body["data"]["plans"][0]["id"].as_i64().unwrap();
    let res = subscribe(&app, &user, attempt(plan, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4111111111111111")],
    )
    .await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/analysis?payment={id}"));
    assert_eq!(probe(&app, &user, "analysis-package/5").await["data"], "analysis");
    assert_eq!(probe(&app, &user, "analysis-package/6").await["code"], 999);

    // Bought once: a purchase with its invoice, never a subscription with a renewal.
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let purchases = mine.body["data"]["purchases"].as_array().unwrap();
    assert_eq!(purchases.len(), 1, "{:?}", mine.body);
    assert_eq!(purchases[0]["name"], "One stock analysis");
    assert!(purchases[0]["invoice"]["number"].is_string(), "{:?}", purchases[0]);
    assert_eq!((&purchases[0]["renew_plan_id"], &purchases[0]["renew_path"]), (&json!(null), &json!(null)));
    let mut periods = mine.body["data"]["active"].as_array().unwrap().iter().chain(mine.body["data"]["expired"].as_array().unwrap());
    assert!(periods.all(|s| s["product"] != "stock_analysis"), "{:?}", mine.body);
}

#[tokio::test]
async fn other_modules_sell_their_own_plans_through_the_checkout_port() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let offers = app.get("/api/probe/chat-plans").lang("en").send().await;
    let names: Vec<&str> = offers.body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Chat", "Eva Pro"]);

    let reports = plan_id(&app, "Eva Reports", "monthly").await;
    let mut body = attempt(reports, "mada");
    let refused = app.post("/api/probe/chat-subscribe").token(&user.token).lang("en").json(&body).send().await;
    assert_eq!((refused.status, refused.field_error("plan_id")), (422, Some("This plan is not available")));
    body["plan_id"] = json!(plan_id(&app, "Eva Chat", "monthly").await);
    body["accept_terms"] = json!(false);
    let unticked = app.post("/api/probe/chat-subscribe").token(&user.token).lang("en").json(&body).send().await;
    assert_eq!(unticked.field_error("accept_terms"), Some("You must agree to the terms and conditions"));
    body["accept_terms"] = json!(true);
    let started = app.post("/api/probe/chat-subscribe").token(&user.token).json(&body).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    assert!(started.body["data"]["redirect_url"].as_str().unwrap().starts_with("/api/payments/sandbox/"));
}

#[tokio::test]
async fn an_upgrade_starts_at_once_and_credits_what_remains_of_the_lower_package() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    buy(&app, &user, plan_id(&app, "Eva Chat", "annual").await).await;
    let pro = plan_id(&app, "Eva Pro", "annual").await;
    let offer = app.get(&format!("/api/plans/{pro}")).token(&user.token).send().await;
    let credit = offer.body["data"]["plan"]["price"]["credit_halalas"].as_i64().unwrap();
    assert!((44_890..=44_900).contains(&credit), "{credit}");
    assert_eq!(offer.body["data"]["plan"]["price"]["total_halalas"].as_i64().unwrap(), 179_900 - credit);
    // Not an upgrade: a package that does not give what chat gives.
    let reports = app.get(&format!("/api/plans/{}", plan_id(&app, "Eva Reports", "annual").await)).token(&user.token).send().await;
    assert_eq!(reports.body["data"]["plan"]["price"]["credit_halalas"], 0);

    let id = buy(&app, &user, pro).await;
    assert_eq!(payment(&app, &user, id).await["price"]["credit_halalas"].as_i64().unwrap(), credit);
    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    let paid: Vec<(&str, &str)> = mine.body["data"]["active"]
        .as_array()
        .unwrap()
        .iter()
        .chain(mine.body["data"]["expired"].as_array().unwrap())
        .filter(|s| s["source"] == "paid")
        .map(|s| (s["name"].as_str().unwrap(), s["state"].as_str().unwrap()))
        .collect();
    assert!(paid.contains(&("Eva Pro", "active")) && paid.contains(&("Eva Chat", "ended")), "{paid:?}");
    assert_eq!(mine.body["data"]["expired"][0]["name"], "Eva Chat");
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}
