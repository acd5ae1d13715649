//! Limit orders and dividends, from market data stored by the market module.

use std::time::Duration;

use platform::ports::MarketCode;
use serde_json::{Value, json};

use crate::{Desk, day, num};

/// Polls the analyst's rows until `done` holds (the workers handle DailyBarsStored).
async fn wait_for_rows(desk: &Desk, status: &str, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    for _ in 0..200 {
        let rows = desk.rows(status).await;
        if done(&rows) {
            return rows;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the rows never got there: {:?}", desk.rows(status).await);
}

async fn orders(desk: &Desk) -> Vec<Value> {
    let res = desk.app.get(&format!("/api/rating-orders?rating_list_id={}", desk.list_id)).token(&desk.analyst.token).send().await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    res.body["data"].as_array().unwrap().clone()
}

/// A buy limit waits with its cost held in cash, may be repriced or cancelled, fills at its
/// price on the first stored day whose low reaches it, and only once; a sell limit fills when
/// the high reaches it.
#[tokio::test]
async fn limit_orders_fill_from_stored_bars_once_at_their_price() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.bars("2222", &[(-3, "27", "28", "26", "27.5")]).await;
    let placed = desk.create("1120", "limit", Some("75"), "10").await;
    assert_eq!(placed.status, 201, "{:?}", placed.body);
    let row = &placed.body["data"];
    assert_eq!((row["order_status"].as_str(), row["share_count"].as_i64()), (Some("ordered"), Some(0)));
    assert_eq!(num(&row["specified_entry_price"]), 75.0);
    let order_id = row["order_id"].as_i64().unwrap();
    // 10% of 100,000 at 75: 133 shares.
    assert_eq!((orders(&desk).await[0]["shares"].as_i64(), orders(&desk).await[0]["state"].as_str()), (Some(133), Some("open")));

    let edited = desk.post("/api/rating-order/edit", json!({"order_id": order_id, "entry_price": "76"})).await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);
    assert_eq!(orders(&desk).await[0]["shares"], 131, "resized at the new price: 10,000 / 76");

    let other = desk.create("2222", "limit", Some("20"), "10").await;
    let other_order = other.body["data"]["order_id"].as_i64().unwrap();
    let stock_2222 = desk.stock_id("2222").await;
    let cancel = json!({"listing_id": stock_2222, "order_id": other_order});
    let cancelled = desk.post("/api/rating-order/cancel", cancel.clone()).await;
    assert_eq!((cancelled.status, cancelled.body["data"]["state"].as_str()), (200, Some("cancelled")));
    assert_eq!(desk.post("/api/rating-order/cancel", cancel).await.status, 409);
    assert_eq!(desk.rows("current").await.len(), 1, "the rating that waited for it is gone");

    // A day that stays above 76, then one whose low reaches it.
    desk.bars("1120", &[(1, "78", "79", "77", "78"), (2, "77", "77.5", "75.5", "76.5")]).await;
    let rows = wait_for_rows(&desk, "current", |rows| rows[0]["order_status"] == "open").await;
    assert_eq!((rows[0]["share_count"].as_i64(), num(&rows[0]["entry_price"]), num(&rows[0]["average_cost"])), (Some(131), 76.0, 76.0));
    // Cash 100,000 − 131 × 76 = 90,044; the holding at 76.5 is 10,021.5.
    assert_eq!(num(&desk.list().await["value"]), 100_065.5);
    let again = ratings::follow_market(&desk.app.ctx, MarketCode::Tasi, day(2)).await.unwrap();
    assert_eq!(again, (0, 0), "the same bars fill nothing twice");
    assert_eq!(desk.post("/api/rating-order/edit", json!({"order_id": order_id, "entry_price": "70"})).await.status, 409);

    let rating_id = rows[0]["id"].as_i64().unwrap();
    let sell = desk.post("/api/ratings-partial-sell", json!({"rating_id": rating_id, "order_type": "limit", "exit_price": "80", "sell_percentage": "50", "exit_reason": "الهدف الأول"})).await;
    assert_eq!(sell.status, 200, "{:?}", sell.body);
    // Trading now at 76.5: the rest sells at once, at that price.
    desk.trades("1120", "76.5").await;
    let full = desk.post("/api/ratings-sell", json!({"rating_id": rating_id, "order_type": "market", "exit_reason": "x"})).await;
    assert_eq!(full.status, 200, "{:?}", full.body);
    assert_eq!(full.body["data"]["share_count"], 65, "the 65 shares promised to the limit order stay");
    desk.bars("1120", &[(3, "78", "80.5", "77", "80")]).await;
    let rows = wait_for_rows(&desk, "all", |rows| rows[0]["order_status"] == "closed").await;
    // 65 at 80: profit 65 × 4 = 260; 66 at 76.5: profit 66 × 0.5 = 33.
    assert_eq!(num(&rows[0]["realized"]), 293.0);
    let fills = desk.history().await.into_iter().filter(|e| e["action"] == "filled").count();
    assert_eq!(fills, 3, "one buy fill, two sell fills");
}

/// A dividend is credited on its ex-date for the shares held the day before, once.
#[tokio::test]
async fn dividends_are_credited_for_the_shares_held_on_the_eve_of_the_ex_date() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let created = desk.create("1120", "market", None, "10").await;
    assert_eq!(created.body["data"]["share_count"], 125);
    desk.dividend("1120", day(1), "1.25").await;
    desk.bars("1120", &[(1, "79", "80", "78", "79")]).await;
    let rows = wait_for_rows(&desk, "current", |rows| rows[0]["dividends"].as_f64() != Some(0.0)).await;
    // 125 shares × 1.25.
    assert_eq!(num(&rows[0]["dividends"]), 156.25);
    let credited: Vec<Value> = desk.history().await.into_iter().filter(|e| e["type"] == "dividends").collect();
    assert_eq!(credited.len(), 1);
    assert_eq!(
        (num(&credited[0]["dividend_per_share"]), num(&credited[0]["dividend_amount"]), credited[0]["shares"].as_i64()),
        (1.25, 156.25, Some(125))
    );
    assert_eq!(credited[0]["ex_date"], day(1).to_string());
    // Cash 90,000 + 156.25, holding 125 × 79.
    assert_eq!(num(&desk.list().await["value"]), 90_000.0 + 156.25 + 9_875.0);
    assert_eq!(ratings::follow_market(&desk.app.ctx, MarketCode::Tasi, day(1)).await.unwrap(), (0, 0));
}

/// A market order placed while the market has only an earlier session's close (closed, or not
/// yet trading) waits and says so, holding its cost; it fills at the market's next price, never
/// at one from before it: the first current quote, or else the open of the first session after.
#[tokio::test]
async fn a_market_order_without_a_current_price_waits_for_the_next_one() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "79", "81", "78", "80")]).await;
    desk.bars("2222", &[(-1, "27", "28", "26", "27.5")]).await;
    let waiting = desk.create("1120", "market", None, "10").await;
    assert_eq!(waiting.status, 201, "{:?}", waiting.body);
    let row = &waiting.body["data"];
    assert_eq!(
        (row["order_status"].as_str(), row["waiting_for"].as_str(), row["share_count"].as_i64()),
        (Some("ordered"), Some("next_price"), Some(0))
    );
    assert!(desk.history().await.iter().all(|e| e["action"] != "filled"), "nothing fills at yesterday's close");
    // Its cost is held at the last price (125 shares at 80), so no other order spends it.
    let over = desk.create("2222", "limit", Some("27.5"), "95").await;
    assert_eq!(
        over.field_error("entry_percentage"),
        Some("The entry percentages and the cash must total 100%: this is more than the list's available cash")
    );

    // The market trades at 82 now: it fills there, today.
    desk.trades("1120", "82").await;
    let rows = wait_for_rows(&desk, "current", |rows| rows[0]["order_status"] == "open").await;
    assert_eq!((num(&rows[0]["entry_price"]), rows[0]["share_count"].as_i64(), rows[0]["waiting_for"].as_str()), (82.0, Some(125), None));
    let filled = orders(&desk).await;
    assert_eq!((filled[0]["state"].as_str(), filled[0]["filled_on"].as_str()), (Some("filled"), Some(day(0).to_string().as_str())));

    // With no current price for 2222, a sale waits too, and fills at the open of the first
    // session after it was placed (tomorrow's, stored here ahead).
    let bought = desk.create("2222", "limit", Some("28"), "5").await;
    assert_eq!(bought.status, 201, "{:?}", bought.body);
    desk.bars("2222", &[(1, "27.8", "28.5", "27.5", "28.2")]).await;
    let held = wait_for_rows(&desk, "current", |rows| rows.iter().any(|r| r["symbol"] == "2222" && r["order_status"] == "open")).await;
    let rating = held.iter().find(|r| r["symbol"] == "2222").unwrap()["id"].as_i64().unwrap();
    let sale = desk.post("/api/ratings-sell", json!({"rating_id": rating, "order_type": "market", "exit_reason": "تغير النظرة"})).await;
    assert_eq!(sale.status, 200, "{:?}", sale.body);
    assert_eq!(sale.body["data"]["waiting_for"], "next_price", "{:?}", sale.body);
    desk.bars("2222", &[(2, "29", "29.5", "28.6", "29.1")]).await;
    let closed = wait_for_rows(&desk, "closed", |rows| !rows.is_empty()).await;
    assert_eq!(num(&closed[0]["exit_price"]), 27.8, "the open of the next session");
    let sold = orders(&desk).await.into_iter().find(|o| o["side"] == "sell").unwrap();
    assert_eq!(sold["filled_on"], day(1).to_string());
}
