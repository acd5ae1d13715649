//! Alerts on what happens to a stock: a dividend's ex-date near, its Shariah status changing, an
//! Eva analyst publishing on it or a list buying or selling it.

use platform::events::{OpinionPublished, OrderFilled, RatingSold};
use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn a_dividend_near_its_ex_date_warns_once() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "81").await;
    let stock = desk.stock_id("1120").await;
    let near = desk.set_ok(json!({"stock_id": stock, "condition": "dividend_near", "repeat": "every", "cooldown_minutes": 5})).await;
    let ex_date = platform::saudi_time::today() + chrono::Duration::days(2);
    desk.app.run_module_command("market", &["dividends"], &format!("Symbol,ExDate,Amount\n1120,{ex_date},1.25\n"), &[]).await;
    // The end of day's analytics read it.
    desk.close("1120", 0, "81").await;
    let notices = desk.notices(&desk.investor, 1).await;
    assert_eq!(
        notices[0]["body"].as_str().unwrap(),
        format!(
            "يقترب تاريخ استحقاق توزيع الراجحي (1120): 1.25 ر.س للسهم، ويستحقه من يملك السهم قبل \u{2066}{}\u{2069}.",
            ex_date.to_string().replace('-', "\u{2011}")
        )
    );
    // The next end of day: the same dividend does not warn again, whatever the repeat.
    let witness = desk.set_ok(json!({"stock_id": stock, "condition": "new_high52w"})).await;
    desk.app
        .run_module_command(
            "market",
            &["import"],
            &format!("Date,Open,High,Low,Close,Volume\n{},81,95,81,90,100000\n", platform::saudi_time::today()),
            &["--symbol", "1120"],
        )
        .await;
    desk.notices(&desk.investor, 2).await;
    let page = desk.page(&desk.investor).await;
    let fired = |id: i64| page["alerts"].as_array().unwrap().iter().find(|a| a["id"] == id).unwrap()["fired_count"].as_i64();
    assert_eq!((fired(near), fired(witness)), (Some(1), Some(1)));
}

#[tokio::test]
async fn a_shariah_change_and_an_analysts_publication_fire_their_alerts() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "81").await;
    let stock = desk.stock_id("1120").await;
    let every = desk.set_ok(json!({"stock_id": stock, "condition": "shariah_change", "repeat": "every", "cooldown_minutes": 5})).await;
    desk.set_ok(json!({"stock_id": stock, "condition": "analyst_publishes", "repeat": "every", "cooldown_minutes": 5})).await;
    desk.app.run_module_command("market", &["shariah"], "Symbol,Shariah\n1120,compliant\n", &[]).await;
    let notices = desk.notices(&desk.investor, 1).await;
    assert_eq!(notices[0]["body"], "تغيّر التصنيف الشرعي لـالراجحي (1120): صار «متوافق مع الشريعة».");
    // The same screening again changes nothing, so tells nothing.
    desk.app.run_module_command("market", &["shariah"], "Symbol,Shariah\n1120,compliant\n", &[]).await;
    // An analyst publishes on the stock (the opinions module's own event).
    desk.app.ctx.events.publish(&OpinionPublished { list_id: 1, opinion_id: 41, stock_id: stock }).await.unwrap();
    let notices = desk.notices(&desk.investor, 2).await;
    assert!(notices[0]["body"].as_str().unwrap().starts_with("نشر أحد محللي إيفا توصية أو رأياً جديداً على الراجحي (1120)"), "{notices:?}");
    // Delivered again (at least once, as events are), it fires nothing twice.
    desk.app.ctx.events.publish(&OpinionPublished { list_id: 1, opinion_id: 41, stock_id: stock }).await.unwrap();
    // The next change, five minutes into the first alert's cool-down: a new once-alert tells it,
    // the first keeps quiet.
    desk.set_ok(json!({"stock_id": stock, "condition": "shariah_change"})).await;
    desk.app.run_module_command("market", &["shariah"], "Symbol,Shariah\n1120,non-compliant\n", &[]).await;
    let notices = desk.notices(&desk.investor, 3).await;
    assert_eq!(notices[0]["body"], "تغيّر التصنيف الشرعي لـالراجحي (1120): صار «غير متوافق مع الشريعة».");
    assert_eq!(desk.alert_notices(&desk.investor).await.len(), 3);
    let page = desk.page(&desk.investor).await;
    assert_eq!(page["alerts"].as_array().unwrap().iter().find(|a| a["id"] == every).unwrap()["fired_count"], 1);
}

#[tokio::test]
async fn a_lists_buy_and_sale_fire_the_analyst_alerts_and_say_which() {
    let desk = Desk::open().await;
    desk.prices("1120", "80", "81").await;
    desk.prices("2222", "27", "27.5").await;
    let (rajhi, aramco) = (desk.stock_id("1120").await, desk.stock_id("2222").await);
    desk.set_ok(json!({"stock_id": rajhi, "condition": "analyst_publishes"})).await;
    desk.set_ok(json!({"stock_id": aramco, "condition": "analyst_publishes"})).await;
    // The ratings module's own events: a list's order on 1120 fills, a list sells part of 2222.
    desk.app.ctx.events.publish(&OrderFilled { list_id: 1, order_id: 71, stock_id: rajhi }).await.unwrap();
    let notices = desk.notices(&desk.investor, 1).await;
    assert!(notices[0]["body"].as_str().unwrap().starts_with("اشترت إحدى قوائم محللي إيفا الراجحي (1120): نُفّذ أمرها"), "{notices:?}");
    desk.app.ctx.events.publish(&RatingSold { list_id: 1, rating_id: 72, stock_id: aramco, partial: true }).await.unwrap();
    let notices = desk.notices(&desk.investor, 2).await;
    let body = notices[0]["body"].as_str().unwrap();
    assert!(body.starts_with("باعت إحدى قوائم محللي إيفا جزءاً من مركزها في") && body.contains("(2222)"), "{body}");
}
