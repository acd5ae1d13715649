//! Conditions on a session's close fire when the market's analytics are computed after the bars
//! that make them true: a new 52-week high, a volume spike, a close above a moving average.

use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn a_session_that_breaks_out_fires_the_close_alerts_it_makes_true() {
    let desk = Desk::open().await;
    // A quiet month at 80, then today's session breaks out on five times the volume.
    let today = platform::saudi_time::today();
    let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
    for days_ago in (1..=30).rev() {
        csv.push_str(&format!("{},80,80.5,79.5,80,100000\n", today - chrono::Duration::days(days_ago)));
    }
    desk.app.run_module_command("market", &["import"], &csv, &["--symbol", "1120"]).await;
    desk.trades("1120", "80.2").await;
    let stock = desk.stock_id("1120").await;
    let high = desk.set_ok(json!({"stock_id": stock, "condition": "new_high52w"})).await;
    let spike = desk.set_ok(json!({"stock_id": stock, "condition": "volume_spike", "level": "3"})).await;
    let cross = desk.set_ok(json!({"stock_id": stock, "condition": "ma_cross_above", "level": "20"})).await;
    let oversold = desk.set_ok(json!({"stock_id": stock, "condition": "rsi_oversold"})).await;
    let page = desk.page(&desk.investor).await;
    let of = |page: &serde_json::Value, id: i64| page["alerts"].as_array().unwrap().iter().find(|a| a["id"] == id).unwrap().clone();
    assert_eq!((of(&page, spike)["threshold"].as_f64(), of(&page, oversold)["threshold"].as_f64()), (Some(3.0), Some(30.0)));
    assert_eq!(of(&page, high)["threshold"], serde_json::Value::Null);

    let breakout = format!("Date,Open,High,Low,Close,Volume\n{today},80,90,80,85,500000\n");
    desk.app.run_module_command("market", &["import"], &breakout, &["--symbol", "1120"]).await;
    let notices = desk.notices(&desk.investor, 3).await;
    let bodies: Vec<&str> = notices.iter().map(|n| n["body"].as_str().unwrap()).collect();
    assert!(bodies.iter().any(|b| b.contains("سجّل أعلى سعر في 52 أسبوعاً") && b.contains("وأغلق عند 85.00 ر.س")), "{bodies:?}");
    assert!(bodies.iter().any(|b| b.contains("تداول أكثر من 3 ضعف متوسط حجمه في 20 جلسة")), "{bodies:?}");
    assert!(bodies.iter().any(|b| b.contains("أغلق فوق متوسطه المتحرك لـ20 يوماً")), "{bodies:?}");
    let page = desk.page(&desk.investor).await;
    for id in [high, spike, cross] {
        assert_eq!((of(&page, id)["fired_count"].as_i64(), of(&page, id)["state"].as_str()), (Some(1), Some("done")));
    }
    assert_eq!(of(&page, oversold)["fired_count"], 0);
}
