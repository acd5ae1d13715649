//! Lists offered for sale through the platform port, and the earnings that feed commissions.

use super::*;

#[tokio::test]
async fn an_analyst_prices_a_list_and_its_earnings_carry_what_the_commission_needs() {
    let app = spawn().await;
    let analyst = app.signed_in_analyst().await;
    let offer = |prices: Value| json!({"kind": "rating", "list_id": 12, "analyst_id": analyst.id, "name_ar": "قائمة النمو", "name_en": "Growth list", "discount_percent": 20, "prices": prices});
    let set = app
        .post("/api/probe/list-offer")
        .json(&offer(json!([{"plan_type": "monthly", "price_halalas": 10_000}, {"plan_type": "annual", "price_halalas": 100_000}])))
        .send()
        .await;
    assert_eq!(set.status, 200, "{:?}", set.body);
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(plans.status, 200, "{:?}", plans.body);
    assert_eq!(plans.body["data"]["name"], "Growth list");
    let totals: Vec<i64> =
        plans.body["data"]["plans"].as_array().unwrap().iter().map(|p| p["price"]["total_halalas"].as_i64().unwrap()).collect();
    assert_eq!(totals, [8_000, 80_000]);

    let buyer = app.verified_subscriber().await;
    assert_eq!(app.get("/api/probe/rating-list/12").token(&buyer.token).send().await.body["code"], 999);
    let monthly = plans.body["data"]["plans"][0]["id"].as_i64().unwrap();
    buy(&app, &buyer, monthly).await;
    assert_eq!(app.get("/api/probe/rating-list/12").token(&buyer.token).send().await.body["data"], "list");
    assert_eq!(app.get("/api/probe/rating-list/13").token(&buyer.token).send().await.body["code"], 999);

    let earnings = app.get(&format!("/api/probe/earnings/{}", analyst.id)).send().await;
    let line = &earnings.body["data"][0];
    assert_eq!(earnings.body["data"].as_array().unwrap().len(), 1, "{:?}", earnings.body);
    assert_eq!(
        (line["kind"].as_str(), line["list_id"].as_i64(), line["plan_type"].as_str(), line["duration_days"].as_i64()),
        (Some("rating"), Some(12), Some("monthly"), Some(30))
    );
    assert_eq!(
        (line["gross_halalas"].as_i64(), line["discount_halalas"].as_i64(), line["vat_halalas"].as_i64(), line["net_halalas"].as_i64()),
        (Some(10_000), Some(2_000), Some(1_043), Some(6_957))
    );

    // The analyst withdraws the monthly plan: it is no longer sold, nor offered for renewal.
    let withdrawn = app.post("/api/probe/list-offer").json(&offer(json!([{"plan_type": "annual", "price_halalas": 90_000}]))).send().await;
    assert_eq!(withdrawn.status, 200, "{:?}", withdrawn.body);
    let plans = app.post("/api/plans").lang("en").json(&json!({"list_type": "rating", "list_id": 12})).send().await;
    assert_eq!(plans.body["data"]["plans"].as_array().unwrap().len(), 1);
    assert_eq!(plans.body["data"]["plans"][0]["price"]["total_halalas"], 72_000);
    let mine = app.get("/api/subscriptions").token(&buyer.token).send().await;
    assert_eq!(mine.body["data"][0]["renew_plan_id"], Value::Null);
    // A bad offer is refused, and nothing changes.
    let bad = app.post("/api/probe/list-offer").json(&offer(json!([{"plan_type": "weekly", "price_halalas": 5_000}]))).send().await;
    assert_eq!(bad.status, 500);
    assert_eq!(
        app.post("/api/plans").json(&json!({"list_type": "rating", "list_id": 12})).send().await.body["data"]["plans"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}
