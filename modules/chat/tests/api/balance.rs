use platform::ports::Feature;
use serde_json::json;

use crate::{Desk, chat_settings, next_riyadh_midnight, time};

#[tokio::test]
async fn a_free_user_has_three_questions_a_day_then_code_999_with_the_time_they_come_back() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let start = desk.balance(&user).await;
    assert_eq!((start["kind"].as_str(), start["daily_limit"].as_i64(), start["remaining"].as_i64()), (Some("free"), Some(3), Some(3)));
    assert_eq!(time(&start["resets_at"]), next_riyadh_midnight());

    let first = desk.ask_technical(&user, "2222").await;
    assert_eq!(first["balance"]["remaining"], 2);
    let chat_id = first["chat_id"].clone();
    for left in [1, 0] {
        // Following questions continue the conversation.
        let asked = desk.ask(&user, "en", json!({"questionId": 2, "stockid": desk.stock_id("2222").await, "chatId": chat_id})).await;
        assert_eq!(asked.body["data"]["chat_id"], chat_id);
        assert_eq!(asked.body["data"]["balance"]["remaining"], left);
        assert_eq!(desk.settled(&user, asked.body["data"]["message"]["id"].as_i64().unwrap()).await["status"], "answered");
    }
    let refused = desk.ask(&user, "ar", json!({"questionId": 2, "stockid": desk.stock_id("2222").await})).await;
    assert_eq!(refused.status, 200);
    assert_eq!(refused.body["code"], 999);
    assert!(refused.body["message"].as_str().unwrap().starts_with("انتهى رصيدك اليومي"));
    assert_eq!(time(&refused.body["resets_at"]), next_riyadh_midnight());
    assert_eq!(refused.body["balance"]["remaining"], 0);
    assert_eq!(refused.body["balance"]["trial_available"], true);
    // Nothing was stored for the refused question.
    let conversations = desk.app.get("/api/chat/conversations").token(&user.token).send().await;
    assert_eq!(conversations.body["meta"]["total"], 1);
    assert_eq!(conversations.body["data"][0]["messages"], 3);
}

#[tokio::test]
async fn questions_sent_at_once_never_spend_more_than_the_balance() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let stock = desk.stock_id("2222").await;
    let body = json!({"questionId": 4, "stockid": stock});
    let answers = futures_util::future::join_all((0..8).map(|_| desk.ask(&user, "en", body.clone()))).await;
    let taken = answers.iter().filter(|r| r.status == 201).count();
    let refused = answers.iter().filter(|r| r.status == 200 && r.body["code"] == 999).count();
    assert_eq!((taken, refused), (3, 5), "{:?}", answers.iter().map(|r| (r.status, r.body.clone())).collect::<Vec<_>>());
    assert_eq!(desk.balance(&user).await["used_today"], 3);
}

#[tokio::test]
async fn the_trial_gives_unlimited_questions_once_per_account() {
    let desk = Desk::open_with(chat_settings(None, json!({"daily_free_questions": 1}))).await;
    let user = desk.user().await;
    desk.ask_technical(&user, "2222").await;
    let trial = desk.app.post("/api/chat/trial").token(&user.token).lang("en").send().await;
    assert_eq!(trial.status, 200, "{:?}", trial.body);
    assert_eq!(trial.body["data"]["kind"], "trial");
    assert_eq!(trial.body["data"]["remaining"], serde_json::Value::Null);
    let ends = time(&trial.body["data"]["trial_ends_at"]);
    assert!((ends - chrono::Utc::now() - chrono::Duration::days(3)).num_seconds().abs() < 60);
    for _ in 0..3 {
        desk.ask_technical(&user, "2222").await;
    }
    let again = desk.app.post("/api/chat/trial").token(&user.token).lang("en").send().await;
    assert_eq!((again.status, again.message()), (409, "You have already used your free trial"));
}

#[tokio::test]
async fn a_plan_is_unlimited_under_a_fair_use_ceiling_that_answers_429() {
    let desk = Desk::open_with(chat_settings(None, json!({"fair_use_daily": 4}))).await;
    let user = desk.user().await;
    desk.grants.grant(user.id, Feature::AiChat);
    let balance = desk.balance(&user).await;
    assert_eq!((balance["kind"].as_str(), balance["trial_available"].as_bool()), (Some("plan"), Some(false)));
    for _ in 0..4 {
        desk.ask_technical(&user, "2222").await;
    }
    let refused = desk.ask(&user, "en", json!({"questionId": 1, "stockid": desk.stock_id("2222").await})).await;
    assert_eq!(refused.status, 429);
    let wait: i64 = refused.headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((wait - (next_riyadh_midnight() - chrono::Utc::now()).num_seconds()).abs() < 60, "{wait}");
    assert!(refused.message().contains("fair-use"));
    let trial = desk.app.post("/api/chat/trial").token(&user.token).lang("en").send().await;
    assert_eq!(trial.status, 409);
}

#[tokio::test]
async fn bad_questions_get_clear_messages_and_spend_nothing() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let stock = desk.stock_id("2222").await;
    let cases = [
        (json!({}), "question", "Write your question or choose one of the ready questions"),
        (json!({"questionId": 1}), "stockid", "Please choose a stock"),
        (json!({"stockid": 99_999_999}), "stockid", "Please choose a stock from the list"),
        (json!({"stockid": stock, "question": "x".repeat(501)}), "question", "The question is longer than 500 characters"),
        (json!({"stockid": stock, "questionId": 42}), "questionId", "This is not one of the ready questions"),
        (json!({"stockid": stock, "questionId": 1, "interval": "hourly"}), "interval", "The interval is daily or weekly"),
        (json!({"stockid": stock, "questionId": 1, "term": "forever"}), "term", "The term is short, medium or long"),
        (json!({"stockid": stock, "questionId": 3}), "compare_stock_id", "Please choose the stock to compare with"),
        (json!({"stockid": stock, "questionId": 3, "compare_stock_id": stock}), "compare_stock_id", "Choose another stock to compare with"),
    ];
    for (body, field, message) in cases {
        let res = desk.ask(&user, "en", body.clone()).await;
        assert_eq!(res.status, 422, "{body}: {:?}", res.body);
        assert_eq!(res.field_error(field), Some(message), "{body}: {:?}", res.body);
    }
    let arabic = desk.ask(&user, "ar", json!({"stockid": stock})).await;
    assert_eq!(arabic.field_error("question"), Some("اكتب سؤالك أو اختر أحد الأسئلة الجاهزة"));
    assert_eq!(desk.balance(&user).await["used_today"], 0);
    assert_eq!(desk.app.post("/api/chat/question").json(&json!({"stockid": stock, "questionId": 1})).send().await.status, 401);
}
