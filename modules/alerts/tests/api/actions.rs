//! Splits and bonus issues: price levels set before the ex-date are re-based by the ratio and
//! their owners told, so an alert never fires because of the split.

use serde_json::json;

use crate::{Desk, price_above};

#[tokio::test]
async fn a_split_rebases_price_levels_on_its_ex_date_and_fires_nothing() {
    let desk = Desk::open().await;
    // The last price before the split came yesterday afternoon; the levels are set against it.
    let today = platform::saudi_time::today();
    let yesterday = today.pred_opt().unwrap();
    desk.close("1120", 2, "80").await;
    desk.traded_at("1120", "85", &format!("{yesterday} 14:00")).await;
    let stock = desk.stock_id("1120").await;
    let below = desk.set_ok(json!({"stock_id": stock, "condition": "price_below", "level": "60"})).await;
    let above = desk.set_ok(price_above(stock, "100")).await;
    let fall = desk.set_ok(json!({"stock_id": stock, "condition": "change_down", "level": "5", "repeat": "daily"})).await;

    // Two-for-one from today; one bonus share per ten held in ten days, not yet due.
    let later = today + chrono::Duration::days(10);
    let csv = format!("Symbol,ExDate,Kind,Ratio\n1120,{today},split,2:1\n1120,{later},bonus,11:10\n");
    desk.app.run_module_command("market", &["actions"], &csv, &[]).await;
    let told = desk.notices(&desk.investor, 2).await;
    assert!(told.iter().any(|n| n["body"].as_str().unwrap().contains("من 60.00 إلى 30.00")), "{told:?}");
    assert!(told.iter().any(|n| n["body"].as_str().unwrap().contains("من 100.00 إلى 50.00")), "{told:?}");
    let page = desk.page(&desk.investor).await;
    let of = |page: &serde_json::Value, id: i64| page["alerts"].as_array().unwrap().iter().find(|a| a["id"] == id).unwrap().clone();
    assert_eq!((of(&page, below)["price"].as_f64(), of(&page, above)["price"].as_f64()), (Some(30.0), Some(50.0)));
    assert_eq!(of(&page, fall)["percent"].as_f64(), Some(5.0), "a change is a change whatever the shares");

    // The first price after the split, half the last one: nothing fires, not even the day's
    // "fall" read against the unadjusted close. A new alert shows the refresh was evaluated.
    desk.trades("1120", "42.6").await;
    let witness = desk.set_ok(price_above(stock, "43")).await;
    desk.trades("1120", "43.5").await;
    desk.notices(&desk.investor, 3).await;
    let page = desk.page(&desk.investor).await;
    for id in [below, above, fall] {
        assert_eq!(of(&page, id)["fired_count"], 0, "{}", of(&page, id));
    }
    assert_eq!(of(&page, witness)["fired_count"], 1);
    assert_eq!(of(&page, witness)["price"].as_f64(), Some(43.0), "set after the ex-date: left as it was");

    // Importing the same file again re-bases nothing twice.
    desk.app.run_module_command("market", &["actions"], &csv, &[]).await;
    desk.trades("1120", "43.6").await;
    let again = desk.page(&desk.investor).await;
    assert_eq!(of(&again, below)["price"].as_f64(), Some(30.0));
}
