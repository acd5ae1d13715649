//! Setting alerts: checked against the current price and the plan's quota, in the user's
//! language; listed, paused, resumed, changed and deleted by their owner only.

use platform::ports::Feature;
use serde_json::json;

use crate::{Desk, price_above};

#[tokio::test]
async fn an_alert_is_set_beyond_the_price_and_listed_with_the_quota() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "85").await;
    let stock = desk.stock_id("1120").await;
    let res = desk.set(&desk.investor, price_above(stock, "90")).await;
    assert_eq!(res.status, 201, "{:?}", res.body);
    let alert = &res.body["data"];
    assert_eq!((alert["condition"].as_str(), alert["price"].as_f64(), alert["percent"].as_f64()), (Some("price_above"), Some(90.0), None));
    assert_eq!((alert["repeat"].as_str(), alert["state"].as_str(), alert["fired_count"].as_i64()), (Some("once"), Some("active"), Some(0)));
    assert_eq!((alert["stock"]["symbol"].as_str(), alert["current_price"].as_f64()), (Some("1120"), Some(85.0)));
    let expires = chrono::DateTime::parse_from_rfc3339(alert["expires_at"].as_str().unwrap()).unwrap();
    let days = (expires.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_hours();
    assert!((89 * 24..=90 * 24).contains(&days), "90 days by default: {days} hours");

    let change = desk.set(&desk.investor, json!({"stock_id": stock, "condition": "change_down", "level": "٣", "repeat": "daily"})).await;
    assert_eq!(change.status, 201, "{:?}", change.body);
    assert_eq!((change.body["data"]["percent"].as_f64(), change.body["data"]["price"].as_f64()), (Some(3.0), None));

    let page = desk.page(&desk.investor).await;
    assert_eq!((page["used"].as_u64(), page["quota"].as_u64()), (Some(2), Some(5)));
    let ids: Vec<i64> = page["alerts"].as_array().unwrap().iter().map(|a| a["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [change.body["data"]["id"].as_i64().unwrap(), alert["id"].as_i64().unwrap()], "newest first");
}

#[tokio::test]
async fn wrong_alerts_are_refused_by_field_in_the_users_language() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "85").await;
    let stock = desk.stock_id("1120").await;

    let below = desk.set(&desk.investor, price_above(stock, "84")).await;
    assert_eq!(
        (below.status, below.field_error("level")),
        (422, Some("The price is already at or above this level: choose a level above the current price"))
    );
    let far = desk.set(&desk.investor, price_above(stock, "200")).await;
    assert_eq!(far.field_error("level"), Some("The level is too far from the current price: choose one within 50% of it"));
    let arabic = desk
        .app
        .post("/api/alerts")
        .token(&desk.investor.token)
        .lang("ar")
        .json(&json!({"stock_id": stock, "condition": "price_below", "level": "abc"}))
        .send()
        .await;
    assert_eq!((arabic.status, arabic.field_error("level")), (422, Some("يرجى إدخال رقم صحيح أكبر من صفر")));
    let unknown = desk.set(&desk.investor, price_above(999_999, "90")).await;
    assert_eq!((unknown.status, unknown.field_error("stock_id")), (422, Some("Please choose a stock from the list")));
    let nothing = desk.set(&desk.investor, json!({})).await;
    assert_eq!((nothing.status, nothing.field_error("stock_id")), (422, Some("Please choose a stock from the list")));
    // A stock that has never traded has no price to set a level against.
    let unpriced = desk.stock_id("2222").await;
    let no_price = desk.set(&desk.investor, price_above(unpriced, "30")).await;
    assert_eq!((no_price.status, no_price.body["code"].as_str()), (422, Some("ALERT_NO_PRICE")), "{:?}", no_price.body);
    let signed_out = desk.app.post("/api/alerts").json(&price_above(stock, "90")).send().await;
    assert_eq!(signed_out.status, 401);
    assert_eq!(desk.page(&desk.investor).await["used"], 0, "nothing was kept");
}

#[tokio::test]
async fn the_quota_follows_the_plan() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "85").await;
    let stock = desk.stock_id("1120").await;
    for level in ["90", "91", "92", "93", "94"] {
        desk.set_ok(price_above(stock, level)).await;
    }
    let sixth = desk.set(&desk.investor, price_above(stock, "95")).await;
    assert_eq!((sixth.status, sixth.body["code"].as_str()), (422, Some("ALERT_QUOTA_REACHED")), "{:?}", sixth.body);
    // A paid plan gives hundreds.
    desk.grants.grant(desk.investor.id, Feature::Reports);
    desk.set_ok(price_above(stock, "95")).await;
    let page = desk.page(&desk.investor).await;
    assert_eq!((page["used"].as_u64(), page["quota"].as_u64()), (Some(6), Some(200)));
}

#[tokio::test]
async fn only_the_owner_pauses_changes_and_deletes_an_alert() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "85").await;
    let stock = desk.stock_id("1120").await;
    let id = desk.set_ok(price_above(stock, "90")).await;
    let other = desk.app.verified_subscriber().await;
    for res in [
        desk.app.post(&format!("/api/alerts/{id}/pause")).token(&other.token).send().await,
        desk.app.put(&format!("/api/alerts/{id}")).token(&other.token).json(&price_above(stock, "95")).send().await,
        desk.app.delete(&format!("/api/alerts/{id}")).token(&other.token).send().await,
    ] {
        assert_eq!(res.status, 404, "another user's alert is not found: {:?}", res.body);
    }
    assert_eq!(desk.page(&other).await["alerts"], json!([]));

    let paused = desk.app.post(&format!("/api/alerts/{id}/pause")).token(&desk.investor.token).send().await;
    assert_eq!((paused.status, paused.body["data"]["state"].as_str()), (200, Some("paused")));
    let changed = desk
        .app
        .put(&format!("/api/alerts/{id}"))
        .token(&desk.investor.token)
        .json(&json!({"condition": "price_below", "level": "82.5", "repeat": "every", "cooldown_minutes": 30}))
        .send()
        .await;
    assert_eq!(changed.status, 200, "{:?}", changed.body);
    let c = &changed.body["data"];
    assert_eq!(
        (c["condition"].as_str(), c["price"].as_f64(), c["repeat"].as_str(), c["cooldown_minutes"].as_i64()),
        (Some("price_below"), Some(82.5), Some("every"), Some(30))
    );
    assert_eq!(c["state"], "paused", "a change keeps it paused");
    let resumed = desk.app.post(&format!("/api/alerts/{id}/resume")).token(&desk.investor.token).send().await;
    assert_eq!(resumed.body["data"]["state"], "active");
    let deleted = desk.app.delete(&format!("/api/alerts/{id}")).token(&desk.investor.token).send().await;
    assert_eq!(deleted.status, 204);
    assert_eq!(desk.page(&desk.investor).await["alerts"], json!([]));
}
