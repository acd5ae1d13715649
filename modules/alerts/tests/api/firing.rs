//! Alerts fire where prices arrive: a refresh of quotes fires the alerts whose condition it
//! meets, each once per trigger, into their owner's feed.

use platform::ports::{Feature, MarketCode};
use serde_json::json;

use crate::{Desk, price_above};

#[tokio::test]
async fn a_quote_that_reaches_a_level_fires_it_once_into_the_feed() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "82").await;
    let stock = desk.stock_id("1120").await;
    let level = desk.set_ok(price_above(stock, "90")).await;
    let move_up = desk.set_ok(json!({"stock_id": stock, "condition": "change_up", "level": "10", "repeat": "daily"})).await;
    let far_below = desk.set_ok(json!({"stock_id": stock, "condition": "price_below", "level": "75"})).await;

    desk.trades("1120", "91").await;
    let notices = desk.notices(&desk.investor, 2).await;
    let bodies: Vec<&str> = notices.iter().map(|n| n["body"].as_str().unwrap()).collect();
    // In the investor's language (Arabic, as they signed up), with the stock, price and time.
    assert!(
        bodies.iter().any(|b| b.starts_with("بلغ سعر الراجحي (1120) 91.00 ر.س في") && b.ends_with("عند مستوى تنبيهك 90.00 أو فوقه.")),
        "{bodies:?}"
    );
    assert!(bodies.iter().any(|b| b.starts_with("ارتفع الراجحي (1120) اليوم 10٪ أو أكثر، وسعره 91.00 ر.س")), "{bodies:?}");
    assert!(notices.iter().all(|n| n["link"] == "/alerts"));

    // The next refresh: the once-alert has ended and the daily one has had its day; a new alert
    // shows that this refresh was evaluated.
    let witness = desk.set_ok(price_above(stock, "91.5")).await;
    desk.trades("1120", "92").await;
    desk.notices(&desk.investor, 3).await;
    let page = desk.page(&desk.investor).await;
    let of = |id: i64| page["alerts"].as_array().unwrap().iter().find(|a| a["id"] == id).unwrap().clone();
    assert_eq!((of(level)["state"].as_str(), of(level)["fired_count"].as_i64()), (Some("done"), Some(1)));
    assert_eq!((of(move_up)["state"].as_str(), of(move_up)["fired_count"].as_i64()), (Some("active"), Some(1)));
    assert_eq!((of(far_below)["fired_count"].as_i64(), of(witness)["fired_count"].as_i64()), (Some(0), Some(1)));
    assert_eq!(desk.alert_notices(&desk.investor).await.len(), 3, "nothing fired twice");
}

#[tokio::test]
async fn three_workers_evaluating_one_refresh_fire_each_alert_once() {
    let desk = Desk::open().await;
    desk.grants.grant(desk.investor.id, Feature::Reports);
    desk.prices("1120", "80", "85").await;
    let stock = desk.stock_id("1120").await;
    for cents in 0..10 {
        desk.set_ok(price_above(stock, &format!("{}.{cents}0", 86))).await;
    }
    // The refresh is announced while no worker runs; three evaluate it at once.
    desk.app.stop_workers().await;
    desk.trades("1120", "87").await;
    let now = chrono::Utc::now();
    let ctx = &desk.app.ctx;
    let (a, b, c) = tokio::join!(
        alerts::evaluate::market(ctx, MarketCode::Tasi, now),
        alerts::evaluate::market(ctx, MarketCode::Tasi, now),
        alerts::evaluate::market(ctx, MarketCode::Tasi, now),
    );
    assert_eq!(a.unwrap() + b.unwrap() + c.unwrap(), 10, "ten alerts reached, each fired by one of them");
    // The workers come back and handle the announced refresh too: nothing is left to fire.
    desk.app.start_workers().await;
    desk.notices(&desk.investor, 10).await;
    assert_eq!(alerts::evaluate::market(ctx, MarketCode::Tasi, chrono::Utc::now()).await.unwrap(), 0);
    let page = desk.page(&desk.investor).await;
    assert!(page["alerts"].as_array().unwrap().iter().all(|a| a["fired_count"] == 1 && a["state"] == "done"), "{page}");
    assert_eq!(desk.alert_notices(&desk.investor).await.len(), 10, "one notice each");
}
