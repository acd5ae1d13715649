//! Staff's side: route guards, the catalogue and coupons, and whole or partial refunds.

use super::*;

#[tokio::test]
async fn staff_routes_answer_401_to_guests_and_403_to_subscribers() {
    let app = spawn().await;
    let subscriber = app.verified_subscriber().await;
    let routes: [(reqwest::Method, &str); 9] = [
        (reqwest::Method::GET, "/api/staff/packages"),
        (reqwest::Method::POST, "/api/staff/packages"),
        (reqwest::Method::PUT, "/api/staff/packages/1"),
        (reqwest::Method::GET, "/api/staff/coupons"),
        (reqwest::Method::POST, "/api/staff/coupons"),
        (reqwest::Method::PUT, "/api/staff/coupons/1"),
        (reqwest::Method::GET, "/api/staff/payments"),
        (reqwest::Method::GET, "/api/staff/payments/1"),
        (reqwest::Method::POST, "/api/staff/payments/1/refund"),
    ];
    for (method, path) in routes {
        let guest = app.request(method.clone(), path).json(&json!({})).send().await;
        let mine = app.request(method.clone(), path).token(&subscriber.token).json(&json!({})).send().await;
        assert_eq!((guest.status, mine.status), (401, 403), "{method} {path}");
    }
}

#[tokio::test]
async fn staff_keep_the_catalogue_and_the_coupons() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let package = json!({
        "product": "platform", "grants": ["signals"], "name_ar": "إشارات أساسية", "name_en": "Basic Signals",
        "description_ar": "وصف", "description_en": "About", "features_ar": ["إشارات"], "features_en": ["Signals"],
        "discount_percent": 0, "sort": 9, "active": true,
        "plans": [{"plan_type": "monthly", "price_halalas": 2_900}, {"plan_type": "annual", "price_halalas": 29_000}]
    });
    let created = app.post("/api/staff/packages").token(&staff.token).json(&package).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let id = created.body["data"]["id"].as_i64().unwrap();
    assert!(packages(&app).await.iter().any(|p| p["name"] == "Basic Signals"));

    let mut bad = package.clone();
    bad["product"] = json!("rating_list");
    bad["plans"] = json!([{"plan_type": "weekly", "price_halalas": 50}]);
    let refused = app.post("/api/staff/packages").token(&staff.token).lang("en").json(&bad).send().await;
    assert_eq!(refused.status, 422);
    assert_eq!(refused.field_error("product"), Some("The selected value is invalid"));
    assert!(refused.field_error("plans").is_some());

    // A new price reaches the checkout; a hidden plan leaves the catalogue.
    let mut edit = package.clone();
    edit["plans"] =
        json!([{"plan_type": "monthly", "price_halalas": 3_900}, {"plan_type": "annual", "active": false, "price_halalas": 29_000}]);
    let updated = app.put(&format!("/api/staff/packages/{id}")).token(&staff.token).json(&edit).send().await;
    assert_eq!(updated.status, 200, "{:?}", updated.body);
    let shown = packages(&app).await.into_iter().find(|p| p["name"] == "Basic Signals").unwrap();
    assert_eq!(shown["plans"].as_array().unwrap().len(), 1);
    assert_eq!(shown["plans"][0]["price"]["total_halalas"], 3_900);

    let coupon =
        json!({"code": "ramadan25", "kind": "percent", "value": 25, "max_redemptions": 10, "per_user_limit": 1, "products": ["platform"]});
    let made = app.post("/api/staff/coupons").token(&staff.token).json(&coupon).send().await;
    assert_eq!((made.status, made.body["data"]["code"].as_str()), (201, Some("RAMADAN25")));
    let again = app.post("/api/staff/coupons").token(&staff.token).lang("en").json(&coupon).send().await;
    assert_eq!(again.field_error("code"), Some("This coupon code is already in use"));
    let reversed = app
        .post("/api/staff/coupons")
        .token(&staff.token)
        .lang("ar")
        .json(
            &json!({"code": "X-1", "kind": "percent", "value": 0, "starts_at": "2026-12-01T00:00:00Z", "ends_at": "2026-11-01T00:00:00Z"}),
        )
        .send()
        .await;
    assert_eq!(reversed.status, 422);
    assert_eq!(reversed.field_error("value"), Some("يجب أن تكون النسبة بين 0 و100"));
    assert_eq!(reversed.field_error("ends_at"), Some("يجب أن تكون نهاية الصلاحية بعد بدايتها"));

    let buyer = app.verified_subscriber().await;
    let plan = shown["plans"][0]["id"].as_i64().unwrap();
    let valid = app.post("/api/coupon/valid").token(&buyer.token).json(&json!({"code": "Ramadan25", "plan_id": plan})).send().await;
    assert_eq!(valid.body["data"]["price"]["total_halalas"], 2_925);
    let coupon_id = made.body["data"]["id"].as_i64().unwrap();
    let mut off = coupon.clone();
    off["active"] = json!(false);
    assert_eq!(app.put(&format!("/api/staff/coupons/{coupon_id}")).token(&staff.token).json(&off).send().await.status, 200);
    let gone =
        app.post("/api/coupon/valid").token(&buyer.token).lang("en").json(&json!({"code": "RAMADAN25", "plan_id": plan})).send().await;
    assert_eq!(gone.field_error("code"), Some("This coupon code is not valid"));
}

#[tokio::test]
async fn staff_refund_a_paid_payment_and_what_it_bought_ends() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "quarterly").await;
    let id = buy(&app, &buyer, plan).await;
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat");

    let listed = app.get("/api/staff/payments?status=paid").token(&staff.token).send().await;
    assert_eq!(listed.body["meta"]["total"], 1);
    assert_eq!(listed.body["data"][0]["user_email"], buyer.email.as_str());
    let refunded = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    assert_eq!(refunded.body["data"]["payment"]["status"], "refunded");
    let last = refunded.body["data"]["transitions"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["to_status"].as_str(), last["actor"].as_str()), (Some("refunded"), Some(format!("staff:{}", staff.id).as_str())));
    assert_eq!(last["actor_name"].as_str(), Some("مستثمر تجريبي"), "the log names the person, not staff:ID");
    assert_eq!(probe(&app, &buyer, "chat").await["code"], 999);
    assert_eq!(probe(&app, &buyer, "reports").await["code"], 999);
    let again = app
        .post(&format!("/api/staff/payments/{id}/refund"))
        .token(&staff.token)
        .lang("en")
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!((again.status, again.message()), (409, "Only a paid payment can be refunded"));
    assert_eq!(
        app.post("/api/staff/payments/999999/refund").token(&staff.token).json(&serde_json::json!({"reason": "x"})).send().await.status,
        404
    );
    // Buying again starts now: the refunded period no longer holds the place.
    buy(&app, &buyer, plan).await;
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat");
}

/// Finance refunds part of a payment once, with a reason: the period runs on, the credit note
/// credits that amount (its VAT share), and the payment cannot be refunded again.
#[tokio::test]
async fn staff_refund_part_of_a_payment_once_with_a_reason() {
    let app = spawn().await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let plan = plan_id(&app, "Eva Chat", "quarterly").await;
    let id = buy(&app, &buyer, plan).await;
    let refund = format!("/api/staff/payments/{id}/refund");
    let detail = app.get(&format!("/api/staff/payments/{id}")).token(&staff.token).send().await;
    let total = detail.body["data"]["payment"]["total_halalas"].as_i64().unwrap();
    assert_eq!(detail.body["data"]["payment"]["refundable_halalas"].as_i64(), Some(total));

    // A reason and a sensible amount are required, in the reader's language; nothing moves.
    let bare = app.post(&refund).token(&staff.token).json(&json!({"amount_halalas": 5_000})).send().await;
    assert_eq!(bare.field_error("reason"), Some("يرجى كتابة سبب الاسترداد، فهو يُحفظ مع الدفعة"));
    for amount in [0, -5, total + 1] {
        let bad = app.post(&refund).token(&staff.token).lang("en").json(&json!({"amount_halalas": amount, "reason": "x"})).send().await;
        assert_eq!(bad.field_error("amount_halalas"), Some("The refund must be more than zero and no more than what was paid"), "{amount}");
    }
    assert_eq!(count(&app, &format!("SELECT refunded_halalas FROM subscriptions_payments WHERE id = {id}")).await, 0);

    let reason = "انقطاع الخدمة يومين";
    let part = app.post(&refund).token(&staff.token).json(&json!({"amount_halalas": 5_000, "reason": reason})).send().await;
    assert_eq!(part.status, 200, "{:?}", part.body);
    let payment = &part.body["data"]["payment"];
    assert_eq!(
        (payment["status"].as_str(), payment["refunded_halalas"].as_i64(), payment["refundable_halalas"].as_i64()),
        (Some("paid"), Some(5_000), Some(0))
    );
    assert_eq!(payment["refund_reason"], reason);
    assert_eq!(part.body["data"]["transitions"].as_array().unwrap().last().unwrap()["detail"], "partly refunded by staff");
    assert_eq!(probe(&app, &buyer, "chat").await["data"], "chat", "the period runs on");
    // The credit note credits 50 SAR, with its share of the VAT.
    let note = part.body["data"]["credit_note"]["id"].as_i64().expect("a credit note");
    let credited = count(&app, &format!("SELECT total_halalas FROM subscriptions_credit_notes WHERE id = {note}")).await;
    let vat = count(&app, &format!("SELECT vat_halalas FROM subscriptions_credit_notes WHERE id = {note}")).await;
    let paid_vat = payment["vat_halalas"].as_i64().unwrap();
    assert_eq!((credited, vat), (5_000, (paid_vat * 5_000 * 2 + total) / (total * 2)), "the VAT's share of 50 SAR, rounded half up");
    assert!((650..=653).contains(&vat), "about 15/115 of 50 SAR: {vat}");
    let pdf = app.get(&format!("/api/credit-notes/{note}/pdf")).token(&buyer.token).send().await;
    assert_eq!(pdf.status, 200);

    // Once only.
    let again = app.post(&refund).token(&staff.token).lang("en").json(&json!({"reason": "x"})).send().await;
    assert_eq!((again.status, again.message()), (409, "Part of this payment was refunded already: a payment is refunded once"));
}
