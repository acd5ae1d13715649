//! Resolution from stored market data (the README's rules): the target reached, the stop loss
//! on a close of each stop type's period, the end of the analysis period, options on their
//! underlying; each decision once, with its price, time and reason; statistics follow.

use chrono::{Datelike, NaiveTime, TimeZone, Weekday};
use platform::ports::MarketCode;
use serde_json::{Value, json};

use crate::{Desk, day, num};

/// The UTC instant of `HH:MM` Riyadh on `day(offset)`, as the API writes it.
fn riyadh(offset: i64, time: &str) -> String {
    let local = day(offset).and_time(NaiveTime::parse_from_str(time, "%H:%M").unwrap());
    chrono_tz::Asia::Riyadh
        .from_local_datetime(&local)
        .unwrap()
        .with_timezone(&chrono::Utc)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

fn at(opinion: &Value) -> String {
    let text = opinion["resolution"]["at"].as_str().unwrap();
    chrono::DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&chrono::Utc).to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

async fn desk_at_100() -> Desk {
    let desk = Desk::open().await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    desk
}

#[tokio::test]
async fn a_buy_succeeds_when_an_hour_reaches_its_target_and_the_statistics_count_it() {
    let desk = desk_at_100().await;
    let form = desk.form("1120").await;
    let buy = desk.publish(form.clone(), json!({})).await;
    let sell = desk.publish(form, json!({"order_type": "sell", "target_price": "90", "stop_loss": "104"})).await;
    desk.hours("1120", &[(1, "10:00", "101", "99", "100"), (1, "11:00", "110.50", "100", "109"), (1, "12:00", "109.5", "106", "107")])
        .await;
    desk.bars("1120", &[(1, "100", "110.50", "99", "107")]).await;

    let won = desk.decided(buy["id"].as_i64().unwrap()).await;
    assert_eq!((won["status"].as_str(), won["status_text"].as_str()), (Some("success"), Some("Opinion succeeded")));
    assert_eq!((won["resolution"]["reason"].as_str(), num(&won["resolution"]["price"])), (Some("target"), 110.0));
    assert_eq!(at(&won), riyadh(1, "12:00"), "decided at the end of the hour that reached it");
    assert_eq!(num(&won["resolution"]["return_percent"]), 10.0);
    // The sell's stop (104) closed above on the 11:00 hour? No: its stop type is the day, and the
    // day closed at 107, above 104.
    let lost = desk.decided(sell["id"].as_i64().unwrap()).await;
    assert_eq!((lost["status"].as_str(), lost["status_text"].as_str()), (Some("failed"), Some("Opinion failed")));
    assert_eq!((lost["resolution"]["reason"].as_str(), num(&lost["resolution"]["price"])), (Some("stop_loss"), 107.0));
    assert_eq!(at(&lost), riyadh(1, "15:00"));
    assert_eq!(num(&lost["resolution"]["return_percent"]), -7.0);

    // Replaying the same bars decides nothing again.
    let again = opinions::resolution::run::resolve_market(&desk.app.ctx, MarketCode::Tasi, day(1)).await.unwrap();
    assert_eq!(again, 0);
    assert_eq!(desk.opinion(buy["id"].as_i64().unwrap()).await["resolution"], won["resolution"]);

    let list = desk.app.get(&format!("/api/opinion-lists-single-guest?opinion_list_id={}", desk.list_id)).send().await;
    let stats = &list.body["data"]["stats"];
    assert_eq!((stats["resolved"].as_u64(), stats["succeeded"].as_u64(), stats["pending"].as_u64()), (Some(2), Some(1), Some(0)));
    assert_eq!(num(&stats["success_rate_percent"]), 50.0);
    // Wilson 95% for 1 of 2: 9.45% to 90.55%, so two opinions never look like two hundred.
    assert_eq!((num(&stats["interval_low_percent"]), num(&stats["interval_high_percent"])), (9.45, 90.55));
    assert_eq!(num(&stats["average_return_percent"]), 1.5);
    let analyst = desk.app.get(&format!("/api/opinion-stats?analyst_id={}", desk.analyst.id)).send().await;
    assert_eq!(analyst.body["data"]["resolved"], 2);
}

/// The same dips judged by each stop type: the hour's close, the two-hour block's close, the
/// day's close.
#[tokio::test]
async fn each_stop_type_reads_the_close_of_its_own_period() {
    let desk = desk_at_100().await;
    let form = desk.form("1120").await;
    let mut ids = Vec::new();
    for stop_type in ["hour", "two_hours", "day"] {
        ids.push(desk.publish(form.clone(), json!({"stop_type": stop_type})).await["id"].as_i64().unwrap());
    }
    // 10:00 closes under 95 and recovers; the 12:00–14:00 block closes under 95 at 13:00's close;
    // the day closes at 96.
    desk.hours(
        "1120",
        &[
            (1, "10:00", "100", "94", "94.50"),
            (1, "11:00", "97.50", "94.50", "97"),
            (1, "12:00", "97", "93.50", "94"),
            (1, "13:00", "95.50", "93.80", "94.80"),
            (1, "14:00", "96.50", "94.80", "96"),
        ],
    )
    .await;
    desk.bars("1120", &[(1, "100", "100", "93.50", "96")]).await;
    let hour = desk.decided(ids[0]).await;
    assert_eq!((hour["resolution"]["reason"].as_str(), num(&hour["resolution"]["price"])), (Some("stop_loss"), 94.5));
    assert_eq!(at(&hour), riyadh(1, "11:00"));
    let two = desk.decided(ids[1]).await;
    assert_eq!(num(&two["resolution"]["price"]), 94.8);
    assert_eq!(at(&two), riyadh(1, "14:00"), "the second block (12:00–14:00) closed under the stop");
    desk.still_pending(ids[2], 1).await;

    // The next day closes under the stop: without stored hours its close decides.
    desk.bars("1120", &[(2, "96", "96", "94", "94.50")]).await;
    let day_stop = desk.decided(ids[2]).await;
    assert_eq!((num(&day_stop["resolution"]["price"]), at(&day_stop)), (94.5, riyadh(2, "15:00")));
}

#[tokio::test]
async fn a_week_stop_waits_for_the_week_s_last_close() {
    let desk = desk_at_100().await;
    // Tadawul's next full week, Sunday to Thursday.
    let sunday = (1..=7).find(|o| day(*o).weekday() == Weekday::Sun).unwrap();
    let form = desk.form("1120").await;
    let id = desk
        .publish(form, json!({"stop_type": "week", "duration_type": "medium", "duration_date": day(sunday + 20).to_string()}))
        .await["id"]
        .as_i64()
        .unwrap();
    let weak: Vec<(i64, &str, &str, &str, &str)> = (0..4).map(|d| (sunday + d, "96", "96", "93", "94")).collect();
    desk.bars("1120", &weak).await;
    desk.still_pending(id, sunday + 3).await;
    desk.bars("1120", &[(sunday + 4, "94", "95", "93", "94.20")]).await;
    let decided = desk.decided(id).await;
    assert_eq!((num(&decided["resolution"]["price"]), at(&decided)), (94.2, riyadh(sunday + 4, "15:00")));
}

#[tokio::test]
async fn an_opinion_expires_after_its_duration_date_at_its_last_close() {
    let desk = desk_at_100().await;
    let form = desk.form("1120").await;
    let id = desk.publish(form, json!({"duration_date": day(2).to_string()})).await["id"].as_i64().unwrap();
    desk.bars("1120", &[(1, "100", "102", "99", "101"), (2, "101", "103", "100", "101.50")]).await;
    desk.still_pending(id, 2).await;
    desk.bars("1120", &[(3, "101", "115", "100", "114")]).await;
    let expired = desk.decided(id).await;
    assert_eq!((expired["status"].as_str(), expired["resolution"]["reason"].as_str()), (Some("failed"), Some("expired")));
    assert_eq!((num(&expired["resolution"]["price"]), at(&expired)), (101.5, riyadh(2, "15:00")), "the day after does not count");
}

#[tokio::test]
async fn options_are_decided_on_their_underlying_and_say_so() {
    let desk = desk_at_100().await;
    let form = desk.form("1120").await;
    let options = json!({"operation_type": "options", "order_type": "put", "target_price": "92", "stop_loss": "104",
        "strike_price": "95", "option_price": "1.80", "expiration_date": day(20).to_string()});
    let id = desk.publish(form, options).await["id"].as_i64().unwrap();
    desk.bars("1120", &[(1, "99", "100", "91.50", "93")]).await;
    let decided = desk.decided(id).await;
    assert_eq!((decided["status"].as_str(), decided["resolution"]["decided_on"].as_str()), (Some("success"), Some("underlying")));
    assert_eq!(num(&decided["resolution"]["price"]), 92.0);
    assert_eq!(num(&decided["resolution"]["return_percent"]), 8.0, "a put gains as the underlying falls");
}
