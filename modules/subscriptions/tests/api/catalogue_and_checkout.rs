//! The catalogue and checkout through the sandbox gateway: prices, refusals, 3-D Secure, declines,
//! idempotent attempts, coupons under concurrency, nothing sold for nothing and instalments.

use super::*;

#[tokio::test]
async fn the_catalogue_shows_vat_inclusive_prices_with_vat_broken_out_in_both_languages() {
    let app = spawn().await;
    let all = packages(&app).await;
    let names: Vec<&str> = all.iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Chat", "Eva Signals and Technical Analysis", "Eva Reports", "Eva Pro"]);
    for plan in all.iter().flat_map(|p| p["plans"].as_array().unwrap()) {
        let price = &plan["price"];
        let total = price["total_halalas"].as_i64().unwrap();
        assert_eq!(price["vat_halalas"].as_i64().unwrap() + price["net_halalas"].as_i64().unwrap(), total);
        assert_eq!(price["vat_rate_percent"], 15);
    }
    let chat = &all[0]["plans"][0];
    assert_eq!(
        (chat["plan_type"].as_str(), chat["price"]["total_halalas"].as_i64(), chat["price"]["vat_halalas"].as_i64()),
        (Some("monthly"), Some(4_900), Some(639))
    );
    assert_eq!(chat["bonus_reports_days"], 14);
    // Each plan names its checkout: chat and reports have their own, the rest the general one.
    let checkout = |i: usize| all[i]["plans"][0]["checkout_path"].as_str().unwrap().rsplit_once('/').unwrap().0.to_owned();
    assert_eq!([checkout(0), checkout(1), checkout(2), checkout(3)], ["/chat-payment", "/payment", "/reports-payment", "/payment"]);
    assert_eq!(chat["checkout_path"], format!("/chat-payment/{}", chat["id"]));
    let arabic = app.get("/api/all-packages").lang("ar").send().await;
    assert_eq!(arabic.body["data"][0]["name"], "إيفا شات");
    assert_eq!(arabic.body["data"][0]["plans"][0]["name"], "شهري");

    let reports = app.get("/api/evareport/packages").lang("en").send().await;
    let names: Vec<&str> = reports.body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Eva Reports", "Eva Pro"]);
    let id = all[1]["id"].as_i64().unwrap();
    for path in [format!("/api/packages/{id}"), format!("/api/package/{id}")] {
        let res = app.get(&path).lang("en").send().await;
        assert_eq!(res.body["data"]["grants"], json!(["signals", "technical_analysis"]), "{path}");
    }
    let via_plans = app.post("/api/plans").lang("en").json(&json!({"package_id": id})).send().await;
    assert_eq!(via_plans.body["data"]["plans"].as_array().unwrap().len(), 4);
    assert_eq!(app.get("/api/packages/999999").send().await.status, 404);
    let no_list = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(no_list.status, 404);
}

#[tokio::test]
async fn checkout_refuses_a_missing_method_and_unticked_terms_in_the_users_language() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let res = subscribe(&app, &user, json!({"plan_id": plan, "idempotency_key": "attempt-0001", "accept_terms": false})).await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("method"), Some("Please select a payment method"));
    assert_eq!(res.field_error("accept_terms"), Some("You must agree to the terms and conditions"));
    let arabic = app
        .post("/api/subscribe")
        .token(&user.token)
        .lang("ar")
        .json(&json!({"plan_id": plan, "method": "cash", "idempotency_key": "attempt-0001"}))
        .send()
        .await;
    assert_eq!(arabic.field_error("method"), Some("يرجى اختيار طريقة الدفع"));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 0);
    assert_eq!(app.post("/api/subscribe").json(&attempt(plan, "mada")).send().await.status, 401);
}

#[tokio::test]
async fn buying_a_plan_through_the_hosted_page_opens_the_feature() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);
    let checkout = app.get(&format!("/api/plans/{}", plan_id(&app, "Eva Chat", "annual").await)).token(&user.token).lang("en").send().await;
    assert_eq!(checkout.body["data"]["methods"], json!(["mada", "apple_pay", "visa", "mastercard", "bnpl"]));
    assert_eq!(checkout.body["data"]["bnpl"]["schedule"].as_array().unwrap().len(), 4);

    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let mut body = attempt(plan, "mada");
    // The client's amount is never trusted.
    body["amount"] = json!(1);
    body["total_halalas"] = json!(1);
    let res = subscribe(&app, &user, body).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    assert_eq!(res.body["data"]["status"], "pending");
    assert_eq!(payment(&app, &user, id).await["price"]["total_halalas"], 44_900);
    // Nothing is granted before the gateway says so.
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);

    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4111111111111111")],
    )
    .await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    let paid = payment(&app, &user, id).await;
    assert_eq!(paid["status"], "paid");
    assert!(paid["paid_at"].is_string());
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
    // A chat plan is not a signals plan; its free reports come with it (3 months with a year).
    assert_eq!(probe(&app, &user, "signals").await["code"], 999);
    assert_eq!(probe(&app, &user, "reports").await["data"], "reports");

    let mine = app.get("/api/v2/subscriptions").token(&user.token).lang("en").send().await;
    assert_eq!(mine.body["data"]["has_subscription"], true);
    let active = mine.body["data"]["active"].as_array().unwrap();
    assert_eq!(active.len(), 2);
    let chat = active.iter().find(|s| s["source"] == "paid").unwrap();
    let bonus = active.iter().find(|s| s["source"] == "bonus").unwrap();
    assert_eq!((time(&chat["ends_at"]) - time(&chat["starts_at"])).num_days(), 365);
    assert_eq!((time(&bonus["ends_at"]) - time(&bonus["starts_at"])).num_days(), 90);
    assert_eq!(chat["renew_plan_id"], plan);
    assert_eq!(bonus["renew_plan_id"], Value::Null);
    // Every move of the payment is kept, and the payment terms acceptance is recorded.
    let moves = count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id}")).await;
    assert_eq!(moves, 3);
    let consents =
        count(&app, &format!("SELECT COUNT(*) FROM content_consents WHERE user_id = {} AND document_key = 'payment-terms'", user.id)).await;
    assert_eq!(consents, 1);
}

#[tokio::test]
async fn three_d_secure_passes_with_the_right_code_and_fails_with_a_wrong_one() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await;
    for (code, outcome) in [("123456", "paid"), ("000000", "failed")] {
        let res = subscribe(&app, &user, attempt(plan, "visa")).await;
        let id = res.body["data"]["payment_id"].as_i64().unwrap();
        let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
        let (status, html) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4000000000003220")]).await;
        assert_eq!(status, 200);
        assert!(html.contains("sandbox-otp"), "{html}");
        let res = browser().post(format!("{}{url}", app.address)).form(&[("action", "verify"), ("otp", code)]).send().await.unwrap();
        let to = res.headers().get("location").unwrap().to_str().unwrap().to_owned();
        let landing = back_at_shop(&app, &to).await;
        let p = payment(&app, &user, id).await;
        assert_eq!(p["status"], outcome);
        if outcome == "failed" {
            assert_eq!(landing, format!("/payment/{plan}?payment={id}&status=failed"));
            assert_eq!(p["failure_reason"], "The card verification failed");
        }
    }
}

#[tokio::test]
async fn the_arabic_sandbox_page_keeps_latin_words_and_amounts_whole() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "monthly").await;
    let res = app.post("/api/subscribe").token(&user.token).lang("ar").json(&attempt(plan, "visa")).send().await;
    let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let (status, html) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4000000000003220")]).await;
    assert_eq!(status, 200);
    assert!(html.contains(r#"<html lang="ar" dir="rtl">"#), "{html}");
    // «D Secure-3» once: the Latin name and the amount are isolated left to right.
    assert!(html.contains(r#"رمز التحقق (<bdi dir="ltr">3-D Secure</bdi>)"#), "{html}");
    assert!(html.contains(r#"<div class="amount"><bdi dir="ltr">"#), "{html}");
}

#[tokio::test]
async fn a_declined_card_keeps_nothing_half_done_and_gives_the_coupon_back() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Reports", "monthly").await;
    coupon(&app, "WELCOME50", "fixed", 5_000, Some(100), Some(1)).await;
    let mut body = attempt(plan, "mastercard");
    body["coupon"] = json!("welcome50");
    let res = subscribe(&app, &user, body).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'WELCOME50'").await, 1);
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4000000000000002")],
    )
    .await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/reports-payment/{plan}?payment={id}&status=failed"));
    let p = payment(&app, &user, id).await;
    assert_eq!((p["status"].as_str(), p["failure_reason"].as_str()), (Some("failed"), Some("The card was declined")));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 0);
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'WELCOME50'").await, 0);
    assert_eq!(probe(&app, &user, "reports").await["code"], 999);
    // The returning browser again changes nothing.
    back_at_shop(&app, &to).await;
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id}")).await, 3);
}

#[tokio::test]
async fn the_same_attempt_key_is_the_same_payment_and_a_replayed_return_applies_once() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Pro", "monthly").await;
    let body = attempt(plan, "mada");
    let (first, second) = tokio::join!(subscribe(&app, &user, body.clone()), subscribe(&app, &user, body.clone()));
    let id_of =
        |r: &eva_testing::TestResponse| r.body["data"]["payment_id"].as_i64().unwrap_or_else(|| panic!("{} {:?}", r.status, r.body));
    let ids = [id_of(&first), id_of(&second)];
    assert_eq!(ids[0], ids[1]);
    let mut statuses = [first.status, second.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 201]);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 1);

    // Both answers lead to the gateway's page: the repeat waits for the first to open it.
    assert_eq!(first.body["data"]["redirect_url"], second.body["data"]["redirect_url"]);
    let url = first.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "5555555555554444")]).await;
    let returns = (0..4).map(|_| back_at_shop(&app, &to));
    for landing in futures_util::future::join_all(returns).await {
        assert_eq!(landing, format!("/success/payment?payment={}", ids[0]));
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE source = 'paid'").await, 1);
    // Pro includes reports, so no bonus reports come with it.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 1);
    let again = subscribe(&app, &user, body).await;
    assert_eq!((again.status, again.body["data"]["status"].as_str()), (200, Some("paid")));
    assert_eq!(again.body["data"]["redirect_url"], Value::Null);
}

/// A checkout whose web process was killed after recording the payment and before opening the
/// provider's page (`make chaos` caught one there): the same attempt key again opens the page, so
/// the buyer can pay, and it is still one payment.
#[tokio::test]
async fn the_same_attempt_key_opens_the_page_a_killed_process_never_opened() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Pro", "monthly").await;
    let body = attempt(plan, "mada");
    let first = subscribe(&app, &user, body.clone()).await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    let id = first.body["data"]["payment_id"].as_i64().unwrap();
    // As the killed process left it: recorded, never opened.
    app.ctx
        .db
        .execute_unprepared(&format!(
            "UPDATE subscriptions_payments SET status = 'initiated', provider_ref = NULL, redirect_url = NULL WHERE id = {id}"
        ))
        .await
        .unwrap();
    let again = subscribe(&app, &user, body.clone()).await;
    assert_eq!(
        (again.status, again.body["data"]["payment_id"].as_i64(), again.body["data"]["status"].as_str()),
        (200, Some(id), Some("pending")),
        "{:?}",
        again.body
    );
    let url = again.body["data"]["redirect_url"].as_str().expect("a page to pay on").to_owned();
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "pay"), ("card_number", "4111111111111111")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    let later = subscribe(&app, &user, body).await;
    assert_eq!(
        (later.status, later.body["data"]["payment_id"].as_i64(), later.body["data"]["status"].as_str()),
        (200, Some(id), Some("paid"))
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE source = 'paid'").await, 1);
}

#[tokio::test]
async fn a_coupon_lowers_the_price_and_its_limit_holds_under_concurrent_checkouts() {
    let app = spawn().await;
    let plan = plan_id(&app, "Eva Signals and Technical Analysis", "annual").await;
    let user = app.verified_subscriber().await;
    coupon(&app, "EVA10", "percent", 10, None, None).await;
    let valid = app.post("/api/coupon/valid").token(&user.token).lang("en").json(&json!({"code": "eva10", "plan_id": plan})).send().await;
    assert_eq!(valid.status, 200, "{:?}", valid.body);
    assert_eq!(valid.body["data"]["price"]["total_halalas"], 80_910);
    assert_eq!(valid.body["data"]["price"]["discount_halalas"], 8_990);
    let unknown = app.post("/api/coupon/valid").token(&user.token).lang("en").json(&json!({"code": "NOPE", "plan_id": plan})).send().await;
    assert_eq!((unknown.status, unknown.field_error("code")), (422, Some("This coupon code is not valid")));

    coupon(&app, "ONLYONE", "percent", 50, Some(1), None).await;
    let buyers = [app.verified_subscriber().await, app.verified_subscriber().await, app.verified_subscriber().await];
    let tries = buyers.iter().map(|b| {
        let mut body = attempt(plan, "mada");
        body["coupon"] = json!("ONLYONE");
        subscribe(&app, b, body)
    });
    let answers = futures_util::future::join_all(tries).await;
    let won = answers.iter().filter(|a| a.status == 201).count();
    let refused: Vec<_> =
        answers.iter().filter(|a| a.status == 422).map(|a| a.field_error("coupon").unwrap_or_default().to_owned()).collect();
    assert_eq!(won, 1, "{answers:?}");
    assert_eq!(refused, vec!["This coupon has been used up".to_owned(); 2]);
    assert_eq!(count(&app, "SELECT SUM(redeemed) FROM subscriptions_coupons WHERE code = 'ONLYONE'").await, 1);
}

/// A package priced at nothing cannot be bought: no payment, no provider page, no invoice and
/// no free reports for 0 SAR (DECISIONS 16); a list cannot even be offered so.
#[tokio::test]
async fn nothing_is_sold_for_nothing() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let package = json!({
        "product": "platform", "grants": ["signals"], "name_ar": "مجانية", "name_en": "Free Signals",
        "description_ar": "وصف", "description_en": "About", "features_ar": ["إشارات"], "features_en": ["Signals"],
        "discount_percent": 100, "sort": 9, "active": true, "plans": [{"plan_type": "monthly", "price_halalas": 2_900}]
    });
    let created = app.post("/api/staff/packages").token(&staff.token).json(&package).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let plan = plan_id(&app, "Free Signals", "monthly").await;
    let user = app.verified_subscriber().await;
    let payments_before = count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await;
    let refused = subscribe(&app, &user, attempt(plan, "mada")).await;
    assert_eq!(refused.status, 422, "{:?}", refused.body);
    assert_eq!(
        refused.field_error("plan_id"),
        Some("This plan cannot be bought: its price after the discount is zero"),
        "{:?}",
        refused.body
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments").await, payments_before, "nothing recorded, no provider asked");
    assert!(app.get("/api/subscriptions").token(&user.token).send().await.body["data"].as_array().unwrap().is_empty());

    // The catalogue refuses a list at 100% off, or at under 10 SAR a month after its discount.
    for (discount, monthly) in [(100, 29_900), (81, 5_000)] {
        let offer = json!({"kind": "rating", "list_id": 999, "analyst_id": staff.id, "name_ar": "ق", "name_en": "L",
            "discount_percent": discount, "prices": [{"plan_type": "monthly", "price_halalas": monthly}]});
        let res = app.post("/api/probe/list-offer").json(&offer).send().await;
        assert_ne!(res.status, 200, "{discount}% off {monthly}: {:?}", res.body);
    }
}

#[tokio::test]
async fn instalments_are_offered_within_their_limits_and_approved_on_the_providers_page() {
    let app = spawn().await;
    let user = app.verified_subscriber().await;
    let cheap = plan_id(&app, "Eva Chat", "monthly").await;
    let checkout = app.get(&format!("/api/plans/{cheap}")).token(&user.token).lang("en").send().await;
    assert_eq!(checkout.body["data"]["bnpl"]["available"], false);
    assert!(!checkout.body["data"]["methods"].as_array().unwrap().contains(&json!("bnpl")));
    let refused = subscribe(&app, &user, attempt(cheap, "bnpl")).await;
    assert_eq!((refused.status, refused.field_error("method")), (422, Some("This payment method is not available for this amount")));

    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let url = res.body["data"]["redirect_url"].as_str().unwrap().to_owned();
    let page = browser().get(format!("{}{url}", app.address)).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("sandbox-instalments") && page.contains("449.75"), "{page}");
    // A post that is not a form leaves the page as it was.
    let odd = browser().post(format!("{}{url}", app.address)).header("content-type", "text/plain").body("x").send().await.unwrap();
    assert_eq!(odd.status(), 200);
    let (_, to) = on_sandbox_page(&app, &url, &[("action", "approve")]).await;
    assert_eq!(back_at_shop(&app, &to).await, format!("/success/payment?payment={id}"));
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}
