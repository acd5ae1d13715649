//! Free questions as investors type them: the stocks are found in the words, the intent picks
//! the answer, and the offline analyst's answer streams paragraph by paragraph.

use serde_json::json;

use crate::Desk;

#[tokio::test]
async fn a_free_question_names_its_stocks_and_gets_the_answer_its_intent_asks_for() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    desk.grants.grant(user.id, platform::ports::Feature::AiChat);
    let cases = [
        // (question, the stock the conversation is about, what the answer must say)
        ("ما رأيك في سهم أرامكو؟", "2222", vec!["أرامكو السعودية (2222)", "يمكنك أن تسألني عن"]),
        ("كم سعر الراجحي اليوم؟", "1120", vec!["الراجحي (1120)", "جلسة ", "الأعلى"]),
        ("كيف أداء ارامكو من بداية السنة", "2222", vec!["منذ بداية السنة", "من إغلاق"]),
        ("قارن بين الراجحي وأرامكو", "1120", vec!["المقارنة:", "الراجحي (1120)", "أرامكو السعودية (2222)"]),
        ("وش توزيعات سهم ٢٢٢٢؟", "2222", vec!["لم تُسجّل توزيعات نقدية"]),
        ("أشتري الراجحي؟", "1120", vec!["لا تقدّم إيفا توصيات بالشراء أو البيع"]),
        ("هل الراجحي شرعي؟", "1120", vec!["الراجحي (1120): "]),
        ("وش الدعم والمقاومة لأرامكو", "2222", vec!["الدعم"]),
    ];
    for (question, symbol, expected) in cases {
        let asked = desk.ask(&user, "ar", json!({"question": question})).await;
        assert_eq!(asked.status, 201, "{question}: {:?}", asked.body);
        let message = &asked.body["data"]["message"];
        assert_eq!(message["stock"]["symbol"], symbol, "{question}");
        let m = desk.settled(&user, message["id"].as_i64().unwrap()).await;
        let answer = m["answer"].as_str().unwrap();
        assert!(!answer.contains("لا يقرأ"), "{answer}");
        for part in expected {
            assert!(answer.contains(part), "{question}: {part} missing from\n{answer}");
        }
    }
}

#[tokio::test]
async fn a_follow_up_keeps_the_conversation_s_stock_and_a_question_without_one_is_told_what_to_name() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let aramco = desk.stock_id("2222").await;
    let follow_up = desk.ask(&user, "en", json!({"question": "and its 52-week range?", "stockid": aramco})).await;
    assert_eq!(follow_up.status, 201, "{:?}", follow_up.body);
    let m = desk.settled(&user, follow_up.body["data"]["message"]["id"].as_i64().unwrap()).await;
    assert!(m["answer"].as_str().unwrap().contains("the 52-week range to"), "{m}");

    let nothing = desk.ask(&user, "ar", json!({"question": "وش تقدر تسوي؟"})).await;
    assert_eq!(nothing.status, 422);
    assert_eq!(nothing.body["code"], "NAME_A_STOCK");
    assert!(nothing.field_error("question").unwrap().contains("اذكر اسم السهم"));
    assert_eq!(desk.balance(&user).await["used_today"], 1, "a refused question is not spent");

    let understood = desk
        .app
        .post("/api/chat/understand")
        .token(&user.token)
        .lang("en")
        .json(&json!({"question": "compare Al Rajhi vs aramco ytd"}))
        .send()
        .await;
    assert_eq!(understood.status, 200, "{:?}", understood.body);
    let symbols: Vec<&str> = understood.body["data"]["stocks"].as_array().unwrap().iter().map(|s| s["symbol"].as_str().unwrap()).collect();
    assert_eq!((symbols, understood.body["data"]["intent"].as_str()), (vec!["1120", "2222"], Some("compare")));
}

#[tokio::test]
async fn the_offline_answer_streams_paragraph_by_paragraph() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    let asked = desk.ask(&user, "en", json!({"question": "Tell me about Aramco"})).await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    let events = desk.stream(&user, asked.body["data"]["message"]["id"].as_i64().unwrap(), None).await;
    let deltas = events.iter().filter(|(name, _, _)| name == "delta").count();
    assert!(deltas >= 3, "the answer came in {deltas} pieces: {events:?}");
    let (name, _, done) = events.last().unwrap();
    assert_eq!(name, "done");
    assert!(done["answer"].as_str().unwrap().contains("You can ask me about"), "{done}");
}

#[tokio::test]
async fn what_the_analysts_say_shows_each_call_s_prices_only_to_its_list_s_subscribers() {
    let desk = Desk::open().await;
    let analyst = desk.app.signed_in_analyst().await;
    let list = desk
        .app
        .post("/api/rating-list/create")
        .token(&analyst.token)
        .lang("en")
        .json(&json!({
            "name": "آراء الطاقة", "market_id": 1, "service_type": "eva_opinions", "discount_percent": 0,
            "about": "آراء قصيرة على أسهم الطاقة", "stocks_count": 10,
            "plans": [{"plan_type": "monthly", "price_halalas": 10_000}, {"plan_type": "quarterly", "price_halalas": 27_000},
                      {"plan_type": "biannual", "price_halalas": 50_000}, {"plan_type": "annual", "price_halalas": 90_000}],
        }))
        .send()
        .await;
    assert_eq!(list.status, 201, "{:?}", list.body);
    let list_id = list.body["data"]["id"].as_i64().unwrap();
    let aramco = desk.stock_id("2222").await;
    let market = desk.app.ctx.required_port::<dyn platform::ports::MarketData>().unwrap();
    // In hundredths, on the 0.05 tick of prices between 25 and 50.
    let cents = market.latest_price(aramco).await.unwrap().unwrap().price.0 / 500 * 5;
    let at = |c: i64| format!("{}.{:02}", c / 100, c % 100);
    let duration = (chrono::Utc::now() + chrono::Duration::days(20)).date_naive().to_string();
    let published = desk
        .app
        .post("/api/opinion/create")
        .token(&analyst.token)
        .lang("en")
        .json(&json!({
            "opinion_list_id": list_id, "stock_id": aramco, "operation_type": "stocks", "order_type": "buy", "duration_type": "short",
            "analysis_type": "technical", "stop_type": "day", "entry_price": at(cents),
            "target_price": at(cents * 110 / 100 / 5 * 5), "stop_loss": at(cents * 95 / 100 / 5 * 5),
            "duration_date": duration, "additional_info": "ارتداد من دعم يومي",
        }))
        .send()
        .await;
    assert_eq!(published.status, 201, "{:?}", published.body);

    let user = desk.user().await;
    desk.grants.grant(user.id, platform::ports::Feature::AiChat);
    let ask = |question: &'static str| {
        let (desk, user) = (&desk, &user);
        async move {
            let asked = desk.ask(user, "ar", json!({"question": question})).await;
            assert_eq!(asked.status, 201, "{question}: {:?}", asked.body);
            desk.settled(user, asked.body["data"]["message"]["id"].as_i64().unwrap()).await["answer"].as_str().unwrap().to_owned()
        }
    };
    let outsider = ask("وش يقولون المحللين عن أرامكو؟").await;
    assert!(outsider.contains("ما يقوله محللو إيفا عن أرامكو السعودية (2222)"), "{outsider}");
    assert!(outsider.contains("قائمة «آراء الطاقة»") && outsider.contains("تفاصيلها للمشتركين في القائمة"), "{outsider}");
    assert!(!outsider.contains("الهدف"), "no prices for a reader who does not subscribe: {outsider}");

    desk.grants.grant(user.id, platform::ports::Feature::OpinionList(list_id));
    let subscriber = ask("هل فيه توصيات للمحللين على أرامكو؟").await;
    assert!(
        subscriber.contains("رأي في قائمة «آراء الطاقة»") && subscriber.contains("الهدف") && subscriber.contains("شراء عند"),
        "{subscriber}"
    );
    assert!(subscriber.contains("وليست توصية من إيفا"), "{subscriber}");
}

#[tokio::test]
async fn a_name_two_stocks_share_offers_both_and_the_one_chosen_answers() {
    let desk = Desk::open().await;
    let user = desk.user().await;
    // Google is Alphabet's class A (GOOGL) and class C (GOOG) shares.
    let understood =
        desk.app.post("/api/chat/understand").token(&user.token).lang("en").json(&json!({"question": "Google price?"})).send().await;
    assert_eq!(understood.status, 200, "{:?}", understood.body);
    let mut choices: Vec<&str> =
        understood.body["data"]["choices"].as_array().unwrap().iter().map(|s| s["symbol"].as_str().unwrap()).collect();
    choices.sort_unstable();
    assert_eq!(choices, ["GOOG", "GOOGL"]);
    let asked = desk.ask(&user, "en", json!({"question": "Google price?"})).await;
    assert_eq!((asked.status, asked.body["code"].as_str()), (422, Some("STOCK_AMBIGUOUS")));
    assert_eq!(desk.balance(&user).await["used_today"], 0, "a question refused for its shared name is not spent");
    let chosen = understood.body["data"]["choices"].as_array().unwrap().iter().find(|s| s["symbol"] == "GOOGL").unwrap()["id"].clone();
    let again = desk
        .app
        .post("/api/chat/understand")
        .token(&user.token)
        .lang("en")
        .json(&json!({"question": "Google price?", "stockid": chosen}))
        .send()
        .await;
    assert_eq!(again.body["data"]["stocks"][0]["symbol"], "GOOGL");
    assert!(again.body["data"]["choices"].as_array().unwrap().is_empty());
}
