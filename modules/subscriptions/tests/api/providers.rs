//! The outside providers (Moyasar for cards, Tabby for instalments) against local fakes: payments,
//! webhooks, approvals and refunds.

use super::*;

#[tokio::test]
async fn a_card_payment_goes_through_the_moyasar_shaped_gateway_and_is_checked_with_it() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "mada")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    // The buyer goes to the gateway's own page; the gateway was asked for the server's price.
    assert_eq!(res.body["data"]["redirect_url"], format!("{}/pay/{invoice}", fake.base_url));
    let asked = fake.payment(&invoice);
    assert_eq!((asked.amount.clone(), asked.currency.as_str()), (json!(44_900), "SAR"));
    let back = return_of(&app, id).await;
    assert!(asked.request["callback_url"].as_str().unwrap().ends_with(&back));

    // Coming back before paying changes nothing.
    assert_eq!(
        back_at_shop(&app, &format!("{back}?id={invoice}&status=paid")).await,
        format!("/chat-payment/{plan}?payment={id}&status=pending")
    );
    // Without the payment's token, or with another, nobody makes eva ask the gateway anything.
    let asked_before = fake.lookups();
    for guess in [format!("/api/payments/{id}/return"), format!("/api/payments/{id}/return/0123456789abcdef0123456789abcdef")] {
        assert_eq!(browser().get(format!("{}{guess}", app.address)).send().await.unwrap().status(), 404, "{guess}");
    }
    assert_eq!(fake.lookups(), asked_before, "no request reached the gateway");
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);

    fake.set_status(&invoice, "paid");
    assert_eq!(back_at_shop(&app, &format!("{back}?id={invoice}")).await, format!("/success/payment?payment={id}"));
    assert_eq!(probe(&app, &user, "chat").await["data"], "chat");
}

#[tokio::test]
async fn moyasar_webhooks_need_the_secret_apply_once_and_never_grant_a_wrong_amount() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Reports", "quarterly").await;
    let res = subscribe(&app, &user, attempt(plan, "visa")).await;
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    fake.set_status(&invoice, "paid");
    let notice = |secret: &str| json!({"id": "evt_1", "type": "payment_paid", "secret_token": secret, "data": {"id": "pay_1", "invoice_id": invoice, "status": "paid"}});

    assert_eq!(webhook(&app, "moyasar", &[], &notice("whsec_wrong")).await.status, 401);
    assert_eq!(webhook(&app, "moyasar", &[], &json!({"secret_token": "whsec_moyasar"})).await.status, 422);
    assert_eq!(webhook(&app, "nobody", &[], &notice("whsec_moyasar")).await.status, 404);
    assert_eq!(payment(&app, &user, id).await["status"], "pending");

    // The callback and the webhook race, and the webhook is replayed: one subscription.
    let good = notice("whsec_moyasar");
    let return_path = return_of(&app, id).await;
    let (a, b, c) =
        tokio::join!(webhook(&app, "moyasar", &[], &good), webhook(&app, "moyasar", &[], &good), back_at_shop(&app, &return_path));
    assert_eq!((a.status, b.status), (200, 200));
    assert_eq!(a.body["data"]["status"], "paid");
    assert_eq!(c, format!("/success/payment?payment={id}"));
    assert_eq!(count(&app, &format!("SELECT COUNT(*) FROM subscriptions_subscriptions WHERE payment_id = {id}")).await, 1);
    assert_eq!(
        count(&app, &format!("SELECT COUNT(*) FROM subscriptions_payment_transitions WHERE payment_id = {id} AND to_state = 'paid'")).await,
        1
    );

    // A gateway that reports another amount as paid grants nothing.
    let second = subscribe(&app, &user, attempt(plan_id(&app, "Eva Chat", "monthly").await, "mada")).await;
    let second_id = second.body["data"]["payment_id"].as_i64().unwrap();
    let second_invoice = second.body["data"]["redirect_url"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
    fake.set_status(&second_invoice, "paid");
    fake.set_amount(&second_invoice, json!(100));
    let tampered = json!({"type": "payment_paid", "secret_token": "whsec_moyasar", "data": {"invoice_id": second_invoice}});
    assert_eq!(webhook(&app, "moyasar", &[], &tampered).await.body["data"]["status"], "failed");
    assert_eq!(probe(&app, &user, "chat").await["code"], 999);
    // A notice about a payment eva never made is acknowledged and ignored.
    let stranger = json!({"type": "payment_paid", "secret_token": "whsec_moyasar", "data": {"invoice_id": "inv_elsewhere"}});
    assert_eq!(webhook(&app, "moyasar", &[], &stranger).await.body["data"]["status"], "ignored");
    let _ = second_id;
}

#[tokio::test]
async fn instalments_go_through_the_tabby_shaped_provider_within_its_configured_limits() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    // The limits are the deployment's: 500 to 2,000 SAR here.
    let cheap = plan_id(&app, "Eva Pro", "monthly").await;
    let offer = app.get(&format!("/api/plans/{cheap}")).token(&user.token).send().await;
    assert_eq!(
        (offer.body["data"]["bnpl"]["available"].as_bool(), offer.body["data"]["bnpl"]["min_halalas"].as_i64()),
        (Some(false), Some(50_000))
    );

    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let res = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let id = res.body["data"]["payment_id"].as_i64().unwrap();
    let tabby_id = fake.only_payment_id();
    assert_eq!(res.body["data"]["redirect_url"], format!("{}/hpp/{tabby_id}", fake.base_url));
    let asked = fake.payment(&tabby_id);
    assert_eq!(asked.amount, json!("1799.00"));
    assert_eq!(asked.request["payment"]["buyer"]["email"], user.email.as_str());

    // The buyer is approved on Tabby's page; its webhook carries the registered header.
    fake.set_status(&tabby_id, "AUTHORIZED");
    let notice = json!({"id": tabby_id, "status": "authorized"});
    assert_eq!(webhook(&app, "tabby", &[("X-Eva-Webhook-Secret", "nope")], &notice).await.status, 401);
    for _ in 0..3 {
        let res = webhook(&app, "tabby", &[("X-Eva-Webhook-Secret", "whsec_tabby")], &notice).await;
        assert_eq!(res.body["data"]["status"], "paid", "{:?}", res.body);
    }
    // Captured once, however often the notice came.
    assert_eq!(fake.payment(&tabby_id).captures, 1);
    assert_eq!(payment(&app, &user, id).await["status"], "paid");
    assert_eq!(probe(&app, &user, "signals").await["data"], "signals");
}

#[tokio::test]
async fn a_buyer_the_instalment_provider_does_not_approve_is_told_and_keeps_nothing() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let user = app.verified_subscriber().await;
    fake.reject_buyers();
    let plan = plan_id(&app, "Eva Pro", "annual").await;
    let refused = subscribe(&app, &user, attempt(plan, "bnpl")).await;
    assert_eq!((refused.status, refused.field_error("method")), (422, Some("The instalment plan was not approved")));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_payments WHERE status = 'failed'").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions").await, 0);
}

#[tokio::test]
async fn refunds_go_back_through_the_outside_providers() {
    let fake = gateways::start().await;
    let app = spawn_with_gateways(&fake).await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let card = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Chat", "annual").await, "visa")).await;
    let card_id = card.body["data"]["payment_id"].as_i64().unwrap();
    let invoice = fake.only_payment_id();
    fake.set_status(&invoice, "paid");
    back_at_shop(&app, &return_of(&app, card_id).await).await;
    let res = app
        .post(&format!("/api/staff/payments/{card_id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(fake.payment(&invoice).status, "refunded");

    let bnpl = subscribe(&app, &buyer, attempt(plan_id(&app, "Eva Pro", "annual").await, "bnpl")).await;
    let bnpl_id = bnpl.body["data"]["payment_id"].as_i64().unwrap();
    let tabby_id = bnpl.body["data"]["redirect_url"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
    fake.set_status(&tabby_id, "AUTHORIZED");
    back_at_shop(&app, &return_of(&app, bnpl_id).await).await;
    let res = app
        .post(&format!("/api/staff/payments/{bnpl_id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(fake.payment(&tabby_id).status, "REFUNDED");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM subscriptions_subscriptions WHERE ended_at IS NULL").await, 0);
}

/// A payment setting that cannot work stops the start-up with a message naming it.
#[tokio::test]
async fn a_deployment_with_a_bad_provider_setting_does_not_start() {
    let app = spawn().await;
    for (setting, says) in [
        (json!({"card_provider": "paypal"}), "unknown provider 'paypal'"),
        (json!({"card_provider": "moyasar"}), "needs moyasar_secret_key"),
        (json!({"bnpl_provider": "tabby"}), "needs tabby_public_key and tabby_secret_key"),
    ] {
        let mut settings = (*app.ctx.settings).clone();
        settings.module.insert("subscriptions".into(), setting);
        let refused = eva::ConnectedApp::connect(settings).await.err().expect("the start-up is refused");
        assert!(format!("{refused:#}").contains(says), "{refused:#}");
    }
}
