//! A list's performance: its daily values from the record, its return, worst fall and win rate.

use std::time::Duration;

use serde_json::{Value, json};

use crate::{Desk, day, num};

async fn graph(desk: &Desk, points: usize) -> Value {
    for _ in 0..200 {
        let res = desk.app.get(&format!("/api/graph-data?listId={}", desk.list_id)).send().await;
        assert_eq!(res.status, 200, "anyone may see it: {:?}", res.body);
        if res.body["data"]["points"].as_array().is_some_and(|p| p.len() >= points) {
            return res.body["data"].clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the graph never had {points} points");
}

#[tokio::test]
async fn the_list_is_valued_at_every_close_and_scored_against_its_start() {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-5, "80", "81", "79", "80"), (-4, "81", "83", "80", "82"), (-3, "84", "86", "83", "85")]).await;
    desk.trades("1120", "85").await;
    // 10% of 100,000 at 85: 117 shares (9,945); 90,055 in cash.
    let created = desk.create("1120", "market", None, "10").await;
    assert_eq!(created.body["data"]["share_count"], 117);
    // Today's session closes where it was bought, the next two at 84 and 88.
    desk.bars("1120", &[(0, "84", "86", "84", "85"), (1, "85", "85", "83", "84"), (2, "85", "89", "84", "88")]).await;

    let g = graph(&desk, 3).await;
    assert_eq!(g["benchmarks"], json!(["TASI", "TASI_EW"]));
    let points: Vec<(String, f64)> =
        g["points"].as_array().unwrap().iter().map(|p| (p["date"].as_str().unwrap().to_owned(), num(&p["value"]))).collect();
    assert_eq!(
        points,
        vec![(day(0).to_string(), 100_000.0), (day(1).to_string(), 90_055.0 + 117.0 * 84.0), (day(2).to_string(), 90_055.0 + 117.0 * 88.0)],
        "from the first fill, at each close after it"
    );

    let rating_id = created.body["data"]["id"].as_i64().unwrap();
    desk.trades("1120", "88").await;
    desk.post("/api/ratings-sell", json!({"rating_id": rating_id, "order_type": "market", "exit_reason": "الهدف"})).await;
    let perf = desk.app.get(&format!("/api/rating-list-performance?rating_list_id={}", desk.list_id)).send().await;
    assert_eq!(perf.status, 200, "{:?}", perf.body);
    let p = &perf.body["data"];
    assert_eq!(p["start_date"], day(0).to_string());
    // 117 sold at 88: 100,351 in cash; +0.351% → 0.35%.
    assert_eq!((num(&p["value"]), num(&p["total_return_percent"])), (100_351.0, 0.35));
    // From 100,000 to 99,883: 0.117% → 0.12%.
    assert_eq!(num(&p["max_drawdown_percent"]), 0.12);
    assert_eq!((num(&p["win_rate_percent"]), p["closed_count"].as_u64()), (100.0, Some(1)));
    assert_eq!(p["benchmarks"].as_array().unwrap().len(), 2);
    // The analysts module shows the same record beside the list (the /analysts directory too).
    let mine = desk.app.get("/api/analyst-ratings").token(&desk.analyst.token).send().await;
    let record = &mine.body["data"][0]["track_record"];
    assert_eq!((record["return_bp"].as_i64(), record["max_drawdown_bp"].as_i64()), (Some(35), Some(12)), "{record}");
    assert_eq!((record["win_rate_bp"].as_i64(), record["closed"].as_i64()), (Some(10_000), Some(1)));
    assert_eq!(record["since"], day(0).to_string());

    let stocks = desk
        .app
        .get(&format!("/api/rating-list-stock-performance?rating_list_id={}", desk.list_id))
        .token(&desk.analyst.token)
        .send()
        .await;
    let s = &stocks.body["data"][0];
    // 117 × (88 − 85) = 351 on 9,945: 3.53%.
    assert_eq!((num(&s["invested"]), num(&s["realized"]), num(&s["return_percent"])), (9_945.0, 351.0, 3.53));
    let member = desk.app.verified_subscriber().await;
    let closed =
        desk.app.get(&format!("/api/rating-list-stock-performance?rating_list_id={}", desk.list_id)).token(&member.token).send().await;
    assert_eq!(closed.body["code"], 999, "what it held is for its subscribers");
}
