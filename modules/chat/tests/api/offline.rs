use platform::ports::{BarInterval, MarketAnalytics};
use serde_json::json;

use crate::Desk;

/// The picture the market module computes, as the offline analyst must quote it.
async fn picture(desk: &Desk, symbol: &str) -> platform::ports::TechnicalPicture {
    let analytics = desk.app.ctx.port::<dyn MarketAnalytics>().unwrap();
    analytics.technical_picture(desk.stock_id(symbol).await, BarInterval::Daily).await.unwrap().unwrap()
}

#[tokio::test]
async fn without_a_model_the_offline_analyst_answers_with_the_market_s_own_figures() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let asked = desk.ask_technical(&user, "2222").await;
    let events = desk.stream(&user, asked["message"]["id"].as_i64().unwrap(), None).await;
    let (name, _, done) = events.last().unwrap();
    assert_eq!(name, "done");
    assert_eq!(done["source"], "automatic");
    let answer = done["answer"].as_str().unwrap();
    assert!(answer.starts_with("Eva automatic analysis"), "{answer}");

    let p = picture(&desk, "2222").await;
    let rsi = chat::format::rsi(p.rsi14_x100.unwrap());
    let sma50 = chat::format::price(p.sma50.unwrap());
    let sma200 = chat::format::price(p.sma200.unwrap());
    let macd = chat::format::signed_units(p.macd.unwrap());
    assert!(answer.contains(&format!("RSI (14) is {rsi}")), "{answer}");
    assert!(answer.contains(&format!("-period moving average ({sma50})")), "{answer}");
    assert!(answer.contains(&format!("({sma200})")), "{answer}");
    assert!(answer.contains(&format!("MACD {macd}")), "{answer}");
    assert!(
        answer.contains(&format!("52-week range: {} to {}", chat::format::price(p.low_52w), chat::format::price(p.high_52w))),
        "{answer}"
    );
    // The weekly interval is drawn on weeks.
    let weekly = desk
        .app
        .ctx
        .port::<dyn MarketAnalytics>()
        .unwrap()
        .technical_picture(desk.stock_id("2222").await, BarInterval::Weekly)
        .await
        .unwrap()
        .unwrap();
    assert!(weekly.bars * 4 < p.bars * 2 && weekly.bars > 50, "{} weeks for {} days", weekly.bars, p.bars);
}

#[tokio::test]
async fn the_offline_analyst_answers_every_ready_question_in_arabic_with_dated_figures() {
    let desk = Desk::open().await;
    desk.grants.grant(0, platform::ports::Feature::AiChat);
    let user = desk.user().await;
    desk.grants.grant(user.id, platform::ports::Feature::AiChat);
    let (a, b) = (desk.stock_id("2222").await, desk.stock_id("1120").await);
    let cases = [
        (json!({"questionId": 2, "stockid": a, "term": "short"}), "الدعم والمقاومة من القمم والقيعان في آخر 30 يوم تداول"),
        (json!({"questionId": 3, "stockid": a, "compare_stock_id": b, "term": "long"}), "المقارنة:"),
        (json!({"questionId": 4, "stockid": a}), "لم تُسجّل توزيعات نقدية"),
        (json!({"questionId": 5, "stockid": a}), "نطاق 52 أسبوعاً من"),
        (json!({"stockid": a, "question": "هل السهم مناسب للشراء؟"}), "لا تقدّم إيفا توصيات بالشراء أو البيع"),
    ];
    for (body, expected) in cases {
        let asked = desk.ask(&user, "ar", body.clone()).await;
        assert_eq!(asked.status, 201, "{body}: {:?}", asked.body);
        let m = desk.settled(&user, asked.body["data"]["message"]["id"].as_i64().unwrap()).await;
        let answer = m["answer"].as_str().unwrap();
        assert!(answer.starts_with("تحليل آلي من إيفا"), "{answer}");
        assert!(answer.contains(expected), "{body}: {answer}");
        assert!(answer.contains("أرامكو السعودية (2222)"), "{answer}");
    }
    let comparison = desk.app.get("/api/chat/conversations").token(&user.token).lang("ar").send().await;
    assert_eq!(comparison.body["data"][0]["stock"]["symbol"], "2222");
}

#[tokio::test]
async fn the_test_question_answers_at_once_and_spends_nothing() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let stock = desk.stock_id("1120").await;
    let res = desk
        .app
        .post("/api/chat/question-test")
        .token(&user.token)
        .lang("en")
        .json(&json!({"questionId": 2, "stockid": stock, "term": "medium"}))
        .send()
        .await;
    assert_eq!(res.status, 200, "{:?}", res.body);
    assert_eq!(res.body["data"]["source"], "automatic");
    assert!(
        res.body["data"]["answer"].as_str().unwrap().contains("Support and resistance from the highs and lows of the last 90 trading days")
    );
    let free = desk
        .app
        .post("/api/chat/question-test")
        .token(&user.token)
        .lang("en")
        .json(&json!({"stockid": stock, "question": "anything"}))
        .send()
        .await;
    assert_eq!((free.status, free.field_error("questionId")), (422, Some("The test answers the ready questions only")));
    assert_eq!(desk.balance(&user).await["used_today"], 0);
    let listed = desk.app.get("/api/chat/questions").token(&user.token).lang("en").send().await;
    let ids: Vec<i64> = listed.body["data"]["questions"].as_array().unwrap().iter().map(|q| q["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5]);
    assert_eq!(listed.body["data"]["questions"][2]["needs_compare"], true);
    assert_eq!(listed.body["data"]["terms"].as_array().unwrap().len(), 3);
}
