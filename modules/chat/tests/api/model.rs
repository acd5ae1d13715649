use std::time::Duration;

use eva_testing::{Behaviour, FakeModel};
use serde_json::json;

use crate::{Desk, chat_settings};

#[tokio::test]
async fn the_answer_streams_from_the_model_piece_by_piece_and_resumes_where_the_reader_was() {
    let model = FakeModel::start(Behaviour { chunks: 6, chunk_delay: Duration::from_millis(80), ..Behaviour::default() }).await;
    let desk = Desk::open_with(chat_settings(Some(&model), json!({}))).await;
    let user = desk.user().await;
    // The model stops after two pieces until the reader has its first: the reader sees the text
    // grow whether the worker or the reader came first.
    model.hold("STOCK: 2222", 2);
    let asked = desk.ask_technical(&user, "2222").await;
    let id = asked["message"]["id"].as_i64().unwrap();
    assert_eq!(asked["message"]["status"], "pending");

    let (first_delta, heard) = tokio::sync::oneshot::channel();
    let (events, ()) = tokio::join!(desk.stream_telling(&user, id, None, Some(first_delta)), async {
        heard.await.unwrap();
        assert!(model.release("STOCK: 2222"), "the answer was held");
    });
    let deltas: Vec<_> = events.iter().filter(|(e, _, _)| e == "delta").collect();
    assert!(deltas.len() >= 2, "the answer came in one piece: {events:?}");
    let (last, _, done) = events.last().unwrap();
    assert_eq!(last, "done");
    let text: String = deltas.iter().map(|(_, _, d)| d["text"].as_str().unwrap()).collect();
    assert_eq!(text, done["answer"].as_str().unwrap());
    assert!(text.starts_with("According to the data, 2222 — "), "{text}");
    assert_eq!(deltas.last().unwrap().1.as_deref(), Some(text.chars().count().to_string().as_str()));
    assert_eq!((done["source"].as_str(), done["status"].as_str()), (Some("model"), Some("answered")));
    assert!(done["disclaimer"].as_str().unwrap().contains("not a recommendation"));
    assert!(done["data_as_of"].is_string());

    // A reader that reloads after 10 characters gets the rest, then done.
    let resumed = desk.stream(&user, id, Some(10)).await;
    assert_eq!(resumed[0].2["text"].as_str().unwrap(), text.chars().skip(10).collect::<String>());
    assert_eq!(resumed.last().unwrap().0, "done");

    // The model got the stock's data with its dates and the delay, streaming.
    let sent = &model.requests()[0];
    assert_eq!(sent["stream"], true);
    assert_eq!(sent["model"], "fake");
    let data = sent["messages"][1]["content"].as_str().unwrap();
    assert!(data.contains("STOCK: 2222") && data.contains("INDICATORS (daily bars") && data.contains("minutes delayed"), "{data}");
}

#[tokio::test]
async fn a_failure_of_the_model_is_retried() {
    let model = FakeModel::start(Behaviour { fail_first: 1, ..Behaviour::default() }).await;
    let desk = Desk::open_with(chat_settings(Some(&model), json!({}))).await;
    let user = desk.user().await;
    let id = desk.ask_technical(&user, "2222").await["message"]["id"].as_i64().unwrap();
    let m = desk.settled(&user, id).await;
    assert_eq!(m["status"], "answered");
    assert_eq!(model.requests().len(), 2);
}

#[tokio::test]
async fn a_model_that_keeps_failing_fails_the_question_and_gives_it_back() {
    let model = FakeModel::start(Behaviour { always_fail: true, ..Behaviour::default() }).await;
    let desk = Desk::open_with(chat_settings(Some(&model), json!({}))).await;
    let user = desk.user().await;
    let id = desk.ask_technical(&user, "2222").await["message"]["id"].as_i64().unwrap();
    let events = desk.stream(&user, id, None).await;
    let (name, _, failed) = events.last().unwrap();
    assert_eq!(name, "failed");
    assert_eq!(
        failed["failure"],
        "We could not get an answer right now. The question was returned to your balance; please try again shortly"
    );
    assert_eq!(failed["balance_refunded"], true);
    assert_eq!(desk.balance(&user).await["remaining"], 3);
    // Each configured attempt asks (async-openai also retries a server error itself).
    assert!(model.requests().len() >= 2);
}

#[tokio::test]
async fn a_slow_model_times_out_and_the_question_is_given_back_once() {
    let model = FakeModel::start(Behaviour { first_delay: Duration::from_secs(4), ..Behaviour::default() }).await;
    let desk = Desk::open_with(chat_settings(Some(&model), json!({"model": {"first_token_timeout_secs": 1, "attempts": 1}}))).await;
    let user = desk.user().await;
    let id = desk.ask_technical(&user, "2222").await["message"]["id"].as_i64().unwrap();
    let m = desk.settled(&user, id).await;
    assert_eq!((m["status"].as_str(), m["balance_refunded"].as_bool()), (Some("failed"), Some(true)));
    // Answering the same message again (a second delivery) neither answers nor refunds twice.
    chat::answer::answer(&desk.app.ctx, id).await.unwrap();
    assert_eq!(desk.balance(&user).await["used_today"], 0);
}

#[tokio::test]
async fn a_stock_without_prices_fails_with_its_reason_and_is_given_back() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let res = desk.app.get("/api/stocks?query=1010").send().await;
    let stock = res.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "1010").unwrap()["id"].as_i64().unwrap();
    let asked = desk.ask(&user, "en", json!({"questionId": 4, "stockid": stock})).await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    let m = desk.settled(&user, asked.body["data"]["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(m["status"], "failed");
    assert!(m["failure"].as_str().unwrap().starts_with("There are no prices for this stock yet"));
    assert_eq!(desk.balance(&user).await["remaining"], 3);
}

#[tokio::test]
async fn a_free_question_sends_the_model_the_data_its_intent_needs_for_each_stock_it_names() {
    let model = FakeModel::start(Behaviour::default()).await;
    let desk = Desk::open_with(chat_settings(Some(&model), json!({}))).await;
    // (question, what the data must hold, what it must not)
    let cases: [(&str, &[&str], &[&str]); 12] = [
        (
            "كم سعر أرامكو؟",
            &["QUESTION UNDERSTOOD AS: price", "STOCK: 2222", "LAST SESSION", "minutes delayed"],
            &["DIVIDENDS", "INDICATORS"],
        ),
        (
            "أداء الراجحي آخر 3 شهور",
            &["QUESTION UNDERSTOOD AS: performance; period over 3 months", "ASKED PERIOD (over 3 months): from the close of"],
            &["INDICATORS", "SUPPORT"],
        ),
        ("وش توزيعات ارامكو", &["QUESTION UNDERSTOOD AS: dividends", "DIVIDENDS: no cash dividend"], &["INDICATORS", "LAST SESSION"]),
        ("RSI حق الراجحي", &["QUESTION UNDERSTOOD AS: technical", "INDICATORS (daily bars", "RSI14"], &["DIVIDENDS", "SHARIAH"]),
        ("وين الدعم والمقاومة لأرامكو", &["QUESTION UNDERSTOOD AS: levels", "SUPPORT (last", "RESISTANCE"], &["DIVIDENDS"]),
        ("أعلى سعر في 52 أسبوع للراجحي", &["QUESTION UNDERSTOOD AS: range_52w", "52-WEEK RANGE"], &["DIVIDENDS", "SUPPORT"]),
        (
            "كم كمية التداول على أرامكو",
            &["QUESTION UNDERSTOOD AS: volume", "LAST SESSION", "average volume of the 20 sessions"],
            &["INDICATORS"],
        ),
        (
            "قارن بين الراجحي وأرامكو",
            &["QUESTION UNDERSTOOD AS: compare", "STOCK: 1120", "COMPARED WITH:", "STOCK: 2222", "INDICATORS"],
            &[],
        ),
        ("هل سهم أرامكو شرعي؟", &["QUESTION UNDERSTOOD AS: shariah", "SHARIAH (the screening Eva follows)"], &["INDICATORS", "DIVIDENDS"]),
        (
            "كم مكرر ربحية الراجحي",
            &["QUESTION UNDERSTOOD AS: fundamentals", "REPORTED RESULTS: none imported", "MARKET CAP"],
            &["INDICATORS"],
        ),
        (
            "Should I buy Aramco now?",
            &["QUESTION UNDERSTOOD AS: overview; it asks whether to buy or sell: give facts only", "INDICATORS", "DIVIDENDS"],
            &[],
        ),
        ("what do Eva's analysts think of Al Rajhi?", &["QUESTION UNDERSTOOD AS: analysts", "STOCK: 1120"], &[]),
    ];
    // Ten questions a minute per user: two users share the cases.
    let users = [desk.user().await, desk.user().await];
    for user in &users {
        desk.grants.grant(user.id, platform::ports::Feature::AiChat);
    }
    for (i, (question, holds, lacks)) in cases.iter().enumerate() {
        let user = &users[i % 2];
        let asked = desk.ask(user, "ar", json!({"question": question})).await;
        assert_eq!(asked.status, 201, "{question}: {:?}", asked.body);
        let m = desk.settled(user, asked.body["data"]["message"]["id"].as_i64().unwrap()).await;
        assert_eq!(m["status"], "answered", "{question}: {m}");
        let sent =
            model.requests().into_iter().find(|r| r["messages"][2]["content"].as_str().is_some_and(|c| c.contains(question))).unwrap();
        let data = sent["messages"][1]["content"].as_str().unwrap();
        for part in *holds {
            assert!(data.contains(part), "{question}: {part} missing from\n{data}");
        }
        for part in *lacks {
            assert!(!data.contains(part), "{question}: {part} should not be in\n{data}");
        }
    }
}
